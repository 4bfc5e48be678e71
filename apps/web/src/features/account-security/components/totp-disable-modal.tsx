import { useState } from 'react';
import { Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useDisableTotp } from '../api/account-security.ts';

const s = ACCOUNT_SECURITY_MESSAGES;

/** Turning the second factor off: a current code of the app, or the account's password. */
export function TotpDisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisableTotp();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setCode('');
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = () => {
    setError(null);
    const input = code.trim() !== '' ? { code } : { password };
    if (code.trim() === '' && password === '') {
      setError(s.codeOrPasswordRequired);
      return;
    }
    disable.mutate(input, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        close();
      },
      onError: (failure) => setError(serverMessageOr(failure, MESSAGES.http[500])),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={s.disableTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{s.disableIntro}</Text>
          <ErrorAlert message={error} />
          <TextInput
            label={s.codeLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            data-autofocus
          />
          <PasswordInput
            label={s.passwordLabel}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
          />
          <FormActions
            onCancel={close}
            isSubmitting={disable.isPending}
            submitLabel={s.disable}
            cancelLabel={s.cancel}
          />
        </Stack>
      </form>
    </Modal>
  );
}

import { useState } from 'react';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

export type CodeOrPassword = { code: string } | { password: string };

/**
 * The proof a change of the second factor asks for (turning it off, new recovery codes): a
 * current code of the app, or the account's password. The dialog's own form.
 */
export function CodeOrPasswordForm({
  intro,
  submitLabel,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The server's refusal, if any. */
  error: string | null;
  onSubmit: (input: CodeOrPassword) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const isMissing = code.trim() === '' && password === '';
    setMissing(isMissing);
    if (!isMissing) {
      onSubmit(code.trim() !== '' ? { code } : { password });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">{intro}</Text>
        <ErrorAlert message={missing ? s.codeOrPasswordRequired : error} />
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
          onCancel={onCancel}
          isSubmitting={isSubmitting}
          submitLabel={submitLabel}
          cancelLabel={s.cancel}
        />
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Code, Image, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useConfirmTotp, type useStartTotp } from '../api/account-security.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

/**
 * Enrolment (decision 0038): the secret as a QR code and as a key to type, then the app's first
 * code; then the ten recovery codes, shown this once (to copy or download).
 */
export function TotpEnrolModal({
  start,
  onClose,
}: {
  /** The enrolment started by the button that opened it (`POST /auth/totp-start`); idle: closed. */
  start: ReturnType<typeof useStartTotp>;
  onClose: () => void;
}) {
  const opened = !start.isIdle;
  return (
    <Modal opened={opened} onClose={onClose} title={s.enrolTitle} size="lg">
      {opened && <EnrolSteps start={start} onClose={onClose} />}
    </Modal>
  );
}

function EnrolSteps({ start, onClose }: { start: ReturnType<typeof useStartTotp>; onClose: () => void }) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const submit = () => {
    setError(null);
    if (code.trim() === '') {
      setError(s.codeRequired);
      return;
    }
    confirm.mutate(code, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        setRecoveryCodes(answer.recovery_codes);
      },
      onError: (failure) => setError(serverMessageOr(failure, s.codeInvalid)),
    });
  };

  return recoveryCodes ? (
    <RecoveryCodes codes={recoveryCodes} onDone={onClose} />
  ) : (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <ErrorAlert message={start.error ? serverMessageOr(start.error, s.loadError) : error} />
        {start.isPending && <Loader aria-label="Chargement..." />}
        {start.data && (
          <>
            <Text size="sm">{s.enrolStep1}</Text>
            <Image src={start.data.qr_code} alt={s.qrAlt} w={200} h={200} />
            <Text size="sm">
              {s.manualKey} : <Code data-testid="totp-secret">{start.data.secret}</Code>
            </Text>
            <Text size="sm">{s.enrolStep2}</Text>
            <TextInput
              label={s.codeLabel}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              data-autofocus
            />
          </>
        )}
        <FormActions
          onCancel={onClose}
          isSubmitting={confirm.isPending}
          isSubmitDisabled={!start.data}
          submitLabel={s.confirm}
          cancelLabel={s.cancel}
        />
      </Stack>
    </form>
  );
}

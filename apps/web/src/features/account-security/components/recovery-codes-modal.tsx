import { Modal } from '@mantine/core';
import { MESSAGES, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegenerateRecoveryCodes } from '../api/account-security.ts';
import { CodeOrPasswordForm } from './code-or-password-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

/**
 * « Générer de nouveaux codes de secours » (decision 0044): a current code or the password, then
 * the ten new codes, shown this once; the old ones no longer work.
 */
export function RecoveryCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const close = () => {
    regenerate.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={s.regenerate} size={regenerate.data ? 'lg' : 'md'}>
      {regenerate.data ? (
        <RecoveryCodes codes={regenerate.data.recovery_codes} onDone={close} />
      ) : (
        <CodeOrPasswordForm
          intro={s.regenerateIntro}
          submitLabel={s.regenerateSubmit}
          isSubmitting={regenerate.isPending}
          error={regenerate.error ? serverMessageOr(regenerate.error, MESSAGES.http[500]) : null}
          onCancel={close}
          onSubmit={(input) =>
            regenerate.mutate(input, { onSuccess: (answer) => notify('success', answer.message) })
          }
        />
      )}
    </Modal>
  );
}

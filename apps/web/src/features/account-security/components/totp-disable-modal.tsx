import { Modal } from '@mantine/core';
import { MESSAGES, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useDisableTotp } from '../api/account-security.ts';
import { CodeOrPasswordForm } from './code-or-password-form.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

/** Turning the second factor off: a current code of the app, or the account's password. */
export function TotpDisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisableTotp();
  const close = () => {
    disable.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={s.disableTitle}>
      <CodeOrPasswordForm
        intro={s.disableIntro}
        submitLabel={s.disable}
        isSubmitting={disable.isPending}
        error={disable.error ? serverMessageOr(disable.error, MESSAGES.http[500]) : null}
        onCancel={close}
        onSubmit={(input) =>
          disable.mutate(input, {
            onSuccess: (answer) => {
              notify('success', answer.message);
              close();
            },
          })
        }
      />
    </Modal>
  );
}

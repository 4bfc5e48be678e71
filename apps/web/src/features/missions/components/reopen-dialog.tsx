import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, REOPEN_REASON_MAX_LENGTH, reopenFormSchema, type ReopenForm } from '@tourneo/domain';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { usePopupReturnFocus } from './use-popup-return-focus.ts';

const r = MESSAGES.reopen;

export interface ReopenDialogProps {
  opened: boolean;
  /** The save is under way: the confirm button spins and takes no second click. */
  isBusy: boolean;
  /** The reason, trimmed and checked by the domain's `reopenFormSchema`. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function ReopenReasonForm({ isBusy, onConfirm, onClose }: Omit<ReopenDialogProps, 'opened'>) {
  const { register, handleSubmit, formState } = useForm<{ reopen_reason: string }, unknown, ReopenForm>({
    resolver: zodResolver(reopenFormSchema),
    defaultValues: { reopen_reason: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit((form) => onConfirm(form.reopen_reason))(event)}>
      <Stack>
        <Text size="sm">{r.dialogText}</Text>
        <Textarea
          label={r.reasonLabel}
          description={r.reasonHelp}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REOPEN_REASON_MAX_LENGTH + 50}
          data-autofocus
          error={formState.errors.reopen_reason?.message}
          {...register('reopen_reason')}
        />
        <FormActions
          onCancel={onClose}
          cancelLabel={r.cancel}
          submitLabel={r.confirm}
          isSubmitting={isBusy}
        />
      </Stack>
    </form>
  );
}

/**
 * Issue 39: a completed session given another status is reopened; the back office says why (3 to
 * 500 characters, kept with the report and shown in the audit log, erased with the client's data).
 * Escape or 'Annuler' leave the session as it was.
 */
export function ReopenDialog({ opened, isBusy, onConfirm, onClose }: ReopenDialogProps) {
  usePopupReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={r.dialogTitle} returnFocus={false} closeOnEscape>
      {opened && <ReopenReasonForm isBusy={isBusy} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

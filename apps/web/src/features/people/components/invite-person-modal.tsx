import { Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, PERSON_ROLES, ROLE_LABELS, invitePersonSchema } from '@tourneo/domain';
import { useInvitePerson } from '../api/change-people.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const m = MESSAGES.people;
type InviteInput = z.input<typeof invitePersonSchema>;
type InviteOutput = z.output<typeof invitePersonSchema>;

export const ROLE_OPTIONS = PERSON_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function InvitePersonForm({ onDone }: { onDone: () => void }) {
  const invite = useInvitePerson();
  const { register, handleSubmit, formState } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(invitePersonSchema),
    defaultValues: { email: '', role: 'planificateur' },
  });
  const { errors } = formState;
  const submit = (values: InviteOutput) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
    });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack>
        <Text size="sm">{m.inviteIntro}</Text>
        <TextInput
          label={m.emailLabel}
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <NativeSelect
          label={m.roleLabel}
          data={ROLE_OPTIONS}
          error={errors.role?.message}
          {...register('role')}
        />
        <FormActions
          onCancel={onDone}
          isSubmitting={invite.isPending || formState.isSubmitting}
          submitLabel={m.sendInvitation}
        />
      </Stack>
    </form>
  );
}

/** 'Inviter une personne': an e-mail and a role; the person receives a link to join. */
export function InvitePersonModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.inviteTitle}>
      {opened && <InvitePersonForm onDone={onClose} />}
    </Modal>
  );
}

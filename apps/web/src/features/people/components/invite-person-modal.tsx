import { Modal, NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, PERSON_ROLES, ROLE_LABELS, invitePersonSchema } from '@tourneo/domain';
import { useInvitePerson } from '../api/change-people.ts';
import { notifyAndClose } from '../../../lib/notify.ts';
import { InvitationForm } from '../../../components/ui/invitation-form.tsx';

const m = MESSAGES.people;
type InviteInput = z.input<typeof invitePersonSchema>;
type InviteOutput = z.output<typeof invitePersonSchema>;

export const ROLE_OPTIONS = PERSON_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function InvitePersonForm({ onDone }: { onDone: () => void }) {
  const invite = useInvitePerson();
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(invitePersonSchema),
    defaultValues: { email: '', role: 'planificateur' },
  });
  return (
    <InvitationForm
      form={form}
      onValid={(values) => invite.mutate(values, notifyAndClose(onDone, MESSAGES.http[500]))}
      isPending={invite.isPending}
      texts={{ intro: m.inviteIntro, emailLabel: m.emailLabel, submitLabel: m.sendInvitation }}
      onCancel={onDone}
    >
      <NativeSelect
        label={m.roleLabel}
        data={ROLE_OPTIONS}
        error={form.formState.errors.role?.message}
        {...form.register('role')}
      />
    </InvitationForm>
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

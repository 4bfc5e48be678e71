import { Modal, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, inviteAgentFormSchema, type Agent } from '@tourneo/domain';
import { useInviteAgent } from '../api/invite-agent.ts';
import { notifyAndClose } from '../../../lib/notify.ts';
import { InvitationForm } from '../../../components/ui/invitation-form.tsx';

const m = MESSAGES.agentInvitation;
type InviteInput = z.input<typeof inviteAgentFormSchema>;
type InviteOutput = z.output<typeof inviteAgentFormSchema>;

/** The fields of the invitation: where to send the link (e-mail and/or French mobile). */
function InviteAgentForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const invite = useInviteAgent();
  const form = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteAgentFormSchema),
    defaultValues: { email: '', telephone: '' },
  });
  const send = (values: InviteOutput) =>
    invite.mutate(
      { id: agent.id, email: values.email, telephone: values.telephone },
      notifyAndClose(onDone, m.sendError),
    );
  return (
    <InvitationForm
      form={form}
      onValid={send}
      isPending={invite.isPending}
      texts={{ intro: m.dialogIntro, emailLabel: m.emailLabel, submitLabel: m.submit }}
      onCancel={onDone}
    >
      <TextInput
        label={m.telephoneLabel}
        type="tel"
        autoComplete="off"
        description={m.telephoneHint}
        error={form.formState.errors.telephone?.message}
        {...form.register('telephone')}
      />
    </InvitationForm>
  );
}

/** 'Inviter l'agent': the agent receives a link to choose a password and sign in to the app. */
export function InviteAgentModal({ agent, onClose }: { agent: Agent | undefined; onClose: () => void }) {
  return (
    <Modal opened={agent !== undefined} onClose={onClose} title={m.dialogTitle}>
      {agent && <InviteAgentForm key={agent.id} agent={agent} onDone={onClose} />}
    </Modal>
  );
}

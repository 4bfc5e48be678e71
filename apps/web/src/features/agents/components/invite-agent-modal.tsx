import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, inviteAgentFormSchema, type Agent } from '@tourneo/domain';
import { useInviteAgent } from '../api/invite-agent.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const m = MESSAGES.agentInvitation;
type InviteInput = z.input<typeof inviteAgentFormSchema>;
type InviteOutput = z.output<typeof inviteAgentFormSchema>;

/** The fields of the invitation: where to send the link (e-mail and/or French mobile). */
function InviteAgentForm({ agent, onDone }: { agent: Agent; onDone: () => void }) {
  const invite = useInviteAgent();
  const { register, handleSubmit, formState } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(inviteAgentFormSchema),
    defaultValues: { email: '', telephone: '' },
  });
  const { errors } = formState;
  const submit = (values: InviteOutput) =>
    invite.mutate(
      { id: agent.id, email: values.email, telephone: values.telephone },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
        onError: (error) => notify('error', serverMessageOr(error, m.sendError)),
      },
    );
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack>
        <Text size="sm">{m.dialogIntro}</Text>
        <TextInput
          label={m.emailLabel}
          type="email"
          autoComplete="off"
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label={m.telephoneLabel}
          type="tel"
          autoComplete="off"
          description={m.telephoneHint}
          error={errors.telephone?.message}
          {...register('telephone')}
        />
        <FormActions
          onCancel={onDone}
          isSubmitting={invite.isPending || formState.isSubmitting}
          submitLabel={m.submit}
        />
      </Stack>
    </form>
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

import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Loader, Text, TextInput } from '@mantine/core';
import { MESSAGES, ROLE_LABELS, type LoginResponse } from '@tourneo/domain';
import { AuthCard } from './auth-card.tsx';
import { useNewPassword } from './new-password-fields.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useAcceptInvitation, useInvitation } from '../api/accept-invitation.ts';

const m = MESSAGES.people;

/** The page behind an invitation's link: the person chooses a name and a password, and is signed in. */
export function AcceptInvitationForm({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (response: LoginResponse) => void;
}) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const newPassword = useNewPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = name.trim() ? newPassword.problem() : m.nameRequired;
    setError(problem);
    if (!problem) {
      accept.mutate(
        { token, name: name.trim(), password: newPassword.password },
        {
          onSuccess: onAccepted,
          onError: (failure) => setError(serverMessageOr(failure, MESSAGES.http[500])),
        },
      );
    }
  };

  return (
    <AuthCard title={m.invitationPageTitle} onSubmit={submit}>
      {invitation.isPending && (
        <Center>
          <Loader aria-label="Chargement..." />
        </Center>
      )}
      {invitation.error && (
        <Alert color="red" role="alert">
          {serverMessageOr(invitation.error, m.invitationInvalid)}
        </Alert>
      )}
      {invitation.data && (
        <>
          <Text size="sm">
            {invitation.data.company_name} — {ROLE_LABELS[invitation.data.role]} ({invitation.data.email})
          </Text>
          <Text size="sm">{m.invitationPageIntro}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label={m.nameLabel}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          {newPassword.fields}
          <Button type="submit" loading={accept.isPending}>
            {m.accept}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

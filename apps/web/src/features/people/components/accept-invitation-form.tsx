import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MESSAGES,
  PASSWORD_MESSAGES,
  ROLE_LABELS,
  passwordRuleProblem,
  type LoginResponse,
} from '@tourneo/domain';
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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !name.trim()
      ? m.nameRequired
      : !password
        ? m.passwordRequired
        : (passwordRuleProblem(password) ?? (password === confirmation ? null : PASSWORD_MESSAGES.mismatch));
    setError(problem);
    if (!problem) {
      accept.mutate(
        { token, name: name.trim(), password },
        {
          onSuccess: onAccepted,
          onError: (failure) => setError(serverMessageOr(failure, MESSAGES.http[500])),
        },
      );
    }
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      w="100%"
      maw={420}
    >
      <Stack>
        <Title order={1} size="h2">
          {m.invitationPageTitle}
        </Title>
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
            <PasswordInput
              label={m.passwordLabel}
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label={m.confirmLabel}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
            />
            <Button type="submit" loading={accept.isPending}>
              {m.accept}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

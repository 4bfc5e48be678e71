import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, PASSWORD_MESSAGES, passwordRuleProblem } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset.ts';

const m = MESSAGES.people;

/**
 * 'Mot de passe oublié ?' of a person: without a token, the e-mail to send the link to; with the
 * link's token, the new password (every session of the person ends).
 */
export function PasswordResetForm({ token, loginHref }: { token: string; loginHref: string }) {
  const request = useRequestPasswordReset();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const onError = (failure: unknown) => setError(serverMessageOr(failure, MESSAGES.http[500]));
  const onSuccess = (answer: { message: string }) => {
    setError(null);
    setDone(answer.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      request.mutate(email.trim(), { onSuccess, onError });
      return;
    }
    const problem =
      passwordRuleProblem(password) ?? (password === confirmation ? null : PASSWORD_MESSAGES.mismatch);
    setError(problem);
    if (!problem) {
      reset.mutate({ token, password }, { onSuccess, onError });
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
          {token ? m.resetPageTitle : m.resetRequestTitle}
        </Title>
        {!token && <Text size="sm">{m.resetRequestIntro}</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {done ? (
          <Alert color="teal" role="status">
            {done}
          </Alert>
        ) : token ? (
          <>
            <PasswordInput
              label={m.passwordLabel}
              autoComplete="new-password"
              data-autofocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <PasswordInput
              label={m.confirmLabel}
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
            />
            <Button type="submit" loading={reset.isPending}>
              {m.resetSubmit}
            </Button>
          </>
        ) : (
          <>
            <TextInput
              label={m.emailLabel}
              type="email"
              autoComplete="username"
              data-autofocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={request.isPending}>
              {m.resetRequestSubmit}
            </Button>
          </>
        )}
        <Anchor href={loginHref} size="sm" underline="always">
          Retour à la connexion
        </Anchor>
      </Stack>
    </Paper>
  );
}

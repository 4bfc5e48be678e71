import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import { AuthCard } from './auth-card.tsx';
import { useNewPassword } from './new-password-fields.tsx';
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
  const newPassword = useNewPassword();
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
    const problem = newPassword.problem();
    setError(problem);
    if (!problem) {
      reset.mutate({ token, password: newPassword.password }, { onSuccess, onError });
    }
  };

  return (
    <AuthCard title={token ? m.resetPageTitle : m.resetRequestTitle} onSubmit={submit}>
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
          {newPassword.fields}
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
    </AuthCard>
  );
}

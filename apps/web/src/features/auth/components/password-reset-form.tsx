import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import { AuthCard } from './auth-card.tsx';
import { useNewPassword } from './new-password-fields.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import {
  useRequestOwnerPasswordReset,
  useRequestPasswordReset,
  useResetPassword,
} from '../api/password-reset.ts';

const m = MESSAGES.people;

/**
 * 'Mot de passe oublié ?' of a person: without a token, the e-mail to send the link to; with the
 * link's token, the new password (every session of the person ends). Of the owner (`company`,
 * decision 0044): the company's name, the link going to its contact e-mail; then the new company
 * password (every session of the company login ends).
 */
export function PasswordResetForm({
  token,
  account,
  loginHref,
}: {
  token: string;
  account: 'person' | 'company';
  loginHref: string;
}) {
  const isCompany = account === 'company';
  const requestForPerson = useRequestPasswordReset();
  const requestForOwner = useRequestOwnerPasswordReset();
  const request = isCompany ? requestForOwner : requestForPerson;
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** The person's e-mail, or the company's name. */
  const [identifier, setIdentifier] = useState('');
  const newPassword = useNewPassword();
  const onError = (failure: unknown) => setError(serverMessageOr(failure, MESSAGES.http[500]));
  const onSuccess = (answer: { message: string }) => {
    setError(null);
    setDone(answer.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) {
      request.mutate(identifier.trim(), { onSuccess, onError });
      return;
    }
    const problem = newPassword.problem();
    setError(problem);
    if (!problem) {
      reset.mutate({ token, password: newPassword.password }, { onSuccess, onError });
    }
  };

  return (
    <AuthCard
      title={
        token
          ? isCompany
            ? m.ownerResetPageTitle
            : m.resetPageTitle
          : isCompany
            ? m.ownerResetRequestTitle
            : m.resetRequestTitle
      }
      onSubmit={submit}
    >
      {!token && <Text size="sm">{isCompany ? m.ownerResetRequestIntro : m.resetRequestIntro}</Text>}
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
            label={isCompany ? m.companyNameLabel : m.emailLabel}
            type={isCompany ? 'text' : 'email'}
            autoComplete={isCompany ? 'organization' : 'username'}
            data-autofocus
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
          />
          <Button type="submit" loading={request.isPending}>
            {m.resetRequestSubmit}
          </Button>
        </>
      )}
      <Anchor href={loginHref} size="sm" underline="always">
        {m.backToLogin}
      </Anchor>
    </AuthCard>
  );
}

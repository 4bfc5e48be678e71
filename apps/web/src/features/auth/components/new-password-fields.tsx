import { useState } from 'react';
import { PasswordInput } from '@mantine/core';
import { MESSAGES, PASSWORD_MESSAGES, passwordRuleProblem } from '@tourneo/domain';

const m = MESSAGES.people;

/** What is wrong with a new password and its confirmation (the company password's rules), or null. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password) {
    return m.passwordRequired;
  }
  return passwordRuleProblem(password) ?? (password === confirmation ? null : PASSWORD_MESSAGES.mismatch);
}

/** A new password and its confirmation. */
function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <PasswordInput
        label={m.passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.currentTarget.value)}
      />
      <PasswordInput
        label={m.confirmLabel}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.currentTarget.value)}
      />
    </>
  );
}

/**
 * The new password of an invitation's page or a reset's page: its value, what is wrong with it
 * (or null) and its two fields to render.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    problem: () => newPasswordProblem(password, confirmation),
    fields: (
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
    ),
  };
}

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

/** A new password and its confirmation (an invitation's page, a reset's page). */
export function NewPasswordFields({
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

/**
 * The password rules of the company and of its agents, without zod: the agent app checks a new
 * password with them before sending it (its bundle carries no zod); the server's schemas use the
 * same constants and messages (auth/schemas.ts, agents/schemas.ts).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`,
  tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères`,
  mismatch: 'Les deux mots de passe ne sont pas identiques',
} as const;

/** What is wrong with a new password under the rules, or null when it follows them. Never trimmed. */
export function passwordRuleProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) {
    return PASSWORD_MESSAGES.tooShort;
  }
  if (password.length > PASSWORD_MAX) {
    return PASSWORD_MESSAGES.tooLong;
  }
  return null;
}

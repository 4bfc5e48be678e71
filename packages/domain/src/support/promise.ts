import type { Feature } from '../plans/catalogue.ts';

/** The feature that makes a company's support messages priority ones. */
export const PRIORITY_SUPPORT_FEATURE: Feature = 'priority_support';

/**
 * The answer time Tournéo promises, in working hours (Monday to Friday, 9h to 18h, Paris time):
 * stated on the pricing page and on the Support screen, written in the operator's e-mail subject.
 */
export const SUPPORT_ANSWER_HOURS = { priority: 4, standard: 16 } as const;

/** "Réponse sous 4 heures ouvrées" / "Réponse sous 2 jours ouvrés" (a working day is 8 hours). */
export function supportAnswerPromise(isPriority: boolean): string {
  const hours = isPriority ? SUPPORT_ANSWER_HOURS.priority : SUPPORT_ANSWER_HOURS.standard;
  return hours % 8 === 0 && hours >= 16
    ? `Réponse sous ${hours / 8} jours ouvrés`
    : `Réponse sous ${hours} heures ouvrées`;
}

import { MESSAGES } from '../messages/fr.ts';

/** An operation's SMS holds at most 140 characters. */
export const SMS_MAX_LENGTH = 140;
/** Variables every SMS must contain, in the order the error lists them. */
export const SMS_REQUIRED_VARIABLES = ['{prenom}', '{operation}', '{lien}'] as const;
/** Variables an SMS may contain. */
export const SMS_OPTIONAL_VARIABLES = ['{nom}'] as const;
export const SMS_VARIABLES = [...SMS_REQUIRED_VARIABLES, ...SMS_OPTIONAL_VARIABLES] as const;

/** The message sent when an operation has no SMS of its own (it passes every rule). */
export const DEFAULT_SMS_MESSAGE =
  'Bonjour {prenom}, choisissez la date de votre rendez-vous {operation} : {lien}';

/** Sample values of the editor's live preview (the operation's own name replaces `operation`). */
export const SMS_SAMPLE_VALUES = {
  prenom: 'Marie',
  nom: 'Dupont',
  operation: 'Entretien chaudière',
  lien: 'https://tourneo.fr/?token=a1B2c3',
} as const;

/** The required variables a message lacks, in the spec's order. */
export function missingSmsVariables(message: string): string[] {
  return SMS_REQUIRED_VARIABLES.filter((variable) => !message.includes(variable));
}

/** Anything between braces is meant as a variable: `{prenom}`, `{Prénom}`, `{ lien }`, `{}`. */
const BRACED = /\{[^{}]*\}/g;

/** What a misspelt variable looks like: a short word between braces, named back as typed. */
const WORD_LIKE = /^\{[\p{L}\p{N}_ ]{0,30}\}$/u;
/** How any other braced text is named back: never the text itself (an error never echoes input). */
const MALFORMED_VARIABLE = '{…}';

/**
 * The braced words of a text that are not among `known`, each once, in order of appearance;
 * braces around anything but a short word are named `{…}` (an error never echoes hostile input).
 */
export function unknownBracedVariables(text: string, known: readonly string[]): string[] {
  const knownSet = new Set<string>(known);
  const unknown = new Set<string>();
  for (const [variable] of text.matchAll(BRACED)) {
    if (!knownSet.has(variable)) {
      unknown.add(WORD_LIKE.test(variable) ? variable : MALFORMED_VARIABLE);
    }
  }
  return [...unknown];
}

/**
 * The braced words of a message that are not SMS variables, each once, in order of appearance;
 * braces around anything but a short word are named `{…}`.
 */
export function unknownSmsVariables(message: string): string[] {
  return unknownBracedVariables(message, SMS_VARIABLES);
}

/**
 * The first rule an SMS breaks, as the spec words it, or null when it is valid: not empty, then no
 * unknown variable (a misspelt `{prénom}` is named before it is reported missing), then the three
 * required variables, then at most 140 characters.
 */
export function findSmsMessageError(message: string): string | null {
  if (message.trim() === '') {
    return MESSAGES.operations.smsEmpty;
  }
  const unknown = unknownSmsVariables(message);
  if (unknown.length > 0) {
    return `${MESSAGES.operations.smsUnknownVariables}${unknown.join(', ')}`;
  }
  const missing = missingSmsVariables(message);
  if (missing.length > 0) {
    return `${MESSAGES.operations.smsMissingVariables}${missing.join(', ')}`;
  }
  if (message.length > SMS_MAX_LENGTH) {
    return MESSAGES.operations.smsTooLong;
  }
  return null;
}

export type SmsValues = Record<keyof typeof SMS_SAMPLE_VALUES, string>;

/** The message with its variables replaced (every occurrence); unknown braces stay as typed. */
export function renderSmsMessage(message: string, values: SmsValues = SMS_SAMPLE_VALUES): string {
  return message.replace(/\{(prenom|nom|operation|lien)\}/g, (_match, name: keyof SmsValues) => values[name]);
}

import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';

/**
 * Control characters no text field may carry: C0 controls but tab, line feed and carriage return,
 * DEL and the C1 range. NUL in particular is refused by PostgreSQL in any text column.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text holds a control character that no field accepts. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * The one base of every text field: a string (`message` when it is missing or not a string)
 * without control characters. Every text schema of the domain starts here.
 */
export const text = (message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .refine((value) => !hasControlCharacters(value), { error: MESSAGES.validation.controlCharacters });

/** Trims strings before validation and leaves other values for the schema to refuse. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Trimmed; blank strings and null become undefined ("not given"). */
export const blankToUndefined = (value: unknown) => {
  const value_ = trimmed(value);
  return value_ === '' || value_ === null ? undefined : value_;
};

/** A required text, trimmed, with one French message for missing, blank or too long. */
export const requiredTrimmedText = (message: string, max: number, tooLongMessage: string) =>
  text(message).trim().min(1, message).max(max, tooLongMessage);

/** An optional text: blank becomes null. */
export const optionalTrimmedText = (max: number, tooLongMessage: string) =>
  text(tooLongMessage)
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));

/** The largest id a PostgreSQL `integer` column holds. */
export const ID_MAX = 2_147_483_647;

/**
 * The one id schema: a positive integer that fits the database's `integer` ids (of this
 * company's rows; another company's answers 404). Digit strings are read as numbers, for ids in
 * paths and query strings.
 */
export const idOf = (message: string = MESSAGES.settings.invalidId) => {
  const id = z.int({ error: message }).positive(message).max(ID_MAX, message);
  return z.union(
    [
      id,
      z
        .string({ error: message })
        .regex(/^\s*\d{1,16}\s*$/, message)
        .transform(Number)
        .pipe(id),
    ],
    { error: message },
  );
};

/** An id with the generic message. */
export const idSchema = idOf();

/**
 * The body of calls whose only fields are the spec's `company_name`/`company_password`: they are
 * accepted and ignored (the company comes from the session), and the body may be absent.
 */
export const credentialsBodySchema = z.looseObject({}).nullish();

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import '../zod-locale.ts';
import { text } from './fields.ts';

/** Longer input is not a phone number: refused before any parsing. */
export const PHONE_TEXT_MAX = 40;

/** France and its overseas départements and collectivities, as libphonenumber names them. */
export const FRENCH_REGIONS: ReadonlySet<string> = new Set([
  'FR',
  'GP',
  'MQ',
  'GF',
  'RE',
  'YT',
  'PM',
  'BL',
  'MF',
  'WF',
  'PF',
  'NC',
]);

/**
 * The common ways of writing a French number: "06 12 34 56 78", "06.12.34.56.78", "0612345678",
 * "+33 6 12 34 56 78", "0033612345678". They read the same as libphonenumber-js reads them (a French
 * national number is 9 digits, the first 1 to 9, after 0 or +33: its metadata's own rule), so they
 * skip the full parser, which the CSV import pays for on every row.
 */
const COMMON_FRENCH_FORM = /^(?:0|\+33 ?|0033 ?)([1-9])[ .-]?(\d\d)[ .-]?(\d\d)[ .-]?(\d\d)[ .-]?(\d\d)$/;

/**
 * A French phone number (mobile or landline, national or +33, overseas included) in the stored
 * form, E.164 ("+33612345678"); undefined when libphonenumber-js does not read a valid French number.
 */
export function normalisePhoneNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_TEXT_MAX) {
    return undefined;
  }
  const common = COMMON_FRENCH_FORM.exec(trimmed);
  if (common) {
    return `+33${common.slice(1).join('')}`;
  }
  const parsed = parsePhoneNumberFromString(trimmed, 'FR');
  return parsed?.isValid() && parsed.country !== undefined && FRENCH_REGIONS.has(parsed.country)
    ? parsed.number
    : undefined;
}

/** A stored number as people read it in France ("06 12 34 56 78"); any other text as it is. */
export function formatPhoneNumber(stored: string): string {
  const parsed = stored.startsWith('+') ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() ? parsed.formatNational() : stored;
}

/** A French phone number, answered in E.164; `message` (French) when it is not one. */
export const frenchPhoneSchema = (message: string) =>
  text(message).transform((value, context) => {
    const number = normalisePhoneNumber(value);
    if (number === undefined) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

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
 * The overseas numbers of the French plan, by their first three national digits (ARCEP): dialled
 * "0690 12 34 56" in France, they are "+590 690 12 34 56" in E.164, never "+33 6 90…".
 */
export const OVERSEAS_CALLING_CODE_BY_PREFIX: Readonly<Record<string, string>> = {
  '590': '590', // Guadeloupe, Saint-Barthélemy, Saint-Martin
  '690': '590',
  '691': '590',
  '596': '596', // Martinique
  '696': '596',
  '697': '596',
  '594': '594', // Guyane
  '694': '594',
  '262': '262', // La Réunion
  '263': '262',
  '692': '262',
  '693': '262',
  '269': '262', // Mayotte
  '639': '262',
  '508': '508', // Saint-Pierre-et-Miquelon
};

/** E.164 of a 9-digit French national number: +33, or the overseas calling code its prefix says. */
function frenchE164(nationalNumber: string): string {
  const overseas = OVERSEAS_CALLING_CODE_BY_PREFIX[nationalNumber.slice(0, 3)];
  return `+${overseas ?? '33'}${nationalNumber}`;
}

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
    return frenchE164(common.slice(1).join(''));
  }
  const parsed = parsePhoneNumberFromString(trimmed, 'FR');
  if (!parsed?.isValid() || parsed.country === undefined || !FRENCH_REGIONS.has(parsed.country)) {
    return undefined;
  }
  return parsed.countryCallingCode === '33' ? frenchE164(parsed.nationalNumber) : parsed.number;
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

/** Overseas mobile prefixes (ARCEP), after their calling code: "+590 690…", "+262 692…". */
const OVERSEAS_MOBILE_PREFIXES = ['690', '691', '696', '697', '694', '692', '693', '639'];

/**
 * True when a number (stored E.164, or as typed) is a French mobile one, which can receive SMS: +33 6 or 7,
 * or an overseas mobile prefix.
 */
export function isMobileNumber(stored: string | null | undefined): boolean {
  const number = stored ? normalisePhoneNumber(stored) : undefined;
  if (!number) {
    return false;
  }
  if (/^\+33[67]\d{8}$/.test(number)) {
    return true;
  }
  const overseas = /^\+(590|596|594|262|508)(\d{9})$/.exec(number);
  return overseas !== null && OVERSEAS_MOBILE_PREFIXES.includes(overseas[2]!.slice(0, 3));
}

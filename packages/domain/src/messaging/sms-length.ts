import { bookingLinkUrl, shortBookingLinkUrl } from '../booking/links.ts';
import { SMS_MAX_LENGTH } from '../operations/sms.ts';
import { renderSms } from './render-sms.ts';
import { fillTemplate, normalizeLineEnds, type FilledValues } from './template.ts';

/**
 * The longest values an operation's SMS plausibly carries: a composed first name of 20 characters,
 * a double-barrelled last name of 25 (longer ones are rare), and the booking link's token.
 */
export const SMS_LONG_VALUES = {
  prenom: 'Anne-Marie-Christine',
  nom: 'Fontaine-de Saint-Hilaire',
} as const;
/** The booking link's token: 16 random bytes in base64url (the server's `newBookingToken`). */
export const BOOKING_TOKEN_LENGTH = 22;
/** The SMS short link's code: 8 base62 characters (`PUBLIC_URL/l/{code}`, decision 0016). */
export const SMS_SHORT_CODE_LENGTH = 8;

export interface LongestSms {
  /** Characters of the template once its variables hold the long values and the full booking link. */
  length: number;
  /** The SMS that would leave with those values: at most 140 characters (`renderSms`). */
  sent: string;
  /** The short link alone is not enough: the operation's name, then the names, are cut with '…'. */
  isShortened: boolean;
}

/**
 * An operation's SMS template with the longest plausible values (`SMS_LONG_VALUES`, the
 * operation's own name, the booking link of `publicUrl`), as the sender would write it: the 140
 * characters apply to the text sent, not only to the template. Beyond 140, the sender uses the
 * short link; still beyond, it shortens the values with '…' (`renderSms`, decision 0017).
 */
export function longestSmsOf(
  template: string,
  { operation, publicUrl }: { operation: string; publicUrl: string },
): LongestSms {
  const link = bookingLinkUrl('x'.repeat(BOOKING_TOKEN_LENGTH), { origin: publicUrl, via: 'sms' });
  const shortLink = shortBookingLinkUrl('x'.repeat(SMS_SHORT_CODE_LENGTH), publicUrl);
  const values: FilledValues = {
    ...SMS_LONG_VALUES,
    operation: operation.replace(/\s+/g, ' ').trim(),
    lien: link,
    entreprise: '',
    date: '',
    heure: '',
    adresse: '',
    contact: '',
    arrivee: '',
  };
  const source = normalizeLineEnds(template).trim();
  return {
    length: fillTemplate(source, values).trim().length,
    sent: renderSms('invitation', { ...values, lienCourt: shortLink }, template),
    isShortened: fillTemplate(source, { ...values, lien: shortLink }).trim().length > SMS_MAX_LENGTH,
  };
}

import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { text } from '../common/fields.ts';

/** A French postal code: exactly 5 digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const ADDRESS_MAX = 300;
export const AUTOCOMPLETE_QUERY_MIN = 2;
export const AUTOCOMPLETE_QUERY_MAX = 200;
export const AUTOCOMPLETE_LIMIT_DEFAULT = 8;
/** The longest address field (a client's). */
export const ADDRESS_CHECK_MAX = 500;

/**
 * An address as every address field edits it: the text, its postal code and its coordinates
 * (null until the address was chosen among the suggestions or located by its postal code).
 */
export interface AddressValue {
  adresse: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_ADDRESS: AddressValue = { adresse: '', postal_code: '', latitude: null, longitude: null };

/** One suggestion of `GET /geo/autocomplete`. */
export const addressSuggestionSchema = z.strictObject({
  /** Text shown in the list and kept as the address. */
  label: z.string(),
  postal_code: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** housenumber / street from the national address API, municipality from the offline index. */
  kind: z.enum(['housenumber', 'street', 'locality', 'municipality']),
  source: z.enum(['api', 'offline']),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const autocompleteQuerySchema = z.object({
  q: text(MESSAGES.geo.queryRequired)
    .trim()
    .min(AUTOCOMPLETE_QUERY_MIN, MESSAGES.geo.queryRequired)
    .max(AUTOCOMPLETE_QUERY_MAX, MESSAGES.geo.queryTooLong),
  limit: z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_LIMIT_DEFAULT),
});

/** The answer of `GET /geo/autocomplete`. */
export const autocompleteAnswerSchema = z.strictObject({
  suggestions: z.array(addressSuggestionSchema),
  /** Why the typed street has no suggestion (its commune needs a postal code, or has another one). */
  notice: z.string().optional(),
});
export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;

/** `GET /geo/check-address`: does the commune written in an address belong to its postal code? */
export const checkAddressQuerySchema = z.object({
  adresse: text(MESSAGES.geo.queryRequired)
    .trim()
    .min(1, MESSAGES.geo.queryRequired)
    .max(ADDRESS_CHECK_MAX, MESSAGES.geo.addressTooLong),
  postal_code: text(MESSAGES.clients.postalCodeFiveDigits)
    .trim()
    .regex(POSTAL_CODE_PATTERN, MESSAGES.clients.postalCodeFiveDigits),
});

/** The answer of `GET /geo/check-address`: `message` (French) says how they disagree. */
export const addressCheckAnswerSchema = z.strictObject({
  valid: z.boolean(),
  message: z.string().optional(),
});
export type AddressCheckAnswer = z.infer<typeof addressCheckAnswerSchema>;

import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { clientSchema } from '../clients/responses.ts';
import { text, trimmed } from '../common/fields.ts';
import { coordinateSchema, postalCodeSchema, requiredTelephoneSchema } from '../clients/schemas.ts';
import { readResponseSchema } from '../common/responses.ts';

/**
 * The client created with a mission of the calendar (`new_client` of POST /api/rdv-unified): its
 * name, e-mail and address are the mission's (`client_name`, `client_email`, `adresse`); this
 * adds what the client file needs beyond them: a French phone (stored E.164), the address's
 * postal code and, when an address suggestion was chosen, its coordinates.
 */
export const missionNewClientSchema = z.object({
  telephone: requiredTelephoneSchema,
  code_postal: postalCodeSchema,
  latitude: coordinateSchema,
  longitude: coordinateSchema,
});
export type MissionNewClientInput = z.infer<typeof missionNewClientSchema>;

/** The popup searches from this many characters typed, and shows at most this many clients. */
export const CLIENT_SEARCH_MIN = 2;
export const CLIENT_SEARCH_LIMIT = 10;
const CLIENT_SEARCH_MAX = 100;

/**
 * POST /client/search: the company's clients whose name, first name or phone holds the text typed
 * (each word in the name or the first name, case and accents ignored), scheduled or not: the
 * creation popup's search as you type. The clients list (`/client/get-all`) is of the clients
 * still to schedule only.
 */
export const clientSearchSchema = z.object({
  q: z.preprocess(
    trimmed,
    text(MESSAGES.missionClient.searchTooShort)
      .min(CLIENT_SEARCH_MIN, MESSAGES.missionClient.searchTooShort)
      .max(CLIENT_SEARCH_MAX, MESSAGES.clients.tooLong),
  ),
});
export type ClientSearchInput = z.infer<typeof clientSearchSchema>;

export const clientSearchResponseSchema = readResponseSchema({
  data: z.array(clientSchema),
});
export type ClientSearchResponse = z.infer<typeof clientSearchResponseSchema>;

import { GDPR_MESSAGES } from '../messages/audit-fr.ts';

/**
 * An erased client's lifecycle (issue 39, decision 0039): the GDPR erasure is the client's last
 * state. Its row stays, anonymised ('Client effacé'), so that the counts, statistics and invoices
 * keep it; but it is a person no more:
 *
 *   active ──erase (administrateur)──▶ erased   (no way back)
 *
 * - it leaves every list, search and export that names people (`isListedClient`);
 * - nothing may change it any more, nor delete it (`clientChangeRefusal`: a 409);
 * - its appointments stay in the calendar as 'Client effacé', without edit actions
 *   (`canChangeAppointmentOf`).
 *
 * The server's queries translate `isListedClient` as `erased_at is null` (the clients
 * repository's `isListed`, the exports'), the web app asks these functions.
 */

/** What says whether a client is erased: the instant of its erasure, null (or absent) when not. */
export interface ErasableClient {
  erasedAt?: Date | string | null | undefined;
}

/** The client was erased (GDPR). */
export function isErasedClient(client: ErasableClient): boolean {
  return client.erasedAt !== null && client.erasedAt !== undefined;
}

/** Whether the client appears in the lists, searches, exports and statistics that name people. */
export function isListedClient(client: ErasableClient): boolean {
  return !isErasedClient(client);
}

/**
 * Why a change to the client (an edit, its deletion) is refused: the French message of the 409,
 * or null when the change may go on.
 */
export function clientChangeRefusal(client: ErasableClient): string | null {
  return isErasedClient(client) ? GDPR_MESSAGES.erasedClientLocked : null;
}

/**
 * Whether the back office offers the edit actions of an appointment (details, move, transfer,
 * sessions): not for an erased client's, which stays only for the counts.
 */
export function canChangeAppointmentOf(appointment: { client_erased?: boolean | undefined }): boolean {
  return appointment.client_erased !== true;
}

import { GDPR_MESSAGES } from '../messages/audit-fr.ts';
import type { SessionStatus } from '../missions/team.ts';
import { appointmentStateOf, isSettled } from './appointment.ts';
import { isBilled, type BillableAppointment } from './billing-state.ts';

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
 *   (`canChangeAppointmentOf`);
 * - those still open are cancelled by the erasure itself, in its transaction, since no door may
 *   cancel them afterwards (`isCancelledByErasure`, `sessionStatusAfterErasure`).
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

/**
 * Whether the client's erasure cancels the appointment: one still open (planned or started),
 * whatever its date, as no door may change it afterwards and it cannot go on without the client's
 * address (an agent would be sent nowhere), a started one no more than a planned one; a planned one
 * whose day has passed was not done and never will be. A completed or cancelled one stays as it is
 * (statistics and invoices count it), and so does a billed or paid one, which no door cancels
 * (`removalRefusalOf`): its invoice names it. The erased client hears nothing of it.
 */
export function isCancelledByErasure(appointment: BillableAppointment): boolean {
  return !isSettled(appointment.state) && !isBilled(appointment.billing);
}

/**
 * A session's status once the erasure cancelled its appointment (`isCancelledByErasure`): an open
 * one (planned, started) is cancelled, a completed or cancelled one keeps its status.
 */
export function sessionStatusAfterErasure(status: SessionStatus): SessionStatus {
  return isSettled(appointmentStateOf(status)) ? status : 'cancelled';
}

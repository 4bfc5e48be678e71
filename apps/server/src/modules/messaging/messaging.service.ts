/**
 * The messaging module's public use cases (decision 0016): what other modules and the routes use.
 * The messages about a mission's appointment follow its changes through the unit of work's events
 * (`subscribeToMissionChanges`, decision 0024): the missions module does not know of messaging.
 */
import { MESSAGES, bookingLinkUrl, isUntrueMessage, type ClientMessage } from '@tourneo/domain';
import type { CompanyScope, Database, Executor } from '../../db/client.ts';
import { subscribeToUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import * as repository from './messaging.repository.ts';
import { presentClientMessage } from './messaging.presenter.ts';
import { messagingSettings } from './messaging-settings.ts';
import { cancelAppointmentMessages, syncAppointmentMessages } from './appointment-messages.ts';
import { channelsOf, type Channel } from './message-composer.ts';
import { queueInvitation } from './invitations.ts';

export { createDueInvitations, queueInvitation } from './invitations.ts';
export {
  cancelAppointmentMessages,
  queueAppointmentMessages,
  queueEnRouteMessage,
  syncAppointmentMessages,
} from './appointment-messages.ts';
export { appointmentCalendar } from './appointment-calendar.ts';
export { queueAutomationMessage, type AutomationMessage } from './automation-messages.ts';

let isSubscribed = false;

/**
 * Messaging follows the missions' changes, in their unit of work (so the outbox rows commit or roll
 * back with the change): a changed mission's client hears of its new time or of its cancellation,
 * a deleted mission's of its cancellation. Called once by `buildApp`; calling it again changes nothing.
 */
export function subscribeToMissionChanges(): void {
  if (isSubscribed) {
    return;
  }
  isSubscribed = true;
  subscribeToUnitOfWork('missionsChanged', ({ missionIds }, scope) =>
    syncAppointmentMessages({ ...scope, missionIds }),
  );
  subscribeToUnitOfWork('missionDeleting', ({ missionId, notify }, scope) =>
    cancelAppointmentMessages({ ...scope, missionId, notify }),
  );
}

/** The address of a page of the web app, for links in messages ('/agent/invitation#…'). */
export function publicPageUrl(path: string): string {
  return `${messagingSettings.publicUrl}${path}`;
}

/** Records the channel a booked mission came in through (`?via=`), for billing by channel. */
export async function recordBookedVia({
  db,
  companyId,
  missionId,
  via,
}: CompanyScope<Executor> & { missionId: number; via: Channel }): Promise<void> {
  await repository.setBookedVia(db, companyId, missionId, via);
}

// ---------------------------------------------------------------------------------------------
// The client's messages, in the back office

/** `POST /client/messages`: every message of a client of the company, newest first. */
export async function findClientMessages({
  db,
  companyId,
  clientId,
}: CompanyScope & { clientId: number }): Promise<ClientMessage[]> {
  if (!(await repository.getClientMessageContext(db, companyId, clientId))) {
    throw new AppError('NOT_FOUND', MESSAGES.clients.notFound);
  }
  return (await repository.findClientOutboxRows(db, companyId, clientId)).map(presentClientMessage);
}

/**
 * `POST /client/send-link` ('Envoyer le lien' / 'Renvoyer le lien'): the booking invitation at once,
 * on every channel the client has; its pending import invitation, if any, is then not sent again.
 */
export async function sendBookingLink({
  db,
  companyId,
  clientId,
  now = new Date(),
}: CompanyScope & { clientId: number; now?: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const context = await repository.getClientMessageContext(tx, companyId, clientId);
    if (!context) {
      throw new AppError('NOT_FOUND', MESSAGES.clients.notFound);
    }
    if (channelsOf(context).length === 0) {
      throw new AppError('BAD_REQUEST', MESSAGES.clientMessages.noChannel);
    }
    await repository.clearInvitationDue(tx, companyId, [clientId]);
    return queueInvitation({ db: tx, companyId, clientId, sendAfter: now, occasion: now.toISOString(), now });
  });
}

/** `POST /client/messages/resend`: a copy of one of the client's messages, sent at once. */
export async function resendClientMessage({
  db,
  companyId,
  clientId,
  messageId,
  now = new Date(),
}: CompanyScope & { clientId: number; messageId: number; now?: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const original = await repository.getClientOutboxRow(tx, companyId, clientId, messageId);
    if (!original) {
      throw new AppError('NOT_FOUND', MESSAGES.clientMessages.notFound);
    }
    if (isUntrueMessage({ status: original.status, last_error: original.lastError })) {
      throw new AppError('CONFLICT', MESSAGES.clientMessages.resendUntrue);
    }
    await enqueueOutboxMessage(
      tx,
      {
        companyId,
        dedupeKey: `resend:${companyId}:${clientId}:${messageId}:${now.toISOString()}`,
        kind: original.kind,
        channel: original.channel as Channel,
        recipient: original.recipient,
        subject: original.subject,
        bodyText: original.bodyText,
        bodyHtml: original.bodyHtml,
        calendarIcs: original.calendarIcs,
        clientId,
        missionId: original.missionId,
        // A copy says what the original said: checked the same way before it leaves.
        announced:
          original.announcedDate === null || original.announcedBeginning === null
            ? null
            : { date: original.announcedDate, beginning: original.announcedBeginning },
      },
      undefined,
      now,
    );
  });
}

/**
 * `GET /l/:code`: the booking page behind an SMS's short link. An unknown code leads to the booking
 * page without a token, which tells the client the link is not valid.
 */
export async function getBookingLinkOfShortCode({
  db,
  code,
}: {
  db: Database;
  code: string;
}): Promise<string> {
  const uniqueLink = /^[0-9A-Za-z]{1,32}$/.test(code)
    ? await repository.findLinkOfShortCode(db, code)
    : undefined;
  return bookingLinkUrl(uniqueLink ?? '', { via: 'sms' });
}

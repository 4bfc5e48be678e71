import {
  EN_ROUTE_EMAIL_BODY_WITHOUT_LINK,
  MESSAGES,
  formatAppointmentDate,
  formatPhoneNumber,
  isMobileNumber,
  renderEmail,
  renderSms,
  SLOT_MINUTES,
  slotToLabel,
  slotToMinutes,
  type MessageKind,
  type ClientMessage,
  type MessageValues,
} from '@tourneo/domain';
import { appointmentStart, reminderTimes } from '@tourneo/domain/scheduling/message-times';
import type { Database, Executor } from '../../db/client.ts';
import type { OutboxKind } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cancelPendingMissionMessages, enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { appointmentCalendar } from '../booking/appointment-calendar.ts';
import * as repository from './messaging.repository.ts';
import { messagingSettings } from './messaging-settings.ts';

type Channel = 'email' | 'sms';

/** The booking link of a client: `via` says which message it came in, for billing by channel. */
export function bookingLinkOf(uniqueLink: string, via: Channel): string {
  return `${messagingSettings.publicUrl}/?token=${encodeURIComponent(uniqueLink)}&via=${via}`;
}

export function shortLinkOf(shortCode: string): string {
  return `${messagingSettings.publicUrl}/l/${shortCode}`;
}

function contactLine(context: repository.ClientMessageContext | repository.MissionMessageContext): string {
  return [context.contactEmail, context.contactPhone ? formatPhoneNumber(context.contactPhone) : null]
    .filter(Boolean)
    .join(' · ');
}

/** The channels a client can be reached on: e-mail when it has an address, SMS when it has a mobile number. */
function channelsOf(context: { email: string | null; telephone: string | null }): Channel[] {
  return [
    ...(context.email ? (['email'] as const) : []),
    ...(isMobileNumber(context.telephone) ? (['sms'] as const) : []),
  ];
}

interface Appointment {
  date: string;
  beginning: number;
  ending: number;
}

function valuesOf(
  context: repository.ClientMessageContext | repository.MissionMessageContext,
  link: string,
  appointment?: Appointment & { adresse: string; arrivee?: string },
): MessageValues {
  return {
    ...(appointment?.arrivee ? { arrivee: appointment.arrivee } : {}),
    prenom: context.prenom ?? '',
    nom: context.name,
    operation: context.operationName ?? 'votre intervention',
    lien: link,
    entreprise: context.companyName,
    date: appointment ? formatAppointmentDate(appointment.date) : '',
    heure: appointment ? slotToLabel(appointment.beginning) : '',
    adresse: appointment?.adresse ?? '',
    contact: contactLine(context),
  };
}

interface Composed {
  channel: Channel;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
}

/** The message of `kind` on each channel the client has, in the operation's own texts when it has some. */
async function compose(
  db: Executor,
  companyId: number,
  context: repository.ClientMessageContext | repository.MissionMessageContext,
  clientId: number,
  kind: MessageKind,
  appointment?: Appointment & { adresse: string; arrivee?: string },
): Promise<Composed[]> {
  const messages: Composed[] = [];
  for (const channel of channelsOf(context)) {
    const link = bookingLinkOf(context.uniqueLink, channel);
    const values = valuesOf(context, link, appointment);
    if (channel === 'email') {
      const custom =
        kind === 'invitation'
          ? { subject: context.emailInvitationSubject, body: context.emailInvitationBody }
          : kind === 'confirmation'
            ? { subject: context.emailConfirmationSubject, body: context.emailConfirmationBody }
            : null;
      const email = renderEmail(kind, values, custom);
      messages.push({
        channel,
        recipient: context.email!,
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html,
      });
    } else {
      const shortCode = context.shortCode ?? (await repository.ensureShortCode(db, companyId, clientId));
      context.shortCode = shortCode;
      const text = renderSms(
        kind,
        { ...values, lienCourt: shortLinkOf(shortCode) },
        kind === 'invitation' ? context.smsMessage : null,
      );
      messages.push({ channel, recipient: context.telephone!, subject: '', bodyText: text, bodyHtml: null });
    }
  }
  return messages;
}

/**
 * Writes a client's booking invitation, in the caller's transaction: by e-mail and/or SMS as the
 * client can be reached, due at `sendAfter`. `occasion` makes its key: the due instant of an
 * import's invitation (sent once), or the instant of a planner's 'Envoyer le lien'.
 * Returns how many messages were written.
 */
export async function queueInvitation({
  db,
  companyId,
  clientId,
  sendAfter,
  occasion,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  clientId: number;
  sendAfter: Date;
  occasion: string;
  now?: Date;
}): Promise<number> {
  const context = await repository.getClientMessageContext(db, companyId, clientId);
  if (!context) {
    return 0;
  }
  let written = 0;
  for (const message of await compose(db, companyId, context, clientId, 'invitation')) {
    const id = await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: `invitation:${companyId}:${clientId}:-:${occasion}:${message.channel}`,
        kind: 'invitation',
        clientId,
        sendAfter,
        ...message,
      },
      undefined,
      now,
    );
    written += id === null ? 0 : 1;
  }
  return written;
}

/**
 * The dispatcher's due work: imported clients whose invitation is due become invitation messages,
 * and their `invitation_due_at` is cleared, in one transaction per batch (a crash leaves either
 * both or neither; the message's key holds it to once).
 */
export async function createDueInvitations(
  db: Database,
  now: Date,
  { batchSize = 500, companyIds }: { batchSize?: number; companyIds?: readonly number[] } = {},
): Promise<number> {
  let created = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await repository.takeDueInvitations(tx, now, batchSize, companyIds);
      const byCompany = new Map<number, number[]>();
      for (const client of due) {
        created += await queueInvitation({
          db: tx,
          companyId: client.companyId,
          clientId: client.id,
          sendAfter: client.dueAt,
          occasion: client.dueAt.toISOString(),
          now,
        });
        byCompany.set(client.companyId, [...(byCompany.get(client.companyId) ?? []), client.id]);
      }
      for (const [companyId, clientIds] of byCompany) {
        await repository.clearInvitationDue(tx, companyId, clientIds);
      }
      return due.length;
    });
    if (taken < batchSize) {
      return created;
    }
  }
}

const REMINDER_KINDS: OutboxKind[] = ['reminder_d7', 'reminder_d1'];

/**
 * Tells a mission's client about its appointment, in the caller's transaction: the confirmation
 * (or, for a moved appointment, the reschedule notice) now, with the .ics, and the reminders at
 * D-7 and D-1 at 9h00 (the earlier pending ones cancelled). Records the start the client was told.
 * A mission without a client, or whose client has no address nor mobile, sends nothing.
 */
export async function queueAppointmentMessages({
  db,
  companyId,
  missionId,
  kind,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  missionId: number;
  kind: 'confirmation' | 'reschedule';
  now?: Date;
}): Promise<void> {
  await cancelPendingMissionMessages(db, companyId, missionId, REMINDER_KINDS);
  const context = await repository.getMissionMessageContext(db, companyId, missionId);
  if (!context || context.date === null || context.beginning === null || context.ending === null) {
    return;
  }
  const start = appointmentStart(context.date, context.beginning);
  await repository.setNotifiedStart(db, companyId, missionId, start);
  if (context.clientId === null) {
    return;
  }
  const clientId = context.clientId;
  const appointment = {
    date: context.date,
    beginning: context.beginning,
    ending: context.ending,
    adresse: [context.adresse, context.appartement].filter(Boolean).join(', '),
  };
  const calendarIcs = appointmentCalendar({
    companyId,
    missionId,
    companyName: context.companyName,
    contactEmail: context.contactEmail,
    operationName: context.operationName,
    adresse: context.adresse,
    appartement: context.appartement,
    date: context.date,
    beginning: context.beginning,
    ending: context.ending,
    now,
  });
  const key = (messageKind: string, channel: Channel) =>
    `${messageKind}:${companyId}:${clientId}:${missionId}:${start.toISOString()}:${channel}`;
  for (const message of await compose(db, companyId, context, clientId, kind, appointment)) {
    await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: key(kind, message.channel),
        kind,
        clientId,
        missionId,
        ...message,
        calendarIcs: message.channel === 'email' ? calendarIcs : null,
      },
      undefined,
      now,
    );
  }
  for (const reminder of reminderTimes(context.date, now)) {
    for (const message of await compose(db, companyId, context, clientId, reminder.kind, appointment)) {
      await enqueueOutboxMessage(
        db,
        {
          companyId,
          dedupeKey: key(reminder.kind, message.channel),
          kind: reminder.kind,
          clientId,
          missionId,
          sendAfter: reminder.sendAfter,
          reviveCancelled: true,
          ...message,
        },
        undefined,
        now,
      );
    }
  }
}

/**
 * A mission's appointment is cancelled or deleted (call before deleting it): its pending reminders
 * are cancelled and, when `notify` and the client was told of an appointment still to come, the
 * client gets a cancellation notice.
 */
export async function cancelAppointmentMessages({
  db,
  companyId,
  missionId,
  notify,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  missionId: number;
  notify: boolean;
  now?: Date;
}): Promise<void> {
  await cancelPendingMissionMessages(db, companyId, missionId, REMINDER_KINDS);
  const context = await repository.getMissionMessageContext(db, companyId, missionId);
  if (!context?.notifiedStart) {
    return;
  }
  await repository.setNotifiedStart(db, companyId, missionId, null);
  if (!notify || context.clientId === null || context.notifiedStart.getTime() <= now.getTime()) {
    return;
  }
  const clientId = context.clientId;
  const told = context.notifiedStart;
  const appointment = {
    ...parisAppointmentOf(told),
    ending: 0,
    adresse: [context.adresse, context.appartement].filter(Boolean).join(', '),
  };
  for (const message of await compose(db, companyId, context, clientId, 'cancellation', appointment)) {
    await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: `cancellation:${companyId}:${clientId}:${missionId}:${told.toISOString()}:${message.channel}`,
        kind: 'cancellation',
        clientId,
        missionId,
        ...message,
      },
      undefined,
      now,
    );
  }
}

const parisParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date and slot of an appointment's start instant, in Paris time. */
function parisAppointmentOf(start: Date): { date: string; beginning: number } {
  const parts = parisParts.formatToParts(start);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '0';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    beginning: (Number(part('hour')) * 60 + Number(part('minute')) - slotToMinutes(0)) / SLOT_MINUTES,
  };
}

/**
 * 'En route' (the agent app): the client hears that the technician is on the way, arriving around
 * `arrival` ("14h25"), once per session, by e-mail and/or SMS at once. Returns how many messages
 * were written (0: it was already told), or null when the client cannot be reached.
 */
export async function queueEnRouteMessage({
  db,
  companyId,
  missionId,
  sessionId,
  arrival,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  missionId: number;
  sessionId: number;
  arrival: string;
  now?: Date;
}): Promise<number | null> {
  const found = await repository.getMissionMessageContext(db, companyId, missionId);
  if (!found) {
    return null;
  }
  const clientId = found.clientId;
  // A mission made in the calendar may have no client record: its own e-mail then (it carries no
  // phone), and no booking page to link to.
  const context =
    clientId === null ? { ...found, prenom: null, name: found.missionClientName, telephone: null } : found;
  context.email ??= found.missionEmail;
  if (channelsOf(context).length === 0) {
    return null;
  }
  const appointment = {
    date: context.date ?? '',
    beginning: context.beginning ?? 0,
    ending: context.ending ?? 0,
    adresse: [context.adresse, context.appartement].filter(Boolean).join(', '),
    arrivee: arrival,
  };
  const messages =
    clientId === null
      ? [withoutLinkEmail(context, appointment)]
      : await compose(db, companyId, context, clientId, 'en_route', appointment);
  let written = 0;
  for (const message of messages) {
    const id = await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: `en_route:${companyId}:${clientId ?? '-'}:${missionId}:${sessionId}:${message.channel}`,
        kind: 'en_route',
        clientId,
        missionId,
        ...message,
      },
      undefined,
      now,
    );
    written += id === null ? 0 : 1;
  }
  return written;
}

/** The 'En route' e-mail of a mission without a client record: the default text without its link. */
function withoutLinkEmail(
  context: repository.MissionMessageContext,
  appointment: Appointment & { adresse: string; arrivee: string },
): Composed {
  const email = renderEmail('en_route', valuesOf(context, '', appointment), {
    body: EN_ROUTE_EMAIL_BODY_WITHOUT_LINK,
  });
  return {
    channel: 'email',
    recipient: context.email!,
    subject: email.subject,
    bodyText: email.text,
    bodyHtml: email.html,
  };
}

/**
 * After a back-office change of these missions (moved, re-timed, a session added or removed,
 * cancelled): each whose client was told of an appointment gets a reschedule notice and new
 * reminders when its start changed, or a cancellation notice when it was cancelled.
 */
export async function syncAppointmentMessages({
  db,
  companyId,
  missionIds,
  now = new Date(),
}: {
  db: Executor;
  companyId: number;
  missionIds: Iterable<number>;
  now?: Date;
}): Promise<void> {
  for (const missionId of missionIds) {
    const context = await repository.getMissionMessageContext(db, companyId, missionId);
    if (!context?.notifiedStart) {
      continue;
    }
    if (context.status === 'cancelled' || context.date === null || context.beginning === null) {
      await cancelAppointmentMessages({ db, companyId, missionId, notify: true, now });
      continue;
    }
    if (appointmentStart(context.date, context.beginning).getTime() !== context.notifiedStart.getTime()) {
      await queueAppointmentMessages({ db, companyId, missionId, kind: 'reschedule', now });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The client's messages, in the back office

/** `POST /client/messages`: every message of a client of the company, newest first. */
export async function findClientMessages({
  db,
  companyId,
  clientId,
}: {
  db: Executor;
  companyId: number;
  clientId: number;
}): Promise<ClientMessage[]> {
  if (!(await repository.getClientMessageContext(db, companyId, clientId))) {
    throw new AppError('NOT_FOUND', MESSAGES.clients.notFound);
  }
  const rows = await repository.findClientOutboxRows(db, companyId, clientId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ClientMessage['kind'],
    channel: row.channel as ClientMessage['channel'],
    recipient: row.channel === 'sms' ? formatPhoneNumber(row.recipient) : row.recipient,
    subject: row.subject,
    status: row.status,
    send_after: row.sendAfter.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    attempts: row.attempts,
    last_error: row.lastError,
  }));
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
}: {
  db: Database;
  companyId: number;
  clientId: number;
  now?: Date;
}): Promise<number> {
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
}: {
  db: Database;
  companyId: number;
  clientId: number;
  messageId: number;
  now?: Date;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const original = await repository.getClientOutboxRow(tx, companyId, clientId, messageId);
    if (!original) {
      throw new AppError('NOT_FOUND', MESSAGES.clientMessages.notFound);
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
export async function bookingLinkOfShortCode(db: Executor, code: string): Promise<string> {
  const uniqueLink = /^[0-9A-Za-z]{1,32}$/.test(code)
    ? await repository.findLinkOfShortCode(db, code)
    : undefined;
  return `/?token=${encodeURIComponent(uniqueLink ?? '')}&via=sms`;
}

/**
 * A mission's client hears of its appointment: confirmation, reminders, reschedule, cancellation,
 * 'En route' (decision 0016), each written in the transaction of its cause.
 */
import {
  EN_ROUTE_EMAIL_BODY_WITHOUT_LINK,
  SLOT_MINUTES,
  parisClockOf,
  renderEmail,
  slotToMinutes,
} from '@tourneo/domain';
import { appointmentStart, reminderTimes } from '@tourneo/domain/scheduling/message-times';
import type { CompanyScope, Executor } from '../../db/client.ts';
import type { OutboxKind } from '../../db/schema/index.ts';
import { cancelPendingMissionMessages, enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { appointmentCalendar } from './appointment-calendar.ts';
import * as repository from './messaging.repository.ts';
import {
  channelsOf,
  compose,
  valuesOf,
  type Appointment,
  type Channel,
  type Composed,
} from './message-composer.ts';

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
}: CompanyScope<Executor> & {
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
  const announced = { date: context.date, beginning: context.beginning };
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
        announced,
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
          announced,
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
}: CompanyScope<Executor> & {
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
        announced: { date: appointment.date, beginning: appointment.beginning },
        ...message,
      },
      undefined,
      now,
    );
  }
}

/** The date and slot of an appointment's start instant, in Paris time. */
function parisAppointmentOf(start: Date): { date: string; beginning: number } {
  const { date, minutes } = parisClockOf(start);
  return { date, beginning: (minutes - slotToMinutes(0)) / SLOT_MINUTES };
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
}: CompanyScope<Executor> & {
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
        announced:
          context.date === null || context.beginning === null
            ? null
            : { date: context.date, beginning: context.beginning },
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
}: CompanyScope<Executor> & {
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

import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import {
  holdsQualifications,
  normalisePhoneNumber,
  parisDateOf,
  phoneKey,
  toSearchText,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import type { Transaction } from '../db/client.ts';
import { clients, outboxMessages } from '../db/schema/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { findAgents } from '../modules/agents/agents.service.ts';
import { recordSlotEvent } from '../modules/booking/booking.service.ts';
import {
  getOperationRules,
  importMissions,
  markMissionsCancelled,
  type ImportedMission,
} from '../modules/missions/missions.service.ts';
import { findOperations } from '../modules/operations/operations.service.ts';
import {
  cancelAppointmentMessages,
  queueAppointmentMessages,
  queueInvitation,
} from '../modules/messaging/messaging.service.ts';
import { seededRandom } from './images.ts';
import { DEMO_CANCEL_REASONS, DEMO_COMMENTS } from './demo-places.ts';
import {
  demoPeriodOf,
  planDemoActivity,
  type PlanAgent,
  type PlanOperation,
  type PlannedVisit,
} from './demo-plan.ts';
import { writeDemoReports } from './demo-reports.ts';

/** What the demo's activity holds, by kind. */
export interface DemoActivitySummary {
  completed: number;
  planned: number;
  cancelled: number;
  bookedThroughLinks: number;
  files: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);

/**
 * The company's operations, and its agents placed on the map with the operations each may do
 * (holding every qualification the operation asks), as their modules answer them.
 */
async function planInputOf(
  tx: Transaction,
  companyId: number,
): Promise<{ agents: PlanAgent[]; operations: PlanOperation[] }> {
  const operations = byId(await findOperations({ db: tx, companyId }));
  const rules: { id: number; roleIds: readonly number[] }[] = [];
  for (const { id } of operations) {
    rules.push({ id, roleIds: (await getOperationRules({ db: tx, companyId, operationId: id }))!.role_ids });
  }
  const agents = byId(await findAgents({ db: tx, companyId })).flatMap(
    ({ id, latitude, longitude, role_ids: roleIds }) =>
      latitude === null || longitude === null
        ? []
        : [
            {
              id,
              latitude,
              longitude,
              operationIds: rules
                .filter((operation) => holdsQualifications(roleIds, operation.roleIds))
                .map((operation) => operation.id),
            },
          ],
  );
  return { agents, operations: operations.map(({ id, duration }) => ({ id, duration })) };
}

const addressOf = (visit: PlannedVisit) =>
  `${visit.place.number} ${visit.place.street}, ${visit.place.postalCode} ${visit.place.commune}`;

const emailPart = (text: string) => toSearchText(text).replace(/[^a-z]/g, '');

/**
 * The client of a booking (link or take-charge): one client per booking, as the clients list holds
 * them, reachable on one channel (a mobile for the bookings through an SMS link, else an e-mail
 * address and a landline), so that each message is written once.
 */
function clientValuesOf(companyId: number, visit: PlannedVisit, index: number): typeof clients.$inferInsert {
  // Distinct for every index below 28 000: the list's uniqueness on e-mail and on name + phone holds.
  const number = String((index * 3571) % 100_000_000).padStart(8, '0');
  const telephone = visit.bookedVia === 'sms' ? `06${number}` : `01${number}`;
  return {
    companyId,
    name: visit.name,
    prenom: visit.prenom,
    email:
      visit.bookedVia === 'sms'
        ? null
        : `${emailPart(visit.prenom)}.${emailPart(visit.name)}.${index}@example.fr`,
    telephone: normalisePhoneNumber(telephone) ?? telephone,
    phoneKey: phoneKey(telephone),
    adresse: addressOf(visit),
    codePostal: visit.place.postalCode,
    latitude: visit.place.latitude,
    longitude: visit.place.longitude,
    operationId: visit.operationId,
    campagne: 'Campagne de démonstration',
    uniqueLink: randomBytes(16).toString('base64url'),
    createdAt: new Date(visit.createdAt.getTime() - 3 * DAY_MS),
  };
}

/** When the agent started and finished a completed visit: a few minutes after its start, before its end. */
function progressOf(visit: PlannedVisit) {
  return visit.status === 'completed'
    ? {
        startedAt: new Date(
          appointmentStart(visit.date, visit.beginning).getTime() + (visit.variant % 9) * MINUTE_MS,
        ),
        completedAt: new Date(
          appointmentStart(visit.date, visit.ending).getTime() - (visit.variant % 7) * MINUTE_MS,
        ),
      }
    : { startedAt: null, completedAt: null };
}

/**
 * The visit as the missions module imports it (one session, one agent). A visit whose client hears
 * of its cancellation is written planned, and cancelled after its confirmation
 * (`writeBookingMessages`).
 */
function importedMissionOf(
  visit: PlannedVisit,
  clientId: number | null,
  email: string | null,
): ImportedMission {
  const progress = progressOf(visit);
  return {
    clientName: `${visit.prenom} ${visit.name}`,
    clientEmail: email,
    adresse: addressOf(visit),
    operationId: visit.operationId,
    comments:
      visit.status === 'cancelled'
        ? DEMO_CANCEL_REASONS[visit.variant % DEMO_CANCEL_REASONS.length]!
        : visit.variant % 4 === 0
          ? DEMO_COMMENTS[visit.variant % DEMO_COMMENTS.length]!
          : null,
    status: visit.status === 'cancelled' && clientId !== null ? 'planned' : visit.status,
    creationType: visit.creationType,
    clientId,
    bookedVia: visit.bookedVia,
    createdAt: visit.createdAt,
    updatedAt: progress.completedAt ?? visit.cancelledAt ?? visit.createdAt,
    session: {
      date: visit.date,
      beginning: visit.beginning,
      ending: visit.ending,
      agentId: visit.agentId,
      ...progress,
    },
  };
}

/**
 * The bookings' messages through the messaging module, at the time they were made: the link's
 * invitation and its 'confirmed' event (link bookings), the confirmation with its reminders, and
 * for a cancelled booking the cancellation notice.
 */
async function writeBookingMessages(
  tx: Transaction,
  companyId: number,
  bookings: readonly { visit: PlannedVisit; clientId: number; missionId: number }[],
) {
  for (const { visit, clientId, missionId } of bookings) {
    if (visit.creationType === 'automatic') {
      const invitedAt = new Date(visit.createdAt.getTime() - DAY_MS);
      await queueInvitation({
        db: tx,
        companyId,
        clientId,
        sendAfter: invitedAt,
        occasion: invitedAt.toISOString(),
        now: invitedAt,
      });
      await recordSlotEvent({
        db: tx,
        companyId,
        clientId,
        kind: 'confirmed',
        slot: {
          missionId,
          date: visit.date,
          beginning: visit.beginning,
          ending: visit.ending,
          agentIds: [visit.agentId],
        },
      });
    }
    await queueAppointmentMessages({
      db: tx,
      companyId,
      missionId,
      kind: 'confirmation',
      now: visit.createdAt,
    });
    if (visit.status === 'cancelled') {
      await cancelAppointmentMessages({
        db: tx,
        companyId,
        missionId,
        notify: true,
        now: visit.cancelledAt!,
      });
    }
  }
  await markMissionsCancelled({
    db: tx,
    companyId,
    missionIds: bookings
      .filter(({ visit }) => visit.status === 'cancelled')
      .map(({ missionId }) => missionId),
  });
}

/**
 * The demo's messages were "sent" at their time and none leaves now (the demo e-mails no one):
 * those due by `now` are recorded sent, reminders still to come recorded cancelled.
 */
async function settleOutbox(tx: Transaction, companyId: number, now: Date) {
  const pending = and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.status, 'pending'));
  await tx
    .update(outboxMessages)
    .set({
      status: 'sent',
      attempts: 1,
      sentAt: outboxMessages.sendAfter,
      createdAt: outboxMessages.sendAfter,
    })
    .where(and(pending, lte(outboxMessages.sendAfter, now)));
  await tx
    .update(outboxMessages)
    .set({ status: 'cancelled' })
    .where(and(pending, gt(outboxMessages.sendAfter, now)));
}

/**
 * Writes the demo company's activity in the caller's transaction: two months of completed visits
 * with their reports (photos and signatures in `storage`, their keys pushed to `written` so that the
 * caller deletes them if the transaction fails), this week and next planned, some cancelled, some
 * booked through links or the take-charge with their messages. The same Paris date gives the same
 * activity. It goes through the modules, so that everything reads as the product writes it: the
 * missions through the missions module's import (one insert per table: row by row, the seed took
 * tens of seconds on PGlite), the link bookings' events through the booking module, the messages
 * through the messaging module; the clients and the outbox's settling are the seed's own.
 */
export async function seedDemoActivity(
  tx: Transaction,
  {
    companyId,
    storage,
    now,
    written,
  }: { companyId: number; storage: FileStorage; now: Date; written: string[] },
): Promise<DemoActivitySummary> {
  const today = parisDateOf(now);
  const visits = planDemoActivity({
    period: demoPeriodOf(today),
    now,
    ...(await planInputOf(tx, companyId)),
    random: seededRandom(Number(today.replaceAll('-', ''))),
  });
  if (visits.length === 0) {
    return { completed: 0, planned: 0, cancelled: 0, bookedThroughLinks: 0, files: 0 };
  }
  const booked = visits.flatMap((visit, index) =>
    visit.creationType === 'manual' ? [] : [{ visit, index }],
  );
  const clientRows =
    booked.length === 0
      ? []
      : await tx
          .insert(clients)
          .values(booked.map(({ visit, index }) => clientValuesOf(companyId, visit, index)))
          .returning({ id: clients.id, email: clients.email });
  const clientIds: (number | null)[] = visits.map(() => null);
  const emails: (string | null)[] = visits.map(() => null);
  booked.forEach(({ index }, position) => {
    clientIds[index] = clientRows[position]!.id;
    emails[index] = clientRows[position]!.email;
  });
  const missionIds = await importMissions({
    db: tx,
    companyId,
    missions: visits.map((visit, index) =>
      importedMissionOf(visit, clientIds[index] ?? null, emails[index] ?? null),
    ),
  });
  await writeBookingMessages(
    tx,
    companyId,
    booked.map(({ visit, index }) => ({ visit, clientId: clientIds[index]!, missionId: missionIds[index]! })),
  );
  await settleOutbox(tx, companyId, now);
  const files = await writeDemoReports(tx, {
    companyId,
    storage,
    written,
    reports: visits.flatMap((visit, index) =>
      visit.status === 'completed' ? [{ missionId: missionIds[index]!, visit }] : [],
    ),
  });
  const count = (status: PlannedVisit['status']) => visits.filter((visit) => visit.status === status).length;
  return {
    completed: count('completed'),
    planned: count('planned'),
    cancelled: count('cancelled'),
    bookedThroughLinks: visits.filter((visit) => visit.creationType === 'automatic').length,
    files,
  };
}

import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import {
  holdsQualifications,
  missionTypeOf,
  normalisePhoneNumber,
  parisDateOf,
  phoneKey,
  toSearchText,
  withOneLead,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import type { Transaction } from '../db/client.ts';
import {
  agents,
  clients,
  missionSessions,
  missions,
  operations,
  outboxMessages,
  sessionAgents,
} from '../db/schema/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import * as missionsRepository from '../modules/missions/missions.repository.ts';
import { recordBookingEvent } from '../modules/booking/booking.repository.ts';
import {
  cancelAppointmentMessages,
  queueAppointmentMessages,
  queueInvitation,
} from '../modules/messaging/messaging.service.ts';
import { seededRandom } from './images.ts';
import { DEMO_CANCEL_REASONS, DEMO_COMMENTS } from './demo-places.ts';
import { demoPeriodOf, planDemoActivity, type PlanAgent, type PlannedVisit } from './demo-plan.ts';
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

/** The agents with the operations each may do (holding every qualification the operation asks). */
async function planAgentsOf(tx: Transaction, companyId: number): Promise<PlanAgent[]> {
  const agentRows = await tx
    .select({ id: agents.id, latitude: agents.latitude, longitude: agents.longitude })
    .from(agents)
    .where(eq(agents.companyId, companyId))
    .orderBy(agents.id);
  const operationRows = await tx
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.companyId, companyId))
    .orderBy(operations.id);
  const roles = await missionsRepository.findAgentsWithRoles(
    tx,
    companyId,
    agentRows.map((agent) => agent.id),
  );
  const rules: { id: number; roleIds: readonly number[] }[] = [];
  for (const operation of operationRows) {
    rules.push({
      id: operation.id,
      roleIds: (await missionsRepository.getOperationRules(tx, companyId, operation.id))!.role_ids,
    });
  }
  return agentRows.flatMap(({ id, latitude, longitude }) =>
    latitude === null || longitude === null
      ? []
      : [
          {
            id,
            latitude,
            longitude,
            operationIds: rules
              .filter((operation) => holdsQualifications(roles.get(id)?.roleIds ?? [], operation.roleIds))
              .map((operation) => operation.id),
          },
        ],
  );
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
 * Missions, sessions and their agents in one insert per table (one session, one agent each: the
 * totals are those `refreshMissionTotals` computes). A visit whose client hears of its cancellation
 * is written planned, and cancelled after its confirmation (`cancelBookings`).
 */
async function insertVisits(
  tx: Transaction,
  companyId: number,
  visits: readonly PlannedVisit[],
  clientIds: readonly (number | null)[],
  emails: readonly (string | null)[],
): Promise<number[]> {
  const statusOf = (visit: PlannedVisit, index: number) =>
    visit.status === 'cancelled' && clientIds[index] !== null ? 'planned' : visit.status;
  const missionRows = await tx
    .insert(missions)
    .values(
      visits.map((visit, index) => ({
        companyId,
        clientName: `${visit.prenom} ${visit.name}`,
        clientEmail: emails[index] ?? null,
        adresse: addressOf(visit),
        operationId: visit.operationId,
        comments:
          visit.status === 'cancelled'
            ? DEMO_CANCEL_REASONS[visit.variant % DEMO_CANCEL_REASONS.length]!
            : visit.variant % 4 === 0
              ? DEMO_COMMENTS[visit.variant % DEMO_COMMENTS.length]!
              : null,
        status: statusOf(visit, index),
        missionType: missionTypeOf(1, 1),
        totalSessions: 1,
        totalAgents: 1,
        totalDuration: visit.ending - visit.beginning,
        leadAgentId: visit.agentId,
        creationType: visit.creationType,
        clientId: clientIds[index] ?? null,
        bookedVia: visit.bookedVia,
        createdAt: visit.createdAt,
        updatedAt: progressOf(visit).completedAt ?? visit.cancelledAt ?? visit.createdAt,
      })),
    )
    .returning({ id: missions.id });
  const missionIds = missionRows.map((row) => row.id);
  const sessionRows = await tx
    .insert(missionSessions)
    .values(
      visits.map((visit, index) => ({
        companyId,
        missionId: missionIds[index]!,
        date: visit.date,
        beginning: visit.beginning,
        ending: visit.ending,
        sessionStatus: statusOf(visit, index),
        createdAt: visit.createdAt,
        ...progressOf(visit),
      })),
    )
    .returning({ id: missionSessions.id });
  // One session per agent and day never overlaps another (demo-plan.ts); the exclusion constraint
  // would refuse the seed otherwise.
  await tx.insert(sessionAgents).values(
    visits.flatMap((visit, index) =>
      withOneLead([{ agent_id: visit.agentId, is_lead: true }]).map((member) => ({
        companyId,
        sessionId: sessionRows[index]!.id,
        agentId: member.agent_id,
        role: member.role,
        isLead: member.is_lead,
        date: visit.date,
        beginning: visit.beginning,
        ending: visit.ending,
      })),
    ),
  );
  return missionIds;
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
      await recordBookingEvent(tx, companyId, clientId, 'confirmed', {
        mission_id: missionId,
        date: visit.date,
        beginning: visit.beginning,
        ending: visit.ending,
        agent_ids: [visit.agentId],
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
  const cancelled = bookings
    .filter(({ visit }) => visit.status === 'cancelled')
    .map(({ missionId }) => missionId);
  if (cancelled.length > 0) {
    await tx
      .update(missions)
      .set({ status: 'cancelled' })
      .where(and(eq(missions.companyId, companyId), inArray(missions.id, cancelled)));
    await tx
      .update(missionSessions)
      .set({ sessionStatus: 'cancelled' })
      .where(and(eq(missionSessions.companyId, companyId), inArray(missionSessions.missionId, cancelled)));
  }
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
 * activity. Rows go in one insert per table (row by row, the seed took tens of seconds on PGlite);
 * messages through the messaging module, so that they read as the product writes them.
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
    agents: await planAgentsOf(tx, companyId),
    operations: await tx
      .select({ id: operations.id, duration: operations.duration })
      .from(operations)
      .where(eq(operations.companyId, companyId)),
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
  const missionIds = await insertVisits(tx, companyId, visits, clientIds, emails);
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

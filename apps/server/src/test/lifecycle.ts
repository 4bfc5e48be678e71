import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppointmentState, BillingStatus, SessionStatus } from '@tourneo/domain';
import {
  bookingEvents,
  bookingProposals,
  clients,
  missionAnswers,
  missionFiles,
  missionSessions,
  missions,
  outboxMessages,
  sessionAgents,
} from '../db/schema/index.ts';

/**
 * What the lifecycle's tests (issue 39) share: an appointment put in a state and a billing state
 * as the agent app and the back office leave it, and everything of a company a door could change,
 * read before and after a refused call to show that nothing changed.
 */

/** The stored status of each state (`appointmentStateOf` read backwards). */
export const STATUS_OF_STATE: Record<AppointmentState, SessionStatus> = {
  planned: 'planned',
  started: 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * Puts the mission and its sessions in `state`, as the agent app or the back office would: a
 * started one an hour before `completedAt`, a completed one at `completedAt` with its report (an
 * answer and a photo).
 */
export async function putInState(
  app: FastifyInstance,
  companyId: number,
  missionId: number,
  state: AppointmentState,
  completedAt: Date,
): Promise<void> {
  if (state === 'planned') {
    return;
  }
  const status = STATUS_OF_STATE[state];
  await app.db.update(missions).set({ status }).where(eq(missions.id, missionId));
  await app.db
    .update(missionSessions)
    .set({
      sessionStatus: status,
      startedAt: state === 'cancelled' ? null : new Date(completedAt.getTime() - 3_600_000),
      completedAt: state === 'completed' ? completedAt : null,
    })
    .where(eq(missionSessions.missionId, missionId));
  if (state === 'completed') {
    await app.db.insert(missionAnswers).values({
      companyId,
      missionId,
      fieldId: 1,
      fieldType: 'text',
      fieldLabel: 'Index du compteur',
      value: '012345',
    });
    await app.db.insert(missionFiles).values({
      companyId,
      missionId,
      kind: 'photo',
      storageKey: `test/${missionId}/photo.jpg`,
      mimeType: 'image/jpeg',
      size: 1234,
    });
  }
}

/**
 * Puts the mission in `billing`, as 'Marquer facturé' and 'Marquer payé' leave it (its price
 * frozen, billed at `at`, paid an hour later).
 */
export async function putInBillingState(
  app: FastifyInstance,
  missionId: number,
  billing: BillingStatus,
  at: Date,
): Promise<void> {
  if (billing === 'pending') {
    return;
  }
  await app.db
    .update(missions)
    .set({
      billingStatus: billing,
      billingPriceCents: 8_000,
      billedAt: at,
      paidAt: billing === 'paid' ? new Date(at.getTime() + 3_600_000) : null,
    })
    .where(eq(missions.id, missionId));
}

/**
 * Everything of the company a door could change: its clients, missions, sessions, teams, reports,
 * messages (by what each says: their sending is the dispatcher's, which runs on its own), booking
 * events and proposals.
 */
export async function snapshotOf(app: FastifyInstance, companyId: number) {
  const missionRows = await app.db
    .select()
    .from(missions)
    .where(eq(missions.companyId, companyId))
    .orderBy(asc(missions.id));
  const missionIds = missionRows.map((row) => row.id);
  const byMission = missionIds.length > 0 ? missionIds : [-1];
  return {
    clients: await app.db
      .select()
      .from(clients)
      .where(eq(clients.companyId, companyId))
      .orderBy(asc(clients.id)),
    missions: missionRows,
    sessions: await app.db
      .select()
      .from(missionSessions)
      .where(inArray(missionSessions.missionId, byMission))
      .orderBy(asc(missionSessions.id)),
    team: await app.db
      .select()
      .from(sessionAgents)
      .where(eq(sessionAgents.companyId, companyId))
      .orderBy(asc(sessionAgents.sessionId), asc(sessionAgents.agentId)),
    answers: await app.db
      .select()
      .from(missionAnswers)
      .where(eq(missionAnswers.companyId, companyId))
      .orderBy(asc(missionAnswers.missionId), asc(missionAnswers.fieldId)),
    files: await app.db
      .select()
      .from(missionFiles)
      .where(eq(missionFiles.companyId, companyId))
      .orderBy(asc(missionFiles.id)),
    outbox: await app.db
      .select({
        id: outboxMessages.id,
        kind: outboxMessages.kind,
        missionId: outboxMessages.missionId,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, companyId))
      .orderBy(asc(outboxMessages.id)),
    events: await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.companyId, companyId))
      .orderBy(asc(bookingEvents.id)),
    proposals: await app.db
      .select()
      .from(bookingProposals)
      .where(eq(bookingProposals.companyId, companyId))
      .orderBy(asc(bookingProposals.id)),
  };
}

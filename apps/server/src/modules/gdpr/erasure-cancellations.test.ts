import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestNotifications, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { putInBillingState, putInState } from '../../test/lifecycle.ts';
import { missionSessions, missions, outboxMessages } from '../../db/schema/index.ts';
import { MISSION_CHANGES_CHANNEL } from '../../db/unit-of-work.ts';

/**
 * Issue 39: the GDPR erasure cancels the client's open appointments (planned or started, whatever
 * their date, not billed: `isCancelledByErasure`), in its own transaction, since no door may change
 * them afterwards; the client hears nothing, the agents' calendars and the kept answers see the
 * cancellation, and the answer says how many were cancelled. On PGlite and PostgreSQL.
 */
const m = MESSAGES.gdpr;
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Next week's working days: always ahead, whatever today is in Paris. */
const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1).days;
const PAST_DAY = '2026-02-02';
const PAST_COMPLETION = new Date('2026-02-02T10:00:00Z');

/** A future appointment booked by the planner's take-charge: its client told (confirmation, reminders). */
async function bookThroughTakeCharge(
  company: TestCompany,
  clientId: number,
  agentId: number,
  beginning: number,
) {
  const created = await call(app, 'POST', '/rdv/create', company, {
    clientId,
    date: nextWeek()[1],
    beginning,
    ending: beginning + 4,
    agentId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const [mission] = await app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, company.id), eq(missions.clientId, clientId)));
  return mission!;
}

/** Dupont's appointments in every state (and one billed), Lefèvre's future one, both told of theirs. */
async function buildCompanyWithAppointments() {
  const company = await buildCompany(app, { plan: 'premium' });
  const agent = await buildAgent(app, company.id);
  const dupont = await buildClient(app, company.id, {
    name: 'Dupont',
    email: 'jeanne.dupont@example.fr',
    telephone: '0611111111',
  });
  const lefevre = await buildClient(app, company.id, {
    name: 'Lefèvre',
    email: 'marc.lefevre@example.fr',
    telephone: '0622222222',
  });
  const planned = await bookThroughTakeCharge(company, dupont.id, agent.id, 4);
  const others = await bookThroughTakeCharge(company, lefevre.id, agent.id, 12);
  const ofDupont = (beginning: number, date = nextWeek()[2]!) =>
    buildMission(
      app,
      company.id,
      { clientId: dupont.id, clientName: 'Dupont', clientEmail: dupont.email },
      { date, beginning, ending: beginning + 4, agentIds: [agent.id] },
    );
  const started = await ofDupont(4, PAST_DAY);
  await putInState(app, company.id, started.id, 'started', PAST_COMPLETION);
  const completed = await ofDupont(12, PAST_DAY);
  await putInState(app, company.id, completed.id, 'completed', PAST_COMPLETION);
  // Planned on a day gone by and never started: it will not take place either.
  const pastPlanned = await ofDupont(20, PAST_DAY);
  const billed = await ofDupont(4);
  await putInBillingState(app, billed.id, 'billed', PAST_COMPLETION);
  // Two sessions: the first done, the second still to come.
  const partlyDone = await ofDupont(12);
  const [doneSession] = await app.db
    .select()
    .from(missionSessions)
    .where(eq(missionSessions.missionId, partlyDone.id));
  await app.db
    .update(missionSessions)
    .set({ sessionStatus: 'completed', completedAt: PAST_COMPLETION })
    .where(eq(missionSessions.id, doneSession!.id));
  await buildSession(app, company.id, {
    missionId: partlyDone.id,
    date: nextWeek()[3]!,
    beginning: 12,
    ending: 16,
    agentIds: [agent.id],
  });
  return {
    company,
    agent,
    dupont,
    lefevre,
    missions: { planned, started, completed, pastPlanned, billed, partlyDone, others },
  };
}

/** Each mission's status and its sessions' statuses, in order. */
async function statusesOf(ids: number[]) {
  const missionRows = await app.db.select().from(missions).where(inArray(missions.id, ids));
  const sessionRows = await app.db
    .select()
    .from(missionSessions)
    .where(inArray(missionSessions.missionId, ids))
    .orderBy(asc(missionSessions.id));
  return Object.fromEntries(
    missionRows.map((mission) => [
      mission.id,
      {
        status: mission.status,
        sessions: sessionRows.filter((row) => row.missionId === mission.id).map((row) => row.sessionStatus),
      },
    ]),
  );
}

async function outboxOf(companyId: number, clientId: number) {
  return app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.clientId, clientId)))
    .orderBy(asc(outboxMessages.id));
}

describe("an erasure cancels the client's open appointments", () => {
  it('cancels planned and started ones not billed, keeps completed and billed ones, and says how many', async () => {
    const setup = await buildCompanyWithAppointments();
    const { planned, started, completed, pastPlanned, billed, partlyDone, others } = setup.missions;
    const ids = Object.values(setup.missions).map((mission) => mission.id);
    const before = await statusesOf(ids);
    expect(before[planned.id]).toEqual({ status: 'planned', sessions: ['planned'] });
    expect(before[started.id]).toEqual({ status: 'in_progress', sessions: ['in_progress'] });
    expect(before[partlyDone.id]).toEqual({ status: 'planned', sessions: ['completed', 'planned'] });

    const erased = await call(app, 'POST', '/client/erase', setup.company, { id: setup.dupont.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      success: true,
      message: m.erasedWithCancellations(4),
      cancelled_appointments: 4,
    });
    expect(m.erasedWithCancellations(4)).toBe(
      'Les données personnelles du client ont été effacées ; 4 rendez-vous annulés, sans message au client',
    );

    expect(await statusesOf(ids)).toEqual({
      [planned.id]: { status: 'cancelled', sessions: ['cancelled'] },
      [started.id]: { status: 'cancelled', sessions: ['cancelled'] },
      [pastPlanned.id]: { status: 'cancelled', sessions: ['cancelled'] },
      // Its session done stays done: only what was still open is cancelled.
      [partlyDone.id]: { status: 'cancelled', sessions: ['completed', 'cancelled'] },
      [completed.id]: before[completed.id],
      // Billed: a line of the invoice, which no door cancels (`removalRefusalOf`); it stays as it is.
      [billed.id]: before[billed.id],
      // Another client's appointment is untouched.
      [others.id]: before[others.id],
    });
  });

  it('queues no message for the erased client (its pending ones cancelled); the other client keeps hers', async () => {
    const { company, dupont, lefevre } = await buildCompanyWithAppointments();
    const toldDupont = await outboxOf(company.id, dupont.id);
    expect(toldDupont.map((row) => row.kind)).toContain('confirmation');
    expect(toldDupont.some((row) => row.status === 'pending')).toBe(true);
    const lefevreBefore = await outboxOf(company.id, lefevre.id);
    expect(lefevreBefore.some((row) => row.status === 'pending')).toBe(true);

    expect((await call(app, 'POST', '/client/erase', company, { id: dupont.id })).statusCode).toBe(200);

    const after = await outboxOf(company.id, dupont.id);
    // The same rows, none added (no cancellation notice), none left to send, their texts emptied.
    expect(after.map((row) => row.id)).toEqual(toldDupont.map((row) => row.id));
    expect(after.filter((row) => row.kind === 'cancellation')).toEqual([]);
    expect(after.filter((row) => row.status === 'pending')).toEqual([]);
    expect(after.every((row) => row.recipient === '' && row.bodyText === '')).toBe(true);
    expect(await outboxOf(company.id, lefevre.id)).toEqual(lefevreBefore);
  });

  it("reloads the agents' calendars on those days and forgets the kept answers, like any cancellation", async () => {
    const { company, agent, dupont, missions: built } = await buildCompanyWithAppointments();
    const notifications = await getTestNotifications();
    const received: { company_id: number; agent_ids: number[]; dates: string[] }[] = [];
    const stop = await notifications.listen(MISSION_CHANGES_CHANNEL, (payload) => {
      received.push(JSON.parse(payload) as (typeof received)[number]);
    });
    const teamDay = async () => {
      const response = await call(app, 'POST', '/api/rdv-unified/team-day', company, { date: nextWeek()[1] });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ data: { id: number; status: string; client_name: string }[] }>()
        .data.map((mission) => [mission.id, mission.client_name, mission.status]);
    };
    try {
      // Read first: the team's day is a kept answer (decision 0046).
      expect(await teamDay()).toEqual([
        [built.planned.id, 'Paul Dupont', 'planned'],
        [built.others.id, 'Paul Lefèvre', 'planned'],
      ]);
      expect((await call(app, 'POST', '/client/erase', company, { id: dupont.id })).statusCode).toBe(200);
      await notifications.sync();
      expect(await teamDay()).toEqual([
        [built.planned.id, m.erasedName, 'cancelled'],
        [built.others.id, 'Paul Lefèvre', 'planned'],
      ]);
      const ofCompany = received.filter((change) => change.company_id === company.id);
      expect(ofCompany).toEqual([
        {
          company_id: company.id,
          agent_ids: [agent.id],
          dates: [PAST_DAY, ...nextWeek().slice(1, 4)].sort(),
        },
      ]);
    } finally {
      await stop();
    }
  });

  it('cancels nothing of a client without open appointments: the answer says the erasure alone', async () => {
    const company = await buildCompany(app);
    const client = await buildClient(app, company.id, { name: 'Carpentier' });
    const done = await buildMission(
      app,
      company.id,
      { clientId: client.id, clientName: 'Carpentier' },
      { date: PAST_DAY },
    );
    await putInState(app, company.id, done.id, 'completed', PAST_COMPLETION);
    const erased = await call(app, 'POST', '/client/erase', company, { id: client.id });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ success: true, message: m.erased, cancelled_appointments: 0 });
    expect((await statusesOf([done.id]))[done.id]).toEqual({ status: 'completed', sessions: ['completed'] });
  });
});

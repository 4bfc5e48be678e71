import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  addDays,
  formatAppointmentDate,
  parisDateOf,
  slotToLabel,
  travelMinutes,
  workWeekAt,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { missionSessions, missions, outboxMessages } from '../../db/schema/index.ts';
import { announceEnRoute } from './mobile.service.ts';

const m = MESSAGES.mobile;
const PASSWORD = 'secret-agent';
const HOME = { latitude: 48.8656, longitude: 2.3522 };
const FIRST_CLIENT = { latitude: 48.8566, longitude: 2.3522 };
const SECOND_CLIENT = { latitude: 48.9, longitude: 2.4 };

/**
 * 'En route' is sent on the session's own day, a working day: the clock is fixed at 10h00 (Paris)
 * on the Tuesday of next week, so the suite reads the same on a Saturday or a 31 December. Only
 * `Date` is faked, and it keeps running from there (timers and the database are real).
 */
const TUESDAY = workWeekAt(parisDateOf(new Date()), 1).days[1]!;
const TEN_O_CLOCK = appointmentStart(TUESDAY, 8);

let app: FastifyInstance;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(TEN_O_CLOCK);
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const today = () => parisDateOf(new Date());

/**
 * "14h25" of now + `minutes`, rounded up to 5 minutes, and not before the appointment's start
 * (`beginning` today), Paris time.
 */
function expectedArrival(minutes: number, beginning: number, now = Date.now()): string {
  const step = 5 * 60_000;
  const at = new Date(
    Math.max(
      Math.ceil((now + minutes * 60_000) / step) * step,
      appointmentStart(today(), beginning).getTime(),
    ),
  );
  const [hour, minute] = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .split(':');
  return `${Number(hour)}h${minute}`;
}

/** "14h25" of `now` + `minutes`, rounded up to 5 minutes, Paris time. */
function expectedArrivalAt(now: Date, minutes: number): string {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil((now.getTime() + minutes * 60_000) / step) * step);
  const [hour, minute] = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .split(':');
  return `${Number(hour)}h${minute}`;
}

async function setup() {
  const company = await buildCompany(app, { plan: 'premium' });
  const operation = await buildOperation(app, company.id, 'Entretien chaudière');
  const agent = await buildAgent(app, company.id, { name: 'Julie Martin', password: PASSWORD, ...HOME });
  const book = async (place: typeof HOME, beginning: number, client: object = {}, date = today()) => {
    const row = await buildClient(app, company.id, {
      operationId: operation.id,
      name: `Client ${beginning}`,
      email: `client${beginning}.${company.id}@example.fr`,
      telephone: '+33611223344',
      ...place,
      ...client,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/rdv/create',
      payload: {
        clientName: 'Client',
        agentName: 'Julie Martin',
        agentId: agent.id,
        date,
        beginning,
        ending: beginning + 4,
        adresse: 'ignorée',
        operationName: 'ignorée',
        clientId: row.id,
      },
      headers: { cookie: company.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mission] = await app.db
      .select()
      .from(missions)
      .where(and(eq(missions.companyId, company.id), eq(missions.clientId, row.id)));
    const [session] = await app.db
      .select()
      .from(missionSessions)
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission!.id)));
    return { clientId: row.id, missionId: mission!.id, sessionId: session!.id };
  };
  const login = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: 'Julie Martin', password: PASSWORD },
  });
  const cookie = login.cookies.find((entry) => entry.name === 'tourneo_agent_session')!;
  return { company, agent, book, agentCookie: `${cookie.name}=${cookie.value}` };
}

const enRoute = (cookie: string, sessionId: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/mobile/sessions/${sessionId}/en-route`,
    payload: {},
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

const enRouteRows = (company: TestCompany, clientId: number) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.companyId, company.id),
        eq(outboxMessages.clientId, clientId),
        eq(outboxMessages.kind, 'en_route'),
      ),
    );

describe("POST /mobile/sessions/:id/en-route ('En route')", () => {
  it('tells the client once, arriving after the trip from the previous appointment of the day', async () => {
    const { company, book, agentCookie } = await setup();
    await book(FIRST_CLIENT, 4);
    const second = await book(SECOND_CLIENT, 12);
    const minutes = travelMinutes(FIRST_CLIENT, SECOND_CLIENT);
    expect(minutes).toBeGreaterThan(5);
    const before = expectedArrival(minutes, 12);
    const response = await enRoute(agentCookie, second.sessionId);
    const after = expectedArrival(minutes, 12);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; estimated_arrival: string }>();
    expect([before, after]).toContain(body.estimated_arrival);
    expect(body.message).toBe(m.enRouteSent(body.estimated_arrival));

    const rows = await enRouteRows(company, second.clientId);
    expect(rows.map((row) => row.channel).toSorted()).toEqual(['email', 'sms']);
    for (const row of rows) {
      expect(row.bodyText).toContain(body.estimated_arrival);
      expect(row.status).toBe('pending');
    }
    const again = await enRoute(agentCookie, second.sessionId);
    expect(again.json()).toMatchObject({ success: true, message: m.enRouteAlreadySent });
    expect(await enRouteRows(company, second.clientId)).toHaveLength(2);
  });

  it("leaves from the agent's home for the first appointment of the day", async () => {
    const { book, agentCookie } = await setup();
    const first = await book(FIRST_CLIENT, 4);
    const minutes = travelMinutes(HOME, FIRST_CLIENT);
    const before = expectedArrival(minutes, 4);
    const body = (await enRoute(agentCookie, first.sessionId)).json<{ estimated_arrival: string }>();
    expect([before, expectedArrival(minutes, 4)]).toContain(body.estimated_arrival);
  });

  it('a replay with its Idempotency-Key answers the same and writes nothing more', async () => {
    const { company, book, agentCookie } = await setup();
    const first = await book(FIRST_CLIENT, 4);
    const one = await enRoute(agentCookie, first.sessionId, '7d1f3a52-0c4e-4f5b-9a7e-2b8c1d6e9f01');
    expect(one.statusCode, one.body).toBe(200);
    const two = await enRoute(agentCookie, first.sessionId, '7d1f3a52-0c4e-4f5b-9a7e-2b8c1d6e9f01');
    expect(two.json()).toEqual(one.json());
    expect(await enRouteRows(company, first.clientId)).toHaveLength(2);
  });

  it('a client without e-mail nor mobile cannot be told: a French 400, nothing written', async () => {
    const { company, book, agentCookie } = await setup();
    const first = await book(FIRST_CLIENT, 4, { email: null, telephone: '0123456789' });
    const response = await enRoute(agentCookie, first.sessionId);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.enRouteNoContact);
    expect(await enRouteRows(company, first.clientId)).toEqual([]);
  });

  it('the clock of these tests is a working morning', () => {
    expect(today()).toBe(TUESDAY);
    expect(expectedArrivalAt(new Date(), 0)).toMatch(/^10h/);
  });

  it('a session of another day is refused with a French 409 naming its day, nothing written', async () => {
    const { company, agent, book, agentCookie } = await setup();
    const date = addDays(today(), 2);
    const session = await book(FIRST_CLIENT, 4, {}, date);
    const response = await enRoute(agentCookie, session.sessionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.enRouteNotToday(formatAppointmentDate(date)));
    // The day after it, too.
    const scope = { db: app.db, companyId: company.id, agentId: agent.id };
    const dayAfter = appointmentStart(addDays(date, 1), 4);
    await expect(announceEnRoute({ ...scope, sessionId: session.sessionId, now: dayAfter })).rejects.toThrow(
      m.enRouteNotToday(formatAppointmentDate(date)),
    );
    expect(await enRouteRows(company, session.clientId)).toEqual([]);
  });

  it('a completed or cancelled session is refused', async () => {
    const { company, book, agentCookie } = await setup();
    for (const [status, message] of [
      ['completed', m.sessionAlreadyCompleted],
      ['cancelled', m.sessionCancelled],
    ] as const) {
      const session = await book(FIRST_CLIENT, status === 'completed' ? 4 : 12);
      await app.db
        .update(missionSessions)
        .set({ sessionStatus: status })
        .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.id, session.sessionId)));
      const response = await enRoute(agentCookie, session.sessionId);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
  });

  it('leaving early (01:40 for a 10h00 appointment), the client is told the start, never a time before now', async () => {
    const { company, agent, book } = await setup();
    const date = addDays(today(), 1);
    const beginning = 8;
    const first = await book(FIRST_CLIENT, beginning, {}, date);
    const scope = { db: app.db, companyId: company.id, agentId: agent.id };
    const start = appointmentStart(date, beginning);
    const early = new Date(start.getTime() - 8 * 3600_000 - 20 * 60_000);
    const answer = await announceEnRoute({ ...scope, sessionId: first.sessionId, now: early });
    expect(answer.estimated_arrival).toBe(slotToLabel(beginning));
    expect(answer.message).toBe(m.enRouteSent(answer.estimated_arrival));
  });

  it('leaving late, the client is told now + the trip (rounded up to 5 minutes), after the start', async () => {
    const { company, agent, book } = await setup();
    const date = addDays(today(), 1);
    const first = await book(FIRST_CLIENT, 4, {}, date);
    const scope = { db: app.db, companyId: company.id, agentId: agent.id };
    const late = new Date(appointmentStart(date, 4).getTime() + 32 * 60_000);
    const minutes = travelMinutes(HOME, FIRST_CLIENT);
    const answer = await announceEnRoute({ ...scope, sessionId: first.sessionId, now: late });
    expect(answer.estimated_arrival).toBe(expectedArrivalAt(late, minutes));
  });

  it('a mission made in the calendar with an e-mail but no client record: the e-mail is sent, without a link', async () => {
    const { company, agent, agentCookie } = await setup();
    const created = await app.inject({
      method: 'POST',
      url: '/api/rdv-unified',
      payload: {
        client_name: 'Mme Leroy',
        client_email: `leroy.${company.id}@example.fr`,
        adresse: '3 rue de la Roquette, 75011 Paris',
        sessions: [{ date: today(), beginning: 20, ending: 24, agents: [{ agent_id: agent.id }] }],
      },
      headers: { cookie: company.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [session] = await app.db
      .select()
      .from(missionSessions)
      .where(eq(missionSessions.companyId, company.id));
    const response = await enRoute(agentCookie, session!.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; estimated_arrival: string }>();
    expect(body.message).toBe(m.enRouteSent(body.estimated_arrival));
    const rows = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, company.id), eq(outboxMessages.kind, 'en_route')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'email',
      recipient: `leroy.${company.id}@example.fr`,
      clientId: null,
    });
    expect(rows[0]!.bodyText).toContain('Mme Leroy');
    expect(rows[0]!.bodyText).toContain(body.estimated_arrival);
    expect(rows[0]!.bodyText).not.toContain('token=');
    expect(rows[0]!.bodyText).not.toContain('Suivez votre rendez-vous');
  });

  it("another agent's session, or a company session, answers 404 or 401", async () => {
    const first = await setup();
    const other = await setup();
    const session = await first.book(FIRST_CLIENT, 4);
    expect((await enRoute(other.agentCookie, session.sessionId)).statusCode).toBe(404);
    expect((await enRoute(first.company.cookie, session.sessionId)).statusCode).toBe(401);
  });
});

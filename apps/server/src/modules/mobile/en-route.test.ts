import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, parisDateOf, travelMinutes, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildClient } from '../../test/client-factories.ts';
import { agents, missionSessions, missions, operations, outboxMessages } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';

const m = MESSAGES.mobile;
const PASSWORD = 'secret-agent';
const HOME = { latitude: 48.8656, longitude: 2.3522 };
const FIRST_CLIENT = { latitude: 48.8566, longitude: 2.3522 };
const SECOND_CLIENT = { latitude: 48.9, longitude: 2.4 };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const day = () => workWeekAt(parisDateOf(new Date()), 1).days[1]!;

/** "14h25" of now + `minutes`, rounded up to 5 minutes, Paris time. */
function expectedArrival(minutes: number, now = Date.now()): string {
  const step = 5 * 60_000;
  const at = new Date(Math.ceil((now + minutes * 60_000) / step) * step);
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
  const [operation] = await app.db
    .insert(operations)
    .values({ companyId: company.id, name: 'Entretien chaudière', duration: 4 })
    .returning();
  const [agent] = await app.db
    .insert(agents)
    .values({
      companyId: company.id,
      name: 'Julie Martin',
      postalCode: '75011',
      adresse: '1 rue Oberkampf',
      passwordHash: await hashPassword(PASSWORD),
      ...HOME,
    })
    .returning();
  const book = async (place: typeof HOME, beginning: number, client: object = {}) => {
    const row = await buildClient(app, company.id, {
      operationId: operation!.id,
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
        agentId: agent!.id,
        date: day(),
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
  return { company, book, agentCookie: `${cookie.name}=${cookie.value}` };
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
    const before = expectedArrival(minutes);
    const response = await enRoute(agentCookie, second.sessionId);
    const after = expectedArrival(minutes);
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
    const before = expectedArrival(minutes);
    const body = (await enRoute(agentCookie, first.sessionId)).json<{ estimated_arrival: string }>();
    expect([before, expectedArrival(minutes)]).toContain(body.estimated_arrival);
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

  it("another agent's session, or a company session, answers 404 or 401", async () => {
    const first = await setup();
    const other = await setup();
    const session = await first.book(FIRST_CLIENT, 4);
    expect((await enRoute(other.agentCookie, session.sessionId)).statusCode).toBe(404);
    expect((await enRoute(first.company.cookie, session.sessionId)).statusCode).toBe(401);
  });
});

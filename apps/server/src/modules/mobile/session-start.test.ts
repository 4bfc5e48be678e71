import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  formatAppointmentDate,
  parisDateOf,
  workWeekAt,
  type MobileSession,
  type SessionStatus,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { missionSessions, missions } from '../../db/schema/index.ts';

/**
 * Issue 39: the agent app's 'Démarrer' (POST /mobile/sessions/{id}/start, the door the offline
 * queue replays too) starts a planned session on its day only, unless the planner allowed an early
 * start. Every state of the lifecycle against every day, through HTTP, on both engines.
 */
const m = MESSAGES.mobile;
const PASSWORD = 'secret-agent';
/** A working day of next week: before it today, whatever today is. */
const TUESDAY = workWeekAt(parisDateOf(new Date()), 1).days[1]!;
const WEDNESDAY = workWeekAt(parisDateOf(new Date()), 1).days[2]!;
const DAY = formatAppointmentDate(TUESDAY);

let app: FastifyInstance;
let company: TestCompany;
let agent: { id: number; name: string };

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'premium' });
  agent = await buildAgent(app, company.id, { name: 'Julie Martin', password: PASSWORD });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
});

/**
 * Moves `Date` (only it: timers and the database stay real, and it keeps running) to 10h00 Paris
 * on `date`. The agent signs in after the move, so the fake clock never outlives its session.
 */
function setClockTo(date: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(appointmentStart(date, 8));
}

async function signInAgent(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: agent.name, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  if (!cookie) {
    throw new Error(`no agent cookie: ${response.statusCode} ${response.body}`);
  }
  return `${cookie.name}=${cookie.value}`;
}

let nextSlot = 0;
/** A mission of the agent with one session on `date` in `status` (its own slot: sessions of one agent never overlap). */
async function buildSession(status: SessionStatus, { date = TUESDAY, earlyStartAllowed = false } = {}) {
  const beginning = nextSlot;
  nextSlot += 1;
  const mission = await buildMission(
    app,
    company.id,
    { status, clientName: `Client ${beginning}` },
    {
      date,
      beginning,
      ending: beginning + 1,
      sessionStatus: status,
      earlyStartAllowed,
      agentIds: [agent.id],
    },
  );
  const [session] = await app.db
    .select()
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)));
  return { missionId: mission.id, sessionId: session!.id };
}

/** The mission's and its session's rows as stored: what a refused start must leave as it was. */
async function rowsOf({ missionId, sessionId }: { missionId: number; sessionId: number }) {
  const [mission] = await app.db
    .select()
    .from(missions)
    .where(and(eq(missions.companyId, company.id), eq(missions.id, missionId)));
  const [session] = await app.db
    .select()
    .from(missionSessions)
    .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.id, sessionId)));
  return { mission, session };
}

type When = 'before the day' | 'the day' | 'before the day, allowed early' | 'the day after, allowed early';
const WHEN: readonly When[] = [
  'before the day',
  'the day',
  'before the day, allowed early',
  'the day after, allowed early',
];

/** What 'Démarrer' answers: null for a start, else the refusal's French message (409). */
function expectedRefusal(status: SessionStatus, when: When): string | null {
  switch (status) {
    case 'in_progress':
      return m.sessionAlreadyStarted;
    case 'completed':
      return m.sessionAlreadyCompleted;
    case 'cancelled':
      return m.sessionCancelled;
    case 'planned':
      if (when === 'before the day') {
        return m.startBeforeDay(DAY);
      }
      return when === 'the day after, allowed early' ? m.startAfterDay(DAY) : null;
  }
}

const STATUSES: readonly SessionStatus[] = ['planned', 'in_progress', 'completed', 'cancelled'];
const CASES = STATUSES.flatMap((status) =>
  WHEN.map((when) => ({ status, when, refusal: expectedRefusal(status, when) })),
);

describe("'Démarrer' in the agent app: every state against every day", () => {
  it.each(CASES)('$status, $when', async ({ status, when, refusal }) => {
    const ids = await buildSession(status, { earlyStartAllowed: when.endsWith('allowed early') });
    if (when === 'the day') {
      setClockTo(TUESDAY);
    } else if (when === 'the day after, allowed early') {
      setClockTo(WEDNESDAY);
    }
    const cookie = await signInAgent();
    const before = await rowsOf(ids);

    const response = await call(app, 'POST', `/mobile/sessions/${ids.sessionId}/start`, cookie);

    if (refusal === null) {
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<{ data: MobileSession }>().data;
      expect(data).toMatchObject({ session_status: 'in_progress', mission_status: 'in_progress' });
      const after = await rowsOf(ids);
      expect(after.session?.sessionStatus).toBe('in_progress');
      expect(after.session?.startedAt).toBeInstanceOf(Date);
      expect(after.mission?.status).toBe('in_progress');
    } else {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toBe(refusal);
      expect(await rowsOf(ids)).toEqual(before);
    }
  });

  it('a queued start replayed before the day (its Idempotency-Key) is refused the same way, and changes nothing', async () => {
    const ids = await buildSession('planned');
    const cookie = await signInAgent();
    const before = await rowsOf(ids);
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call(
        app,
        'POST',
        `/mobile/sessions/${ids.sessionId}/start`,
        cookie,
        {},
        { 'idempotency-key': key },
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error).toBe(m.startBeforeDay(DAY));
    }
    expect(await rowsOf(ids)).toEqual(before);
  });
});

describe('the planner allows an early start in the session edit', () => {
  it("the back office's session edit sets the allowance; the agent then starts before the day", async () => {
    const ids = await buildSession('planned');
    const cookie = await signInAgent();
    const url = `/mobile/sessions/${ids.sessionId}/start`;
    expect((await call(app, 'POST', url, cookie)).statusCode).toBe(409);

    const invalid = await call(app, 'PUT', `/api/rdv-unified/sessions/${ids.sessionId}`, company, {
      early_start_allowed: 'oui',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe(MESSAGES.missions.earlyStartInvalid);

    const allowed = await call(app, 'PUT', `/api/rdv-unified/sessions/${ids.sessionId}`, company, {
      early_start_allowed: true,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const presented = allowed
      .json<{ data: { sessions: { session_id: number; early_start_allowed: boolean }[] } }>()
      .data.sessions.find((session) => session.session_id === ids.sessionId);
    expect(presented?.early_start_allowed).toBe(true);

    const schedule = await call(app, 'GET', `/mobile/sessions/${ids.sessionId}`, cookie);
    expect(schedule.json<{ data: MobileSession }>().data.early_start_allowed).toBe(true);

    const started = await call(app, 'POST', url, cookie);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<{ data: MobileSession }>().data.session_status).toBe('in_progress');
  });

  it('the back office itself is not bound by the day: it sets a session of next week in progress', async () => {
    const ids = await buildSession('planned');
    const response = await call(app, 'PUT', `/api/rdv-unified/sessions/${ids.sessionId}`, company, {
      session_status: 'in_progress',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(ids)).session?.sessionStatus).toBe('in_progress');
  });
});

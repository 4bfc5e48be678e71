import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  addDays,
  isWorkingDay,
  parisDateOf,
  type AgentWeekResponse,
  type RecentMissionsResponse,
} from '@tourneo/domain';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createNotificationListener } from '../db/notifications.ts';
import { readConfig } from '../config.ts';
import { sessionCookieOf } from '../test/test-app.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { readDemoActivity } from '../test/demo-activity.ts';
import { DEMO_AGENT_PASSWORD, seedDemoCompanyIfEmpty } from './demo.ts';
import { isSchedulingDay } from '@tourneo/domain/scheduling/horizon';
import { demoPeriodOf } from './demo-plan.ts';

/**
 * The demo a new user tries after `make start`, on its own fresh embedded database, seeded at the
 * real clock (seed/demo-activity.test.ts checks the activity at fixed clocks, on both engines).
 */
let dataDir: string;
let handle: DatabaseHandle;
let storage: FileStorage;
let app: FastifyInstance;
let cookie: string;
let companyId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-demo-'));
  handle = await openDatabase({ dataDir });
  storage = createLocalStorage(path.join(dataDir, 'files'));
  const started = performance.now();
  expect(await seedDemoCompanyIfEmpty(handle.db, { storage })).toBe(true);
  // The figure the README quotes; not asserted (machine speed).
  console.info(`demo seeded in ${Math.round(performance.now() - started)} ms`);
  app = await buildApp({
    db: handle.db,
    config: readConfig({}),
    serveWeb: false,
    notifications: createNotificationListener(handle),
    storage,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { company_name: 'demo', company_password: 'tourneo-demo' },
  });
  cookie = sessionCookieOf(login);
  companyId = login.json<{ admin: { company_id: number } }>().admin.company_id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, 'sec-fetch-site': 'same-origin' } });

describe('the demo company', () => {
  it('is seeded once only: a second start adds nothing', async () => {
    const before = await readDemoActivity(handle.db, companyId);
    expect(before.sessions.length).toBeGreaterThan(0);
    expect(await seedDemoCompanyIfEmpty(handle.db, { storage })).toBe(false);
    const after = await readDemoActivity(handle.db, companyId);
    expect(after.sessions).toHaveLength(before.sessions.length);
    expect(after.files).toHaveLength(before.files.length);
    expect(after.outbox).toHaveLength(before.outbox.length);
  });

  it("shows this week's and next week's missions on an agent's calendar", async () => {
    const agents = (await post('/agents/get-all', {})).json<{ id: number; name: string }[]>();
    const julien = agents.find((agent) => agent.name === 'Julien Moreau')!;
    const period = demoPeriodOf(parisDateOf(new Date()));
    const offset = isWorkingDay(parisDateOf(new Date())) ? 0 : 1;
    for (const week of [offset, offset + 1]) {
      const response = await post(`/api/rdv-unified/agent/${julien.id}/week-range?currentWeek=${week}`, {});
      expect(response.statusCode, response.body).toBe(200);
      const dates = response
        .json<AgentWeekResponse>()
        .data.flatMap((mission) => mission.sessions.map((session) => session.date));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((date) => date >= period.thisWeek.start && date <= period.nextWeek.end)).toBe(true);
    }
  });

  it("lists completed missions with photos and signature in 'Missions récentes', and one's PDF renders", async () => {
    // The demo's two past months, every page (its cancellations are drawn at random: the first
    // page of the default window has none on some days, 28 March 2027 for one).
    const today = parisDateOf(new Date());
    const response = await post('/recent-missions/get-all-unlimited', {
      startDate: demoPeriodOf(today).from,
      endDate: today,
    });
    expect(response.statusCode, response.body).toBe(200);
    const recent = response.json<RecentMissionsResponse>().data;
    const reported = recent.filter(
      (mission) => mission.status === 'completed' && mission.photo_count > 0 && mission.has_signature,
    );
    expect(reported.length).toBeGreaterThan(10);
    expect(recent.some((mission) => mission.status === 'cancelled')).toBe(true);
    const pdf = await post('/pdf/generate-pdf', { rdv_id: reported[0]!.id });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The photos and the signature are embedded: a PDF far bigger than its text alone.
    expect(pdf.rawPayload.length).toBeGreaterThan(20_000);
  });

  it('has located clients, so that take-charge proposes slots (and the one in Lyon, none)', async () => {
    const clients = (await post('/client/get-all', {})).json<{ data: { id: number; name: string }[] }>().data;
    const proposalsFor = async (name: string) => {
      const client = clients.find((each) => each.name === name)!;
      const response = await post('/rdv/make-appointment', { clientId: client.id });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ message: string; proposals: unknown[] }>();
    };
    expect((await proposalsFor('Martin')).proposals.length).toBeGreaterThan(0);
    const lyon = await proposalsFor('Bernard');
    expect(lyon.proposals).toEqual([]);
    expect(lyon.message).toBe(MESSAGES.booking.noSlotAvailable);
  });

  it("lets a demo agent sign in to the agent app with the README's password and see his day", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/mobile/login',
      payload: { company_name: 'demo', agent_name: 'Julien Moreau', password: DEMO_AGENT_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    const agentCookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session')!;
    // The first day the demo plans: its first upcoming day unless that is a public holiday (the
    // demo plans none: 1 January, or a run begun on 31 December and gone past midnight).
    let from = demoPeriodOf(parisDateOf(new Date())).firstUpcoming;
    while (!isSchedulingDay(from)) {
      from = addDays(from, 1);
    }
    const schedule = await app.inject({
      method: 'POST',
      url: '/mobile/schedule',
      payload: { from, days: 1 },
      headers: { cookie: `${agentCookie.name}=${agentCookie.value}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { createNotificationListener } from '../db/notifications.ts';
import { readConfig } from '../config.ts';
import { sessionCookieOf } from '../test/test-app.ts';
import { DEMO_AGENT_PASSWORD, seedDemoCompanyIfEmpty } from './demo.ts';

/** The demo a new user tries after `make start`, on its own fresh embedded database. */
let dataDir: string;
let handle: DatabaseHandle;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-demo-'));
  handle = await openDatabase({ dataDir });
  expect(await seedDemoCompanyIfEmpty(handle.db)).toBe(true);
  app = await buildApp({
    db: handle.db,
    config: readConfig({}),
    serveWeb: false,
    notifications: createNotificationListener(handle),
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { company_name: 'demo', company_password: 'tourneo-demo' },
  });
  cookie = sessionCookieOf(login);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, 'sec-fetch-site': 'same-origin' } });

describe('the demo company', () => {
  it('is seeded once only', async () => {
    expect(await seedDemoCompanyIfEmpty(handle.db)).toBe(false);
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

  it("lets a demo agent sign in to the agent app with the README's password", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/mobile/login',
      payload: { company_name: 'demo', agent_name: 'Julien Moreau', password: DEMO_AGENT_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import {
  buildCompany,
  createTestApp,
  getTestDatabase,
  sessionCookieOf,
  type TestCompany,
} from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { createNotificationListener, type NotificationListener } from '../../db/notifications.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';

/**
 * Live updates through a real HTTP stream. Two apps stand for two server processes: the calendar
 * listens on the first, the change goes through the second, which has its own LISTEN connection
 * (on PostgreSQL; PGlite has one instance per process anyway).
 */
let listening: FastifyInstance;
let writer: FastifyInstance;
let writerNotifications: NotificationListener;
let baseUrl: string;

beforeAll(async () => {
  listening = await createTestApp();
  await listening.listen({ port: 0, host: '127.0.0.1' });
  const address = listening.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const handle = await getTestDatabase();
  writerNotifications = createNotificationListener(handle);
  writer = await buildApp({
    db: handle.db,
    config: readConfig({}),
    serveWeb: false,
    notifications: writerNotifications,
  });
  await writer.ready();
});

afterAll(async () => {
  await listening?.close();
  await writer?.close();
  await writerNotifications?.close();
});

interface ReceivedChange {
  agent_ids: number[];
  dates: string[];
}

/** Opens the company's event stream and collects the `missions` events it receives. */
async function openStream(cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/rdv-unified/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const events: ReceivedChange[] = [];
  let ended = false;
  if (response.status === 200 && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block);
            if (/^event: missions$/m.test(block) && data) {
              events.push(JSON.parse(data[1]!) as ReceivedChange);
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  const waitFor = async (predicate: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return predicate();
  };
  return { response, events, waitFor, isEnded: () => ended, close: () => controller.abort() };
}

async function createSessionFor(
  company: TestCompany,
  agentId: number,
  operationId: number,
  dayIndex: number,
) {
  const date = workWeekAt(parisDateOf(new Date()), 1).days[dayIndex]!;
  const response = await writer.inject({
    method: 'POST',
    url: '/api/rdv-unified',
    headers: { cookie: company.cookie, 'sec-fetch-site': 'same-origin' },
    payload: {
      client_name: 'Client',
      adresse: '1 rue de la Paix',
      operation_id: operationId,
      sessions: [{ date, beginning: 0, ending: 4, agents: [{ agent_id: agentId }] }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return date;
}

async function companyWithAgent() {
  const company = await buildCompany(listening);
  const agent = await buildAgent(listening, company.id);
  const operation = await buildOperation(listening, company.id);
  return { company, agentId: agent.id, operationId: operation.id };
}

describe('GET /api/rdv-unified/events', () => {
  it("delivers the company's changes made through another server within a second, and no other company's", async () => {
    const own = await companyWithAgent();
    const other = await companyWithAgent();
    const stream = await openStream(own.company.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      await createSessionFor(other.company, other.agentId, other.operationId, 0);
      const started = Date.now();
      const date = await createSessionFor(own.company, own.agentId, own.operationId, 1);
      const isReceived = await stream.waitFor(() => stream.events.length > 0, 1_000);
      expect(isReceived, 'événement reçu en moins d’une seconde').toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(stream.events[0]).toEqual({ agent_ids: [own.agentId], dates: [date] });
      // The other company's change (made first, so delivered first had it been sent) never arrived.
      expect(stream.events.some((event) => event.agent_ids.includes(other.agentId))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('a rolled-back change (a conflict) sends nothing', async () => {
    const own = await companyWithAgent();
    // The stream is open before the first change and has received it: its NOTIFY, delivered a little
    // after the commit, cannot then be taken for one of the conflict.
    const stream = await openStream(own.company.cookie);
    try {
      await createSessionFor(own.company, own.agentId, own.operationId, 2);
      expect(await stream.waitFor(() => stream.events.length > 0, 60_000)).toBe(true);
      const received = stream.events.length;
      const date = workWeekAt(parisDateOf(new Date()), 1).days[2]!;
      const conflict = await writer.inject({
        method: 'POST',
        url: '/api/rdv-unified',
        headers: { cookie: own.company.cookie, 'sec-fetch-site': 'same-origin' },
        payload: {
          client_name: 'Client',
          adresse: '1 rue',
          sessions: [{ date, beginning: 2, ending: 6, agents: [{ agent_id: own.agentId }] }],
        },
      });
      expect(conflict.statusCode).toBe(409);
      expect(await stream.waitFor(() => stream.events.length > received, 300)).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('a stream whose session ended receives nothing more and closes', async () => {
    const own = await companyWithAgent();
    const stream = await openStream(own.company.cookie);
    try {
      expect(stream.response.status).toBe(200);
      const logout = await writer.inject({
        method: 'POST',
        url: '/admin/logout',
        headers: { cookie: own.company.cookie, 'sec-fetch-site': 'same-origin' },
        payload: {},
      });
      expect(logout.statusCode).toBe(200);
      // The change is made with a second session of the same company: it is notified as usual.
      // Through the test app: its login limits are the tests' own (the writer has production ones).
      const relogin = await listening.inject({
        method: 'POST',
        url: '/admin/login',
        payload: { company_name: own.company.name, company_password: own.company.password },
      });
      const second = sessionCookieOf(relogin);
      await createSessionFor({ ...own.company, cookie: second }, own.agentId, own.operationId, 3);
      expect(await stream.waitFor(stream.isEnded, 1_000), 'flux fermé après la déconnexion').toBe(true);
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
    }
  });
});

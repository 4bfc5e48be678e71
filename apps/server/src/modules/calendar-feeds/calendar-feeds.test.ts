import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { addDays, parisDateOf, parisInstant, type CalendarFeedResponse } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { agentCalendarFeeds, missionSessions } from '../../db/schema/index.ts';
import { CALENDAR_FEED_DAYS } from './calendar-feeds.service.ts';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

const m = CALENDAR_FEED_MESSAGES;
const PASSWORD = 'secret-agent';
const logLines: string[] = [];
let app: FastifyInstance;

/**
 * The feed holds the sessions around the server's today, and the tests place theirs around
 * `today`: the clock is fixed at noon (Paris) today and keeps running from there, so that a run
 * near midnight never sees two different days (a session 401 days after a today read before
 * midnight is 400 days after the server's today read after it, inside the feed). Only `Date` is
 * faked: timers and the database are real.
 */
const NOON = parisInstant(parisDateOf(new Date()), 12);
const today = parisDateOf(NOON);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOON);
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString('utf8'));
      callback();
    },
  });
  app = await createTestApp({ logLevel: 'info' }, undefined, { logStream });
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

const feedOf = async (company: TestCompany, agentId: number, regenerate?: boolean) => {
  const response = await call(app, 'POST', '/agents/calendar-feed', company, {
    agentId,
    ...(regenerate === undefined ? {} : { regenerate }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarFeedResponse>();
};

/** The feed's path (`/calendar/<token>.ics`) from its address. */
const pathOf = (url: string) => new URL(url).pathname;

async function readFeed(url: string) {
  const response = await app.inject({ method: 'GET', url: pathOf(url) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
  return { calendar, events };
}

async function agentCookie(company: TestCompany, agentName: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/mobile/login',
    payload: { company_name: company.name, agent_name: agentName, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'tourneo_agent_session');
  expect(cookie, response.body).toBeDefined();
  return `${cookie!.name}=${cookie!.value}`;
}

describe('calendar feeds', () => {
  it('the feed holds the agent’s sessions in Europe/Paris, with stable UIDs and cancellations marked', async () => {
    const company = await buildCompany(app);
    const agent = await buildAgent(app, company.id, { name: 'Julie Martin' });
    const colleague = await buildAgent(app, company.id);
    const operation = await buildOperation(app, company.id, 'Entretien chaudière');
    const mission = await buildMission(
      app,
      company.id,
      { clientName: 'Mme Durand', appartement: '3B', operationId: operation.id, comments: 'Code 1234' },
      { date: addDays(today, 3), beginning: 4, ending: 8, agentIds: [agent.id, colleague.id] },
    );
    const cancelled = await buildSession(app, company.id, {
      date: addDays(today, 5),
      beginning: 20,
      ending: 22,
      sessionStatus: 'cancelled',
      agentIds: [agent.id],
    });
    // Not in the feed: a colleague's own session, and a session beyond the days the feed holds.
    await buildSession(app, company.id, {
      date: addDays(today, 3),
      beginning: 10,
      ending: 12,
      agentIds: [colleague.id],
    });
    await buildSession(app, company.id, {
      date: addDays(today, CALENDAR_FEED_DAYS.ahead + 1),
      agentIds: [agent.id],
    });

    const feed = await feedOf(company, agent.id);
    expect(feed.message).toBe(m.ready);
    expect(feed.url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    // Asked again: the same address.
    expect((await feedOf(company, agent.id)).url).toBe(feed.url);

    const { calendar, events } = await readFeed(feed.url);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(m.calendarName('Julie Martin', company.name));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    expect(events).toHaveLength(2);
    const [first, second] = events;
    const [sessionId] = (
      await app.db
        .select({ id: missionSessions.id })
        .from(missionSessions)
        .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)))
    ).map((row) => row.id);
    expect(first!.event.uid).toBe(`session-${company.id}-${sessionId}@tourneo`);
    expect(first!.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Paris');
    // Slot 4 is 9h00, slot 8 is 10h00, Paris time.
    expect(first!.event.startDate.toString()).toBe(`${addDays(today, 3)}T09:00:00`);
    expect(first!.event.endDate.toString()).toBe(`${addDays(today, 3)}T10:00:00`);
    expect(first!.event.summary).toBe('Entretien chaudière – Mme Durand');
    expect(first!.event.location).toBe('1 rue de la Paix, 75002 Paris, 3B');
    expect(first!.event.description).toBe('Code 1234');
    expect(first!.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(second!.event.uid).toBe(`session-${company.id}-${cancelled.id}@tourneo`);
    expect(second!.event.startDate.toString()).toBe(`${addDays(today, 5)}T13:00:00`);
    expect(second!.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');

    // A session moved to another day stays the same event.
    await app.db
      .update(missionSessions)
      .set({ date: addDays(today, 4) })
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.id, sessionId!)));
    const moved = (await readFeed(feed.url)).events[0]!;
    expect(moved.event.uid).toBe(first!.event.uid);
    expect(moved.event.startDate.toString()).toBe(`${addDays(today, 4)}T09:00:00`);
  });

  it('a new address replaces the old one, which answers 404 at once', async () => {
    const company = await buildCompany(app);
    const agent = await buildAgent(app, company.id);
    const old = await feedOf(company, agent.id);
    const renewed = await feedOf(company, agent.id, true);
    expect(renewed.message).toBe(m.regenerated);
    expect(renewed.url).not.toBe(old.url);
    const gone = await app.inject({ method: 'GET', url: pathOf(old.url) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, message: m.unknownFeed });
    await readFeed(renewed.url);
    expect((await feedOf(company, agent.id)).url).toBe(renewed.url);
  });

  it('the agent app gets the same address; another company’s agent answers 404; the token is stored hashed and encrypted', async () => {
    const company = await buildCompany(app);
    const agent = await buildAgent(app, company.id, { password: PASSWORD });
    const other = await buildCompany(app);

    const own = await app.inject({
      method: 'POST',
      url: '/mobile/calendar-feed',
      payload: {},
      headers: { cookie: await agentCookie(company, agent.name) },
    });
    expect(own.statusCode, own.body).toBe(200);
    const feed = own.json<CalendarFeedResponse>();
    expect((await feedOf(company, agent.id)).url).toBe(feed.url);

    const foreign = await call(app, 'POST', '/agents/calendar-feed', other, { agentId: agent.id });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(app, 'POST', '/agents/calendar-feed', other, { agentId: 2_000_000_000 })).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/agents/calendar-feed', null, { agentId: agent.id })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'POST', url: '/mobile/calendar-feed', payload: {} })).statusCode).toBe(
      401,
    );

    const token = /\/calendar\/([^.]+)\.ics$/.exec(feed.url)![1]!;
    const [row] = await app.db
      .select()
      .from(agentCalendarFeeds)
      .where(and(eq(agentCalendarFeeds.companyId, company.id), eq(agentCalendarFeeds.agentId, agent.id)));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('five first requests at once agree on one address', async () => {
    const company = await buildCompany(app);
    const agent = await buildAgent(app, company.id);
    const feeds = await Promise.all(Array.from({ length: 5 }, () => feedOf(company, agent.id)));
    expect(new Set(feeds.map((feed) => feed.url)).size).toBe(1);
    await readFeed(feeds[0]!.url);
  });

  it('unknown or malformed addresses answer 404, and the access log never shows a token', async () => {
    const company = await buildCompany(app);
    const agent = await buildAgent(app, company.id);
    const feed = await feedOf(company, agent.id);
    logLines.length = 0;
    await readFeed(feed.url);
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/x.ics',
      '/calendar/..%2F..%2Fetc%2Fpasswd',
      `/calendar/${'é'.repeat(80)}`,
    ]) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
    }
    const token = /\/calendar\/([^.]+)\.ics$/.exec(feed.url)![1]!;
    const log = logLines.join('');
    expect(log).toContain('/calendar/:file');
    expect(log).not.toContain(token);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AutomationLogEntry } from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { expressOffers, missionSessions, missions } from '../../db/schema/index.ts';
import {
  bookFirstSlot,
  buildWaitingClient,
  setRule,
  setupAutomationsCompany,
  type AutomationsCompany,
} from './automations-fixture.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

/*
 * Express slots when one session leaves its place (issue 28): a planner moves a session or deletes
 * one session of a mission that keeps others; the former slot goes to the waiting clients, race-safe.
 */

const M = AUTOMATIONS_MESSAGES;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app.close();
});

const accept = (offer: string) => call(app, 'POST', '/automations/express-slot/accept', undefined, { offer });
const offersOf = (companyId: number) =>
  app.db.select().from(expressOffers).where(eq(expressOffers.companyId, companyId));

/** Other hours of the same day for a slot: an hour after it, else an hour before. */
function otherHours(slot: { beginning: number; ending: number }) {
  const length = slot.ending - slot.beginning;
  const beginning = slot.ending + 4 + length <= 36 ? slot.ending + 4 : slot.beginning - 4 - length;
  expect(beginning).toBeGreaterThanOrEqual(0);
  return { beginning, ending: beginning + length };
}

async function sessionOf(missionId: number) {
  const [session] = await app.db
    .select()
    .from(missionSessions)
    .where(eq(missionSessions.missionId, missionId));
  return session!;
}

async function bookAndWait(setup: AutomationsCompany, waiting: number) {
  const booked = await bookFirstSlot(app, setup);
  const clients = [];
  for (let index = 0; index < waiting; index += 1) {
    clients.push(await buildWaitingClient(app, setup, 0.2 + index * 0.05));
  }
  await setRule(app, setup.company, {
    rule: 'express_slots',
    is_enabled: true,
    settings: { max_clients: Math.max(waiting, 1) },
  });
  return { booked, clients };
}

describe('Express slots of a session moved or deleted', () => {
  it('a session moved to other hours offers its former slot; of 20 concurrent acceptances exactly one wins', async () => {
    // Meaningful on PostgreSQL, where the transactions run at once (PGlite takes them in turn).
    const setup = await setupAutomationsCompany(app);
    const { booked } = await bookAndWait(setup, 20);
    const session = await sessionOf(booked.missionId);
    const hours = otherHours(booked.slot);
    const moved = await call(app, 'POST', `/api/rdv-unified/sessions/${session.id}/move`, setup.company, {
      new_date: booked.slot.date,
      new_beginning: hours.beginning,
      new_ending: hours.ending,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const offers = await offersOf(setup.company.id);
    expect(offers).toHaveLength(20);
    for (const offer of offers) {
      expect(offer).toMatchObject({
        date: booked.slot.date,
        beginning: booked.slot.beginning,
        freedMissionId: booked.missionId,
      });
    }
    const responses = await Promise.all(offers.map((offer) => accept(offer.publicId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().error).toBe(M.expressTaken);
    }
    // The moved mission and the one winner's.
    const booking = await app.db.select().from(missions).where(eq(missions.companyId, setup.company.id));
    expect(booking).toHaveLength(2);
    const log = await call(app, 'POST', '/automations/log', setup.company, { rule: 'express_slots' });
    const actions = log.json<{ entries: AutomationLogEntry[] }>().entries.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'offered')).toHaveLength(20);
    expect(actions.filter((action) => action === 'accepted')).toHaveLength(1);
  });

  it('a session deleted from a mission that keeps another offers its slot; lengthening one frees nothing', async () => {
    const setup = await setupAutomationsCompany(app);
    const { booked, clients } = await bookAndWait(setup, 2);
    const first = await sessionOf(booked.missionId);
    // Lengthened by a quarter of an hour: it still covers its former hours.
    const longer = await call(app, 'PUT', `/api/rdv-unified/sessions/${first.id}`, setup.company, {
      ending: first.ending + 1 <= 36 ? first.ending + 1 : first.ending,
      beginning: first.ending + 1 <= 36 ? first.beginning : first.beginning - 1,
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await offersOf(setup.company.id)).toHaveLength(0);

    const hours = otherHours(booked.slot);
    const added = await call(
      app,
      'POST',
      `/api/rdv-unified/${booked.missionId}/add-sessions`,
      setup.company,
      {
        sessions: [{ date: booked.slot.date, ...hours, agents: [{ agent_id: setup.agentId }] }],
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const deleted = await call(app, 'DELETE', `/api/rdv-unified/sessions/${first.id}`, setup.company);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.rdv_deleted).toBe(false);

    const offers = await offersOf(setup.company.id);
    expect(offers.map((offer) => offer.clientId)).toEqual(clients.map((client) => client.id));
    expect(offers.every((offer) => offer.date === booked.slot.date)).toBe(true);
    const won = await accept(offers[0]!.publicId);
    expect(won.statusCode, won.body).toBe(200);
    const taken = await accept(offers[1]!.publicId);
    expect(taken.statusCode).toBe(409);
    const sessions = await app.db
      .select()
      .from(missionSessions)
      .where(
        and(eq(missionSessions.companyId, setup.company.id), eq(missionSessions.missionId, booked.missionId)),
      );
    expect(sessions).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { type AutomationLogEntry, type AutomationsResponse } from '@tourneo/domain';
import { buildCompany, createTestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { companies, expressOffers, missions, outboxMessages } from '../../db/schema/index.ts';
import {
  bookFirstSlot,
  buildWaitingClient,
  setRule,
  setupAutomationsCompany,
} from './automations-fixture.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;
let app: FastifyInstance;
beforeAll(async () => {
  // Many acceptances come from one address: the booking calls' limit is tested with the booking link.
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app.close();
});

const logOf = async (company: Parameters<typeof call>[3], rule?: string) => {
  const response = await call(app, 'POST', '/automations/log', company, rule ? { rule } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: AutomationLogEntry[] }>().entries;
};

const accept = (offer: string) => call(app, 'POST', '/automations/express-slot/accept', undefined, { offer });

async function offersOf(companyId: number) {
  return app.db.select().from(expressOffers).where(eq(expressOffers.companyId, companyId));
}

describe('/automations/get, /update, /log', () => {
  it('answers 401 without a session, 403 without the feature, 400 with a French message', async () => {
    const none = await call(app, 'POST', '/automations/get', undefined, {});
    expect(none.statusCode).toBe(401);
    const standard = await buildCompany(app, { plan: 'standard' });
    const refused = await call(app, 'POST', '/automations/get', standard, {});
    expect(refused.statusCode).toBe(403);
    const premium = await buildCompany(app, { plan: 'premium' });
    const badRule = await call(app, 'POST', '/automations/update', premium, { rule: 'nope' });
    expect(badRule.statusCode).toBe(400);
    expect(badRule.json().error).toBe(M.ruleInvalid);
    const badDays = await call(app, 'POST', '/automations/update', premium, {
      rule: 'booking_reminder',
      settings: { reminder_days: 0 },
    });
    expect(badDays.json().error).toBe(M.reminderDaysInvalid);
  });

  it('lists every rule paused by default, switches one on, tunes it and pauses it', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const listed = await call(app, 'POST', '/automations/get', company, {});
    expect(listed.json<AutomationsResponse>().rules.map((rule) => [rule.rule, rule.is_enabled])).toEqual([
      ['express_slots', false],
      ['booking_reminder', false],
      ['session_report', false],
      ['satisfaction_survey', false],
    ]);
    const on = await setRule(app, company, {
      rule: 'express_slots',
      is_enabled: true,
      settings: { max_clients: 2 },
    });
    expect(on.json()).toMatchObject({
      message: M.saved,
      rule: { is_enabled: true, settings: { max_clients: 2 } },
    });
    await setRule(app, company, { rule: 'express_slots', is_enabled: false });
    const after = await call(app, 'POST', '/automations/get', company, {});
    expect(after.json().rules[0]).toMatchObject({ is_enabled: false, settings: { max_clients: 2 } });
  });
});

describe('Express slots', () => {
  it('offers a freed slot to the nearest waiting clients only, qualification respected, and logs it', async () => {
    const setup = await setupAutomationsCompany(app);
    const booked = await bookFirstSlot(app, setup);
    // The nearest of all needs a qualification the freed slot's agent lacks.
    const unqualified = await buildWaitingClient(app, setup, 0.1, { operationId: setup.otherOperationId });
    const near = await buildWaitingClient(app, setup, 0.5);
    const middle = await buildWaitingClient(app, setup, 1);
    const nextOne = await buildWaitingClient(app, setup, 2);
    const far = await buildWaitingClient(app, setup, 8);
    await setRule(app, setup.company, {
      rule: 'express_slots',
      is_enabled: true,
      settings: { max_clients: 3 },
    });

    const deleted = await call(app, 'DELETE', `/api/rdv-unified/${booked.missionId}`, setup.company);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const offers = await offersOf(setup.company.id);
    expect(offers.map((offer) => offer.clientId)).toEqual([near.id, middle.id, nextOne.id]);
    expect(
      offers.every((offer) => offer.date === booked.slot.date && offer.beginning === booked.slot.beginning),
    ).toBe(true);
    expect(offers.map((offer) => offer.clientId)).not.toContain(unqualified.id);
    expect(offers.map((offer) => offer.clientId)).not.toContain(far.id);
    const messages = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, setup.company.id), eq(outboxMessages.kind, 'express_slot')));
    const emails = messages.filter((message) => message.channel === 'email');
    expect(emails.map((message) => message.recipient).sort()).toEqual(
      [near.email, middle.email, nextOne.email].sort(),
    );
    for (const email of emails) {
      const offer = offers.find((each) => each.clientId === email.clientId)!;
      expect(email.bodyText).toContain(`express=${offer.publicId}`);
    }
    const log = await logOf(setup.company, 'express_slots');
    expect(log.filter((entry) => entry.action === 'offered')).toHaveLength(3);
    expect(log[0]).toMatchObject({ label: M.actions.offered, rule: 'express_slots' });

    // The first to accept gets it; the next is told, in French, that it was taken.
    const won = await accept(offers[1]!.publicId);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ message: M.expressAccepted, appointment: { date: booked.slot.date } });
    const lost = await accept(offers[0]!.publicId);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().error).toBe(M.expressTaken);
    const again = await accept(offers[1]!.publicId);
    expect(again.json().error).toBe(M.expressAlreadyBooked);
    const booking = await app.db
      .select()
      .from(missions)
      .where(and(eq(missions.companyId, setup.company.id), eq(missions.clientId, middle.id)));
    expect(booking).toHaveLength(1);
    expect((await logOf(setup.company, 'express_slots'))[0]).toMatchObject({
      action: 'accepted',
      client_name: `${middle.prenom} ${middle.name}`,
    });
    expect((await accept('x'.repeat(22))).statusCode).toBe(404);
  });

  it('does nothing while the rule is paused, or once the plan lost the feature', async () => {
    const setup = await setupAutomationsCompany(app);
    const booked = await bookFirstSlot(app, setup);
    await buildWaitingClient(app, setup, 0.5);
    await setRule(app, setup.company, { rule: 'express_slots', is_enabled: false });
    await call(app, 'DELETE', `/api/rdv-unified/${booked.missionId}`, setup.company);
    expect(await offersOf(setup.company.id)).toHaveLength(0);
    expect(await logOf(setup.company)).toHaveLength(0);
    // Switched on, then the plan goes down to one without the automations.
    const second = await bookFirstSlot(app, setup);
    await setRule(app, setup.company, { rule: 'express_slots', is_enabled: true });
    await app.db
      .update(companies)
      .set({ subscriptionPlan: 'business' })
      .where(eq(companies.id, setup.company.id));
    await call(app, 'DELETE', `/api/rdv-unified/${second.missionId}`, setup.company);
    expect(await offersOf(setup.company.id)).toHaveLength(0);
  });

  it('of 20 concurrent acceptances of one freed slot, exactly one wins', async () => {
    // Meaningful on PostgreSQL, where the transactions run at once (PGlite takes them in turn).
    const setup = await setupAutomationsCompany(app);
    const booked = await bookFirstSlot(app, setup);
    for (let index = 0; index < 20; index += 1) {
      await buildWaitingClient(app, setup, 0.2 + index * 0.05);
    }
    await setRule(app, setup.company, {
      rule: 'express_slots',
      is_enabled: true,
      settings: { max_clients: 20 },
    });
    await call(app, 'DELETE', `/api/rdv-unified/${booked.missionId}`, setup.company);
    const offers = await offersOf(setup.company.id);
    expect(offers).toHaveLength(20);
    const responses = await Promise.all(offers.map((offer) => accept(offer.publicId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().error).toBe(M.expressTaken);
    }
    const booking = await app.db.select().from(missions).where(eq(missions.companyId, setup.company.id));
    expect(booking).toHaveLength(1);
  });
});

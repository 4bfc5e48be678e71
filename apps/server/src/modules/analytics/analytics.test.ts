import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  featureMissingMessage,
  type ChangesResponse,
  type FunnelResponse,
  type OccupancyResponse,
  type UtilisationResponse,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { bookingEvents, outboxMessages } from '../../db/schema/index.ts';

/**
 * Analytics Avancé against a fixture computed by hand (issue 23). The week of Monday 2025-03-03:
 * - Monday, Alice: 8h-9h at Près (Relevé, from home: 18 min), 9h-10h at Loin (Relevé, from Près: 40 min);
 * - Tuesday, Bruno: 8h30-9h30 (Entretien, no client: no travel known);
 * - Wednesday, Alice: a cancelled mission (left out; a company's cancellation); Monday 10th: outside.
 * Links: e-mail to c1 (opened, chosen, booked 6 h later, done) and c2 (opened); SMS to c3 (opened,
 * chosen, booked 24 h later, planned) and c4; e-mail to c5 before the period (left out).
 */
let app: FastifyInstance;
let company: TestCompany;
let other: TestCompany;
const ids = { alice: 0, bruno: 0, releve: 0, entretien: 0 };
const WEEK = { from: '2025-03-03', to: '2025-03-09' };

beforeAll(async () => {
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'premium' });
  other = await buildCompany(app, { plan: 'premium' });
  const c = company.id;
  ids.alice = (await buildAgent(app, c, { name: 'Alice', latitude: 48.8566, longitude: 2.3522 })).id;
  ids.bruno = (await buildAgent(app, c, { name: 'Bruno' })).id;
  ids.releve = (await buildOperation(app, c, 'Relevé')).id;
  ids.entretien = (await buildOperation(app, c, 'Entretien')).id;
  const near = await buildClient(app, c, { name: 'Près', latitude: 48.8566, longitude: 2.4522 });
  const far = await buildClient(app, c, {
    name: 'Loin',
    telephone: '0699999999',
    latitude: 49.0566,
    longitude: 2.4522,
  });
  const session = (date: string, beginning: number, ending: number, agentId: number) => ({
    date,
    beginning,
    ending,
    agentIds: [agentId],
  });
  await buildMission(
    app,
    c,
    { operationId: ids.releve, clientId: near.id, status: 'completed' },
    session('2025-03-03', 0, 4, ids.alice),
  );
  await buildMission(
    app,
    c,
    { operationId: ids.releve, clientId: far.id },
    session('2025-03-03', 4, 8, ids.alice),
  );
  await buildMission(app, c, { operationId: ids.entretien }, session('2025-03-04', 2, 6, ids.bruno));
  await buildMission(
    app,
    c,
    { operationId: ids.releve, status: 'cancelled' },
    {
      ...session('2025-03-05', 0, 4, ids.alice),
      sessionStatus: 'cancelled',
    },
  );
  await buildMission(app, c, { operationId: ids.releve }, session('2025-03-10', 0, 4, ids.alice));

  const at = (instant: string) => new Date(instant);
  const linkClients = [];
  for (const [index, name] of ['c1', 'c2', 'c3', 'c4', 'c5'].entries()) {
    linkClients.push(
      await buildClient(app, c, { name, telephone: `061111111${index}`, operationId: ids.releve }),
    );
  }
  const [c1, c2, c3, c4, c5] = linkClients as [
    typeof near,
    typeof near,
    typeof near,
    typeof near,
    typeof near,
  ];
  const invitations: [typeof near, 'email' | 'sms', string][] = [
    [c1, 'email', '2025-03-03T10:00:00Z'],
    [c2, 'email', '2025-03-04T10:00:00Z'],
    [c3, 'sms', '2025-03-05T10:00:00Z'],
    [c4, 'sms', '2025-03-05T10:00:00Z'],
    [c5, 'email', '2025-02-20T10:00:00Z'],
  ];
  for (const [client, channel, sentAt] of invitations) {
    await app.db.insert(outboxMessages).values({
      companyId: c,
      dedupeKey: `test-invitation-${client.id}`,
      channel,
      recipient: 'x',
      bodyText: 'Invitation',
      kind: 'invitation',
      clientId: client.id,
      status: 'sent',
      sentAt: at(sentAt),
      createdAt: at(sentAt),
    });
  }
  const event = (
    client: typeof near,
    kind: 'opened' | 'slot_chosen' | 'cancelled' | 'rescheduled' | 'declined',
    via: string | null,
    instant: string,
  ) =>
    app.db
      .insert(bookingEvents)
      .values({ companyId: c, clientId: client.id, kind, details: { via }, createdAt: at(instant) });
  await event(c1, 'opened', 'email', '2025-03-03T11:00:00Z');
  await event(c1, 'slot_chosen', 'email', '2025-03-03T15:59:00Z');
  await event(c2, 'opened', 'email', '2025-03-04T12:00:00Z');
  await event(c3, 'opened', 'sms', '2025-03-05T12:00:00Z');
  await event(c3, 'slot_chosen', 'sms', '2025-03-06T09:59:00Z');
  await event(c5, 'opened', 'email', '2025-03-04T12:00:00Z');
  await buildMission(app, c, {
    clientId: c1.id,
    bookedVia: 'email',
    status: 'completed',
    createdAt: at('2025-03-03T16:00:00Z'),
  });
  await buildMission(app, c, { clientId: c3.id, bookedVia: 'sms', createdAt: at('2025-03-06T10:00:00Z') });
  await event(c2, 'cancelled', null, '2025-03-04T15:00:00Z');
  await event(c3, 'rescheduled', null, '2025-03-05T15:00:00Z');
  await event(c4, 'declined', null, '2025-03-06T15:00:00Z');
  await event(c4, 'declined', null, '2025-03-07T15:00:00Z');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const post = async <T>(url: string, as: TestCompany, payload: object = WEEK) => {
  const response = await call(app, 'POST', url, as, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('/analytics/...', () => {
  it('answers 401, 400 (French), 403 without advanced_analytics, 404 for another company’s agent', async () => {
    expect((await call(app, 'POST', '/analytics/occupancy', null, WEEK)).statusCode).toBe(401);
    const reversed = await call(app, 'POST', '/analytics/occupancy', company, {
      from: '2025-03-09',
      to: '2025-03-03',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toBe(MESSAGES.analytics.periodInvalid);
    const business = await buildCompany(app, { plan: 'business' });
    for (const url of [
      '/analytics/occupancy',
      '/analytics/utilisation',
      '/analytics/funnel',
      '/analytics/changes',
    ]) {
      const refused = await call(app, 'POST', url, business, WEEK);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(featureMissingMessage('advanced_analytics'));
    }
    const foreign = await call(app, 'POST', '/analytics/utilisation', other, { ...WEEK, agentId: ids.alice });
    expect(foreign.statusCode).toBe(404);
  });

  it('occupancy: booked agent minutes per weekday and hour against the agents’ hours', async () => {
    const cellsOf = async (payload: object) => {
      const body = await post<OccupancyResponse>('/analytics/occupancy', company, payload);
      return body.data.cells
        .filter((cell) => cell.bookedMinutes > 0)
        .map((cell) => [cell.weekday, cell.hour, cell.bookedMinutes, cell.capacityMinutes, cell.occupancy]);
    };
    expect(await cellsOf(WEEK)).toEqual([
      [1, 8, 60, 120, 50],
      [1, 9, 60, 120, 50],
      [2, 8, 30, 120, 25],
      [2, 9, 30, 120, 25],
    ]);
    expect(await cellsOf({ ...WEEK, agentId: ids.alice })).toEqual([
      [1, 8, 60, 60, 100],
      [1, 9, 60, 60, 100],
    ]);
    expect(await cellsOf({ ...WEEK, operationId: ids.entretien })).toEqual([
      [2, 8, 30, 120, 25],
      [2, 9, 30, 120, 25],
    ]);
  });

  it('utilisation: booked and travel time against 5 working days of 9 hours, the engine’s travel', async () => {
    const body = await post<UtilisationResponse>('/analytics/utilisation', company);
    expect(body.data.workingDays).toBe(5);
    expect(body.data.agents).toEqual([
      {
        agentId: ids.alice,
        name: 'Alice',
        workingMinutes: 2700,
        bookedMinutes: 120,
        travelMinutes: 58,
        utilisation: 4.4,
        travelShare: 2.1,
      },
      {
        agentId: ids.bruno,
        name: 'Bruno',
        workingMinutes: 2700,
        bookedMinutes: 60,
        travelMinutes: 0,
        utilisation: 2.2,
        travelShare: 0,
      },
    ]);
  });

  it('funnel: sent → opened → slot chosen → confirmed → done per channel, hours to booking', async () => {
    const body = await post<FunnelResponse>('/analytics/funnel', company);
    expect(body.data.channels).toEqual([
      { channel: 'email', sent: 2, opened: 2, chosen: 1, confirmed: 1, done: 1, medianHoursToBooking: 6 },
      { channel: 'sms', sent: 2, opened: 1, chosen: 1, confirmed: 1, done: 0, medianHoursToBooking: 24 },
    ]);
  });

  it('changes: the clients’ cancellations, reschedules and declines, the company’s cancellations', async () => {
    const body = await post<ChangesResponse>('/analytics/changes', company);
    expect(body.data.months).toEqual([
      { month: '2025-03', cancelledByClient: 1, cancelledByCompany: 1, rescheduled: 1, declined: 2 },
    ]);
  });

  it('working time leaves out public holidays: Easter Monday 2025 is not worked', async () => {
    const easter = { from: '2025-04-21', to: '2025-04-27' };
    const utilisation = await post<UtilisationResponse>('/analytics/utilisation', company, easter);
    expect(utilisation.data.workingDays).toBe(4);
    expect(utilisation.data.agents.map((agent) => agent.workingMinutes)).toEqual([2160, 2160]);
    const occupancy = await post<OccupancyResponse>('/analytics/occupancy', company, easter);
    const capacity = (weekday: number) =>
      occupancy.data.cells.find((cell) => cell.weekday === weekday && cell.hour === 8)?.capacityMinutes;
    expect([capacity(1), capacity(2)]).toEqual([0, 120]);
  });

  it('funnel with an agent: the links sent, opened and chosen, then only the bookings with that agent', async () => {
    const own = await buildCompany(app, { plan: 'premium' });
    const k = own.id;
    const anna = (await buildAgent(app, k, { name: 'Anna' })).id;
    const boris = (await buildAgent(app, k, { name: 'Boris' })).id;
    const [k1, k2] = [await buildClient(app, k, { name: 'k1' }), await buildClient(app, k, { name: 'k2' })];
    for (const client of [k1, k2]) {
      await app.db.insert(outboxMessages).values({
        companyId: k,
        dedupeKey: `test-agent-funnel-${client.id}`,
        channel: 'email',
        recipient: 'x',
        bodyText: 'Invitation',
        kind: 'invitation',
        clientId: client.id,
        status: 'sent',
        sentAt: new Date('2025-03-03T10:00:00Z'),
      });
    }
    const book = (clientId: number, agentId: number, hours: number, status: 'completed' | 'planned') =>
      buildMission(
        app,
        k,
        { clientId, bookedVia: 'email', status, createdAt: new Date(Date.UTC(2025, 2, 3, 10 + hours)) },
        { date: '2025-03-10', beginning: 0, ending: 4, agentIds: [agentId] },
      );
    await book(k1.id, anna, 2, 'completed');
    await book(k2.id, boris, 5, 'planned');
    const funnel = async (payload: object) =>
      (await post<FunnelResponse>('/analytics/funnel', own, { ...WEEK, ...payload })).data.channels[0];
    expect(await funnel({})).toEqual({
      channel: 'email',
      sent: 2,
      opened: 0,
      chosen: 0,
      confirmed: 2,
      done: 1,
      medianHoursToBooking: 3.5,
    });
    expect(await funnel({ agentId: anna })).toEqual({
      channel: 'email',
      sent: 2,
      opened: 0,
      chosen: 0,
      confirmed: 1,
      done: 1,
      medianHoursToBooking: 2,
    });
    expect(await funnel({ agentId: boris })).toMatchObject({
      sent: 2,
      confirmed: 1,
      done: 0,
      medianHoursToBooking: 5,
    });
  });

  it("keeps each company's figures apart", async () => {
    const occupancy = await post<OccupancyResponse>('/analytics/occupancy', other);
    expect(occupancy.data.cells.every((cell) => cell.bookedMinutes === 0)).toBe(true);
    const funnel = await post<FunnelResponse>('/analytics/funnel', other);
    expect(funnel.data.channels.every((channel) => channel.sent === 0)).toBe(true);
    expect((await post<ChangesResponse>('/analytics/changes', other)).data.months).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { BillingMonth } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { missionSessions } from '../../db/schema/index.ts';
import { BILLING_NOW } from './billing-fixture.ts';

/**
 * An appointment belongs to the month of its first session, which the database keeps on the
 * mission (trigger of migration 0025) whatever writes the sessions: an insert, an update or a
 * delete, through the application or not.
 */
let app: FastifyInstance;
let company: TestCompany;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(BILLING_NOW);
  app = await createTestApp();
  company = await buildCompany(app, { plan: 'business', name: 'Premières séances' });
});
afterAll(async () => {
  await app?.close();
  vi.useRealTimers();
});

/** The appointments of a month in the future (read live, never closed), as id and date. */
const monthRdvs = async (year: number, month: number) => {
  const response = await call(app, 'POST', `/billing/month/${year}/${month}`, company, {});
  expect(response.statusCode, response.body).toBe(200);
  const { rdv_list } = response.json<{ data: BillingMonth }>().data;
  return rdv_list.map((rdv) => ({ id: rdv.id, date: rdv.date, beginning: rdv.beginning }));
};

describe('the month of an appointment follows its first session', () => {
  it('on a session added before it, moved, and deleted', async () => {
    const agentId = (await buildAgent(app, company.id, { name: 'Agent premières séances' })).id;
    const { id } = await buildMission(
      app,
      company.id,
      { clientName: 'Client qui bouge', totalDuration: 4 },
      { date: '2027-05-05', beginning: 6, ending: 10, agentIds: [agentId] },
    );
    expect(await monthRdvs(2027, 5)).toEqual([{ id, date: '2027-05-05', beginning: 6 }]);

    // A session added before it: the appointment is April's now, with that session's start.
    const earlier = await buildSession(app, company.id, {
      missionId: id,
      date: '2027-04-28',
      beginning: 2,
      ending: 4,
      agentIds: [agentId],
    });
    expect(await monthRdvs(2027, 5)).toEqual([]);
    expect(await monthRdvs(2027, 4)).toEqual([{ id, date: '2027-04-28', beginning: 2 }]);

    // That session moved after the other one: May's again.
    await app.db
      .update(missionSessions)
      .set({ date: '2027-06-01' })
      .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.id, earlier.id)));
    expect(await monthRdvs(2027, 4)).toEqual([]);
    expect(await monthRdvs(2027, 5)).toEqual([{ id, date: '2027-05-05', beginning: 6 }]);

    // The first session deleted: the one left (June) decides.
    await app.db
      .delete(missionSessions)
      .where(
        and(
          eq(missionSessions.companyId, company.id),
          eq(missionSessions.missionId, id),
          eq(missionSessions.date, '2027-05-05'),
        ),
      );
    expect(await monthRdvs(2027, 5)).toEqual([]);
    expect(await monthRdvs(2027, 6)).toEqual([{ id, date: '2027-06-01', beginning: 2 }]);
  });
});

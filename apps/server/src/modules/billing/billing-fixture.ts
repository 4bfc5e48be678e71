import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { missions } from '../../db/schema/index.ts';
import type { CreationType, SessionStatus } from '@tourneo/domain';
import { buildCompany, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { buildOperation } from '../../test/factories/operations.ts';

/**
 * The billing tests' company, its figures computed by hand (docs/decisions/0026-billing.md), at the
 * fixed instant `BILLING_NOW`: Wednesday 17 March 2027, 10h00 in Paris. February 2027 is past (20
 * working days); March 2027 is in progress (23 weekdays, Easter Monday 29 March left out: 22).
 */
export const BILLING_NOW = new Date('2027-03-17T09:00:00Z');

export interface BillingFixture {
  company: TestCompany;
  agents: { julie: number; karim: number; lea: number };
  operations: { entretien: number; ramonage: number; diagnostic: number };
  /** February: F1 auto, F2 semi, F3 manual (26 Feb and 2 March, Julie + Karim), F5 auto; F4 cancelled. */
  february: { f1: number; f2: number; f3: number; f4: number; f5: number };
  /** March: M1 manual (1 March, Julie), M2 auto (Léa), M3 semi (Léa); M4 cancelled. */
  march: { m1: number; m2: number; m3: number; m4: number };
}

export async function buildBillingFixture(app: FastifyInstance, marker: string): Promise<BillingFixture> {
  const company = await buildCompany(app, { plan: 'business', name: `${marker} facturation` });
  const id = company.id;
  const agent = async (name: string) => (await buildAgent(app, id, { name: `${name} ${marker}` })).id;
  const agents = { julie: await agent('Julie'), karim: await agent('Karim'), lea: await agent('Léa') };
  const operation = async (name: string, priceCents: number | null) =>
    (await buildOperation(app, id, `${name} ${marker}`, { priceCents })).id;
  const operations = {
    entretien: await operation('Entretien chaudière', 8990),
    ramonage: await operation('Ramonage', 6000),
    diagnostic: await operation('Diagnostic', null),
  };
  const mission = async (
    date: string,
    agentIds: number[],
    operationId: number,
    creationType: CreationType,
    extra: { status?: SessionStatus; clientName?: string } = {},
  ) =>
    (
      await buildMission(
        app,
        id,
        {
          clientName: extra.clientName ?? `Client ${date}`,
          clientEmail: `${date}@example.fr`,
          operationId,
          creationType,
          status: extra.status ?? 'planned',
          totalDuration: 4,
        },
        { date, beginning: 4, ending: 8, agentIds },
      )
    ).id;
  const { julie, karim, lea } = agents;
  const { entretien, ramonage, diagnostic } = operations;
  const february = {
    f1: await mission('2027-02-03', [julie], entretien, 'automatic'),
    f2: await mission('2027-02-10', [karim], ramonage, 'semi_automatic'),
    f3: await mission('2027-02-26', [julie, karim], entretien, 'manual'),
    f4: await mission('2027-02-15', [lea], ramonage, 'manual', { status: 'cancelled' }),
    f5: await mission('2027-02-17', [karim], diagnostic, 'automatic'),
  };
  // F3's second session, in March: the appointment stays February's (its first session).
  await buildSession(app, id, { missionId: february.f3, date: '2027-03-02', agentIds: [julie, karim] });
  await app.db
    .update(missions)
    .set({ totalDuration: 8 })
    .where(and(eq(missions.companyId, id), eq(missions.id, february.f3)));
  const march = {
    m1: await mission('2027-03-01', [julie], ramonage, 'manual'),
    m2: await mission('2027-03-18', [lea], entretien, 'automatic'),
    m3: await mission('2027-03-31', [lea], diagnostic, 'semi_automatic'),
    m4: await mission('2027-03-22', [karim], entretien, 'automatic', { status: 'cancelled' }),
  };
  return { company, agents, operations, february, march };
}

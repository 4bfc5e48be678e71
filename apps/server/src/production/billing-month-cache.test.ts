import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BillingMonth } from '@tourneo/domain';
import type { ServerProcess } from '../test/server-process.ts';
import { postAs, useTwoServers } from '../test/two-servers.ts';
import { registerCompanyThrough } from '../test/load.ts';
import { buildAgent } from '../test/factories/agents.ts';
import { buildMission } from '../test/factories/missions.ts';
import { buildOperation } from '../test/factories/operations.ts';
import { BILLING_CHANGES_CHANNEL } from '../modules/billing/billing.service.ts';

/*
 * The billing months' answers are kept by each server (modules/billing/month-cache.ts, decision
 * 0045). Two server processes on one PostgreSQL database of their own: a mark through one is seen
 * by the other's very next read (each read first waits for the notifications committed before it,
 * so no wait is needed here); a change behind the triggers is not seen until its notification (the
 * answer really is kept); a TRUNCATE forgets everything. The month read is March 2090: after today
 * whatever the date, so read live and never closed.
 */

describe.runIf(process.env.TEST_DB === 'postgres')('the billing months of two server processes', () => {
  const servers = useTwoServers('billing_month_cache');
  const MONTH = '/billing/month/2090/3';

  const monthOn = async (server: ServerProcess, cookie: string) => {
    const answer = await postAs(server, MONTH, cookie, {});
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { data: BillingMonth }).data;
  };
  /** A business company (billing needs advanced_stats) with one appointment in March 2090. */
  const register = async (prefix: string) => {
    const { cookie, companyId } = await registerCompanyThrough(servers.a.baseUrl, prefix);
    const plan = await postAs(servers.a, '/subscriptions/change-plan', cookie, { plan: 'business' });
    expect(plan.status, plan.body).toBe(200);
    // The factories write through `db` only: the direct connection stands in for an app.
    const writer = { db: servers.handle.db } as unknown as FastifyInstance;
    const agent = await buildAgent(writer, companyId, { name: `Julie ${prefix}` });
    const operation = await buildOperation(writer, companyId, 'Entretien', { priceCents: 8990 });
    const mission = await buildMission(
      writer,
      companyId,
      { clientName: 'Dupont', operationId: operation.id, totalDuration: 4 },
      { date: '2090-03-06', beginning: 4, ending: 8, agentIds: [agent.id] },
    );
    return { cookie, companyId, missionId: mission.id, operationId: operation.id };
  };

  it("a mark through server A: A's next read shows it at once, and so does B's", async () => {
    const { cookie, missionId } = await register('Marque');
    for (const server of [servers.a, servers.b, servers.a, servers.b]) {
      expect((await monthOn(server, cookie)).rdv_list[0]!.billing_status).toBe('pending');
    }
    const marked = await postAs(servers.a, '/billing/mark-billed', cookie, { rdv_id: missionId });
    expect(marked.status, marked.body).toBe(200);
    for (const server of [servers.a, servers.b]) {
      const month = await monthOn(server, cookie);
      expect(month.rdv_list[0]!.billing_status).toBe('billed');
      expect(month.by_status.billed.count).toBe(1);
    }
  });

  it('the answer is kept: a price written behind the triggers is not seen until a notification', async () => {
    const { cookie, companyId, operationId } = await register('Cache');
    for (const server of [servers.a, servers.b]) {
      expect((await monthOn(server, cookie)).rdv_list[0]!.price_ht).toBe(89.9);
    }
    await servers.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update operations set price_cents = 5000
        where company_id = ${companyId} and id = ${operationId}`);
    });
    for (const server of [servers.a, servers.b]) {
      expect((await monthOn(server, cookie)).rdv_list[0]!.price_ht).toBe(89.9);
    }
    await servers.handle.db.execute(sql`select pg_notify(${BILLING_CHANGES_CHANNEL}, ${`c:${companyId}`})`);
    for (const server of [servers.a, servers.b]) {
      expect((await monthOn(server, cookie)).rdv_list[0]!.price_ht).toBe(50);
    }
  });

  it("a TRUNCATE of a table the month reads forgets every company's months on both servers", async () => {
    const first = await register('Vider');
    const second = await register('Vider aussi');
    for (const { cookie } of [first, second]) {
      for (const server of [servers.a, servers.b]) {
        expect((await monthOn(server, cookie)).statistics.most_active_agent).toMatch(/^Julie/);
      }
    }
    // The agents' months (a rollup) emptied: the most active agent is no longer known.
    await servers.handle.db.execute(sql`truncate billing_agent_months`);
    for (const { cookie } of [first, second]) {
      for (const server of [servers.a, servers.b]) {
        expect((await monthOn(server, cookie)).statistics.most_active_agent).toBeNull();
      }
    }
  });
});

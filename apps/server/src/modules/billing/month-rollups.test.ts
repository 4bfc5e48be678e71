import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { BillingMonthKey } from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission, buildSession } from '../../test/factories/missions.ts';
import { queryRows } from '../../db/queries.ts';
import { buildBillingFixture, type BillingFixture } from './billing-fixture.ts';
import { readMonth } from './billing.repository.ts';
import { liveMonthByStatus, readLiveMonth } from './month-rollups.ts';

/**
 * The live month's rollups (migration billing_month_rollups, docs/decisions/0041) are kept by
 * triggers: after any sequence of writes, whoever makes them, the figures read from them must be
 * the ones computed from the missions themselves (`readMonth`, the full recomputation), and the
 * rollup tables must hold what a fill from scratch gives.
 */
let app: FastifyInstance;
let fixture: BillingFixture;
const FEBRUARY: BillingMonthKey = { year: 2027, month: 2 };
const MARCH: BillingMonthKey = { year: 2027, month: 3 };
const APRIL: BillingMonthKey = { year: 2027, month: 4 };

beforeAll(async () => {
  app = await createTestApp();
  fixture = await buildBillingFixture(app, `rollups-${Date.now()}`);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const companyId = () => fixture.company.id;
const run = (statement: ReturnType<typeof sql>) => app.db.execute(statement);

/** Each month's figures from the rollups and from the missions, and the rollup rows against a fill. */
async function expectRollupsMatch() {
  for (const key of [FEBRUARY, MARCH, APRIL]) {
    const fromRollups = (await readLiveMonth(app.db, companyId(), key)).summary;
    const recomputed = (await readMonth(app.db, companyId(), { kind: 'live', key }, { withRows: false }))
      .summary;
    expect(fromRollups, `${key.year}-${key.month}`).toEqual(recomputed);
    const byStatus = await queryRows<{ billing_status: string; count: number; price_cents: number }>(
      app.db,
      sql`select billing_status, count, price_cents from (${liveMonthByStatus(companyId(), key)}) x order by 1`,
    );
    const statuses = ['billed', 'paid', 'pending'] as const;
    expect(byStatus).toEqual(
      statuses
        .map((status) => ({
          billing_status: status,
          count: recomputed[`${status}_count`],
          price_cents: recomputed[`${status}_cents`],
        }))
        .filter((row) => row.count > 0),
    );
  }
  const id = companyId();
  const counters = await queryRows(
    app.db,
    sql`select month::text, operation_key, creation_type, billing_status, rdvs, own_price_rdvs, own_price_cents::int
      from billing_month_rollups where company_id = ${id} and rdvs <> 0 order by 1, 2, 3, 4`,
  );
  const counted = await queryRows(
    app.db,
    sql`select date_trunc('month', first_session_date)::date::text as month, coalesce(operation_id, 0) as operation_key,
        creation_type, billing_status, count(*)::int as rdvs, count(billing_price_cents)::int as own_price_rdvs,
        coalesce(sum(billing_price_cents), 0)::int as own_price_cents
      from missions where company_id = ${id} and first_session_date is not null
        and (status <> 'cancelled' or billing_status <> 'pending')
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  expect(counters).toEqual(counted);
  const agentMonths = await queryRows(
    app.db,
    sql`select month::text, agent_id, rdvs from billing_agent_months where company_id = ${id} and rdvs <> 0 order by 1, 2`,
  );
  const agentsCounted = await queryRows(
    app.db,
    sql`select k.month::text, sa.agent_id, count(distinct m.id)::int as rdvs
      from missions m
      cross join lateral (select date_trunc('month', m.first_session_date)::date as month) k
      join mission_sessions s on s.company_id = m.company_id and s.mission_id = m.id
        and s.date >= k.month and s.date < (k.month + interval '1 month')::date
      join session_agents sa on sa.company_id = s.company_id and sa.session_id = s.id
        and sa.date >= k.month and sa.date < (k.month + interval '1 month')::date
      where m.company_id = ${id} and m.first_session_date is not null
        and (m.status <> 'cancelled' or m.billing_status <> 'pending')
      group by 1, 2 order by 1, 2`,
  );
  expect(agentMonths).toEqual(agentsCounted);
}

describe('billing month rollups', () => {
  it('hold the figures of the hand-computed fixture', async () => {
    const march = (await readLiveMonth(app.db, companyId(), MARCH)).summary;
    // M1 ramonage 60,00 + M2 entretien 89,90 + M3 diagnostic (no price); M4 cancelled left out.
    expect(march).toMatchObject({
      rdv_count: 3,
      automatic_rdv_count: 1,
      semi_automatic_rdv_count: 1,
      manual_rdv_count: 1,
      revenue_cents: 14990,
      most_active_agent: expect.stringMatching(/^Léa /),
    });
    await expectRollupsMatch();
  });

  it('follow every writer: marks, moves, teams, prices, creation types, removals', async () => {
    const id = companyId();
    const { february, march, agents, operations } = fixture;
    // Marks and a cancelled appointment billed (it counts again).
    await run(
      sql`update missions set billing_status = 'billed' where company_id = ${id} and id in (${march.m1}, ${march.m4})`,
    );
    await run(sql`update missions set billing_status = 'paid' where company_id = ${id} and id = ${march.m1}`);
    await expectRollupsMatch();
    // A price of its own, an operation's new price, an operation removed from an appointment.
    await run(
      sql`update missions set billing_price_cents = 12345 where company_id = ${id} and id = ${march.m2}`,
    );
    await run(
      sql`update operations set price_cents = 7000 where company_id = ${id} and id = ${operations.ramonage}`,
    );
    await run(
      sql`update operations set price_cents = 1500 where company_id = ${id} and id = ${operations.diagnostic}`,
    );
    await run(sql`update missions set operation_id = null where company_id = ${id} and id = ${february.f5}`);
    await run(
      sql`update missions set creation_type = 'manual' where company_id = ${id} and id = ${march.m3}`,
    );
    await expectRollupsMatch();
    // Sessions: one moved to another month (the appointment follows its first session), a new
    // first session earlier, a session removed, agents added, moved and removed.
    const [session] = await queryRows<{ id: number }>(
      app.db,
      sql`select id from mission_sessions where company_id = ${id} and mission_id = ${march.m3}`,
    );
    await run(
      sql`update mission_sessions set date = '2027-04-02' where company_id = ${id} and id = ${session!.id}`,
    );
    await run(
      sql`update session_agents set date = '2027-04-02' where company_id = ${id} and session_id = ${session!.id}`,
    );
    await expectRollupsMatch();
    await buildSession(app, id, { missionId: march.m2, date: '2027-02-25', agentIds: [agents.karim] });
    await run(sql`insert into session_agents (company_id, session_id, agent_id, date, beginning, ending)
      select company_id, session_id, ${agents.julie}, date, beginning, ending from session_agents
      where company_id = ${id} and session_id = ${session!.id} on conflict do nothing`);
    await expectRollupsMatch();
    await run(sql`delete from session_agents where company_id = ${id} and agent_id = ${agents.karim}
      and session_id in (select id from mission_sessions where company_id = ${id} and mission_id = ${february.f3})`);
    await run(
      sql`delete from mission_sessions where company_id = ${id} and mission_id = ${february.f3} and date = '2027-02-26'`,
    );
    await expectRollupsMatch();
    // A new agent's appointments, a status change, a cancellation, removals (an agent from every session, one appointment).
    const newcomer = (await buildAgent(app, id, { name: `Zoé ${Date.now()}` })).id;
    for (const day of ['2027-03-03', '2027-03-04', '2027-03-05']) {
      await buildMission(
        app,
        id,
        {
          clientName: `Client ${day}`,
          operationId: operations.entretien,
          creationType: 'automatic',
          status: 'planned',
          totalDuration: 4,
        },
        { date: day, beginning: 4, ending: 8, agentIds: [newcomer] },
      );
    }
    await run(sql`update missions set status = 'completed' where company_id = ${id} and id = ${february.f1}`);
    await run(sql`update missions set status = 'cancelled' where company_id = ${id} and id = ${february.f2}`);
    await expectRollupsMatch();
    await run(sql`delete from session_agents where company_id = ${id} and agent_id = ${agents.lea}`);
    await run(sql`delete from missions where company_id = ${id} and id = ${march.m1}`);
    await run(sql`update missions set operation_id = ${operations.entretien} where company_id = ${id}`);
    await expectRollupsMatch();
  });
});

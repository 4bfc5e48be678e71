// The 'Facturation' calls at scale: 200 agents, a year of sessions (about 100,000), in process.
//   node bench/scenarios/billing-read.ts                     on a fresh embedded database (PGlite)
//   DATABASE_URL=postgres://... node bench/scenarios/billing-read.ts   on PostgreSQL (its schema is migrated)
// Each call is timed as its route answers it: the use case, then its answer checked by the route's
// response schema and written as JSON (what the HTTP layer adds); a month's answer is the JSON text
// its route sends (the list written by the database). The first read after the data
// exists closes the past months (about 6 of them): timed once, apart.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MESSAGES,
  addMonths,
  billingMarkResponseSchema,
  billingMetricsResponseSchema,
  billingMonthOf,
  billingPeriodsResponseSchema,
  monthRange,
} from '@tourneo/domain';
import {
  findBillingPeriods,
  getBillingMetrics,
  getBillingMonth,
  getCurrentBillingMonth,
  markBilled,
} from '../../apps/server/src/modules/billing/billing.service.ts';
import { monthAnswerJson } from '../../apps/server/src/modules/billing/billing.presenter.ts';
import { findAgentWeek } from '../../apps/server/src/modules/missions/missions.service.ts';
import { rowsOf, timeReads, withYearOfSessions } from '../lib/year-of-sessions.ts';

const OPERATIONS = 20;

export interface BillingCallTiming {
  call: string;
  medianMs: number;
  p95Ms: number;
}

export interface BillingReadResult {
  scenario: 'billing-read';
  engine: string;
  agents: number;
  sessions: number;
  reads: number;
  /** The appointments of the month in progress (the largest answer). */
  monthRdvs: number;
  /** The first read: closing the past months. */
  firstCloseMs: number;
  /**
   * The calendar's week read (0.3 % of the month's rows) timed in the same run: the machines are
   * shared, and its median against the one in docs/BENCHMARKS.md says how loaded this run was.
   */
  weekReadMedianMs: number;
  calls: BillingCallTiming[];
}

/** The answer as the route sends it: checked by its schema, then written as JSON. */
const answered = (schema: z.ZodType, data: unknown, extra: object = {}) =>
  JSON.stringify(schema.parse({ success: true, ...extra, data }));

/** Prices, creation types and billing statuses over the generated year. */
export async function priceTheYear(scope: {
  db: import('../../apps/server/src/db/client.ts').Database;
  companyId: number;
}) {
  const { db, companyId } = scope;
  await db.execute(sql`insert into operations (company_id, name, duration, price_cents)
    select ${companyId}, 'Opération ' || g, 4, 4000 + g * 995 from generate_series(1, ${OPERATIONS}) g`);
  const current = monthRange(billingMonthOf(new Date())).start;
  await db.execute(sql`update missions m set
      operation_id = (select o.id from operations o where o.company_id = m.company_id
        order by o.id offset (m.id % ${OPERATIONS}) limit 1),
      creation_type = (array['automatic', 'semi_automatic', 'manual'])[1 + m.id % 3],
      billing_status = case when s.date < ${current}::date and m.id % 4 = 0 then 'paid'
        when s.date < ${current}::date and m.id % 4 = 1 then 'billed' else 'pending' end
    from mission_sessions s
    where m.company_id = ${companyId} and s.company_id = m.company_id and s.mission_id = m.id`);
  await db.execute(sql`analyze missions`);
  await db.execute(sql`analyze operations`);
}

/** Times each billing call on a fresh embedded database, or on PostgreSQL at `databaseUrl`. */
export async function measureBillingRead(
  reads = 30,
  databaseUrl = process.env.DATABASE_URL,
): Promise<BillingReadResult> {
  const options = { databaseUrl, tmpPrefix: 'tourneo-billing-', companyName: 'Bench facturation' };
  return withYearOfSessions(options, async ({ scope, engine, agents, sessions }) => {
    await priceTheYear(scope);
    const current = billingMonthOf(new Date());
    const start = performance.now();
    await findBillingPeriods(scope);
    const firstCloseMs = Math.round(performance.now() - start);
    console.error(`  billing ${engine}: first read closed the past months in ${firstCloseMs} ms`);
    const pendingIds = rowsOf(
      await scope.db.execute(sql`select m.id from missions m
        join mission_sessions s on s.company_id = m.company_id and s.mission_id = m.id
        where m.company_id = ${scope.companyId} and m.billing_status = 'pending'
          and s.date >= ${monthRange(current).start}::date order by m.id limit ${reads + 5}`),
    ).map((row) => Number(row.id));
    let monthRdvs = 0;
    const calls: [string, (read: number) => Promise<string>][] = [
      [
        'current-month',
        async () => {
          const answer = await getCurrentBillingMonth(scope);
          monthRdvs = answer.head.rdv_count;
          return monthAnswerJson(answer);
        },
      ],
      [
        'month (closed)',
        async (read) =>
          monthAnswerJson(await getBillingMonth({ ...scope, key: addMonths(current, -1 - (read % 5)) })),
      ],
      ['periods', async () => answered(billingPeriodsResponseSchema, await findBillingPeriods(scope))],
      ['metrics', async () => answered(billingMetricsResponseSchema, await getBillingMetrics(scope))],
      [
        'mark-billed',
        async (read) =>
          answered(
            billingMarkResponseSchema,
            await markBilled({
              ...scope,
              changedBy: 'bench',
              actor: { personId: null, ip: null },
              missionId: pendingIds[read]!,
            }),
            { message: MESSAGES.billing.statusUpdated },
          ),
      ],
    ];
    const agentId = Number(
      rowsOf(
        await scope.db.execute(sql`select min(id) as id from agents where company_id = ${scope.companyId}`),
      )[0]!.id,
    );
    const weekRead = await timeReads(
      reads,
      () => findAgentWeek({ ...scope, agentId, offset: 0 }),
      () => undefined,
    );
    const timings: BillingCallTiming[] = [];
    for (const [call, read] of calls) {
      await read(reads + 1); // warm-up (the mark: on a mission of its own)
      const timing = await timeReads(reads, read, () => undefined);
      timings.push({ call, ...timing });
      console.error(`  billing ${engine} ${call}: median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`);
    }
    return {
      scenario: 'billing-read',
      engine,
      agents,
      sessions,
      reads,
      monthRdvs,
      firstCloseMs,
      weekReadMedianMs: weekRead.medianMs,
      calls: timings,
    };
  });
}

if (import.meta.main) {
  console.log(JSON.stringify(await measureBillingRead(), null, 2));
}

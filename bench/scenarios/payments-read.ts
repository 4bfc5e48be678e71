// The Paiements calls at scale (issue 22): a company of 200 agents with a year of sessions whose
// appointments were confirmed through e-mail and SMS links over the last twelve months, invoiced
// for each of them; in process, on a fresh embedded database (PGlite) or on PostgreSQL.
//   node bench/scenarios/payments-read.ts
//   DATABASE_URL=postgres://... node bench/scenarios/payments-read.ts
// Reports the medians of the use cases behind POST /payments/invoices, /payments/metrics (the
// company's and the operator's) and /payments/generate-all-invoices run again on an issued month.
import { sql } from 'drizzle-orm';
import { parisDateOf, shiftPeriod } from '@tourneo/domain';
import {
  findInvoices,
  generateAllInvoices,
  getPaymentMetrics,
  issueMonthlyInvoice,
} from '../../apps/server/src/modules/payments/payments.service.ts';
import { rowsOf, timeReads, withYearOfSessions } from '../lib/year-of-sessions.ts';

/** The operator's identity on the bench's invoices. */
export const SELLER = {
  legalName: 'Tournéo SAS',
  address: '10 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  siren: '123456789',
  vatNumber: 'FR32123456789',
};

export interface PaymentsReadResult {
  scenario: 'payments-read';
  engine: string;
  agents: number;
  sessions: number;
  invoices: number;
  confirmations: number;
  reads: number;
  issueMonthMs: number;
  invoicesMedianMs: number;
  metricsMedianMs: number;
  operatorMetricsMedianMs: number;
  generateAgainMedianMs: number;
}

export async function measurePaymentsRead(
  reads = 200,
  databaseUrl = process.env.DATABASE_URL,
): Promise<PaymentsReadResult> {
  const options = { databaseUrl, tmpPrefix: 'tourneo-payments-', companyName: 'Bench paiements' };
  return withYearOfSessions(options, async ({ scope, engine, agents, sessions }) => {
    const { db, companyId } = scope;
    // Two appointments in three confirmed through a link, spread over the last year.
    await db.execute(sql`update missions
      set booked_via = case id % 3 when 0 then 'sms' when 1 then 'email' end,
          created_at = now() - (id % 360) * interval '1 day'
      where company_id = ${companyId}`);
    await db.execute(
      sql`update agents set created_at = now() - interval '400 days' where company_id = ${companyId}`,
    );
    await db.execute(sql`insert into company_legal_identities (company_id, legal_name, address, postal_code, city, siren, vat_number)
      values (${companyId}, 'Bench SARL', '1 rue de la Paix', '75002', 'Paris', '987654321', 'FR12987654321')`);
    const [counted] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from missions where company_id = ${companyId} and booked_via is not null`,
      ),
    );
    await db.execute(sql`analyze`);
    const now = new Date();
    const current = parisDateOf(now).slice(0, 7);
    let issueMonthMs = 0;
    for (let back = 12; back >= 1; back -= 1) {
      const start = performance.now();
      await issueMonthlyInvoice({ db, companyId, period: shiftPeriod(current, back), seller: SELLER, now });
      issueMonthMs = Math.max(issueMonthMs, performance.now() - start);
    }
    const lastMonth = shiftPeriod(current, 1);
    const invoices = await timeReads(
      reads,
      () => findInvoices({ db, companyId, limit: 50, offset: 0 }),
      () => undefined,
    );
    const metrics = await timeReads(
      reads,
      () => getPaymentMetrics({ db, companyId, months: 6 }),
      () => undefined,
    );
    const operatorMetrics = await timeReads(
      reads,
      () => getPaymentMetrics({ db, companyId: undefined, months: 6 }),
      () => undefined,
    );
    const again = await timeReads(
      Math.min(reads, 50),
      () => generateAllInvoices({ db, period: lastMonth, seller: SELLER, now }),
      () => undefined,
    );
    const [count] = rowsOf(
      await db.execute(sql`select count(*)::int as n from invoices where company_id = ${companyId}`),
    );
    return {
      scenario: 'payments-read',
      engine,
      agents,
      sessions,
      invoices: Number(count?.n ?? 0),
      confirmations: Number(counted?.n ?? 0),
      reads,
      issueMonthMs: Math.round(issueMonthMs * 100) / 100,
      invoicesMedianMs: invoices.medianMs,
      metricsMedianMs: metrics.medianMs,
      operatorMetricsMedianMs: operatorMetrics.medianMs,
      generateAgainMedianMs: again.medianMs,
    };
  });
}

if (import.meta.main) {
  console.log(await measurePaymentsRead());
}

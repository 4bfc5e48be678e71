import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  currentPeriod,
  lastFinishedPeriod,
  parisInstant,
  shiftPeriod,
  type GenerateInvoicesResponse,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { call } from '../../test/call.ts';
import { rowsOf } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { BUYER, TEST_OPERATOR, buildBilledCompany, logInOperator } from './payments-fixtures.ts';
import { generateAllInvoices, issueMonthlyInvoice } from './payments.service.ts';

/*
 * The operator's invoicing runs (issue 39, points 3 and 4) on PGlite and PostgreSQL: a run covers
 * only a month that is over in Paris (lifecycle/invoice-run.ts), and each failure names its company
 * and why. The months in progress come from the domain's function at the instant of the test
 * (`currentPeriod(new Date())`) or from fixed instants handed to the use case; the finished months
 * are fixed months long past that no other test uses.
 */

let app: FastifyInstance;
let operator: string;
beforeAll(async () => {
  app = await createTestApp({ operator: TEST_OPERATOR });
  operator = await logInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const run = (body: object | undefined, as: TestCompany | string | null = operator) =>
  call(app, 'POST', '/payments/generate-all-invoices', as, body);

async function invoicesOf(company: TestCompany) {
  const response = await call(app, 'POST', '/payments/invoices', company, {});
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { invoices: { period: string; number: string }[] } }>().data.invoices;
}

/** The series and the invoices in one snapshot: its last number, and how many invoices hold 1..last. */
async function series() {
  const [row] = rowsOf<{ last: number; held: number }>(
    await app.db.execute(sql`
      select s.last_value::int as last,
             (select count(*)::int from invoices i where i.sequence <= s.last_value) as held
      from invoice_number_series s`),
  );
  return row!;
}

/** The invoices numbered after `last`, with their period (those other test files issued meanwhile). */
async function invoicesNumberedAfter(last: number) {
  return rowsOf<{ period: string; company_id: number }>(
    await app.db.execute(sql`select period, company_id from invoices where sequence > ${last}`),
  );
}

/** A Business company with one agent on the roster from `period`'s first day and no billing identity. */
async function buildCompanyWithoutIdentity(period: string): Promise<TestCompany> {
  const company = await buildCompany(app, { plan: 'business' });
  await buildAgent(app, company.id, { createdAt: parisInstant(`${period}-01`, 0) });
  return company;
}

describe('POST /payments/generate-all-invoices: which months a run covers', () => {
  it('answers 401 without a session, 403 to a company, 400 for a period that is no month', async () => {
    const anonymous = await run({ period: '2016-04' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(MESSAGES.auth.sessionRequired);
    const company = await buildCompany(app, { plan: 'business' });
    expect((await run({ period: '2016-04' }, company)).statusCode).toBe(403);
    const bad = await run({ period: '2016-4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MESSAGES.payments.periodInvalid);
  });

  it('refuses the month in progress with 409 in French and issues nothing, not even a number', async () => {
    // A company this month bills: an agent on the roster now, its billing identity entered.
    const company = await buildCompany(app, { plan: 'business' });
    expect((await call(app, 'PUT', '/payments/legal-identity', company, BUYER)).statusCode).toBe(200);
    await buildAgent(app, company.id);
    const before = await series();
    const period = currentPeriod(new Date());

    const refused = await run({ period });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.payments.periodInProgress);

    expect(await invoicesOf(company)).toEqual([]);
    const after = await series();
    // No gap (every number taken is held by an invoice), and the numbers other test files took
    // meanwhile are theirs, none of the month in progress.
    expect(after.held).toBe(after.last);
    const meanwhile = await invoicesNumberedAfter(before.last);
    expect(meanwhile.filter((invoice) => invoice.period === period)).toEqual([]);
    expect(meanwhile.filter((invoice) => invoice.company_id === company.id)).toEqual([]);
  });

  it('refuses a month not begun with 409 and its own message', async () => {
    const refused = await run({ period: shiftPeriod(currentPeriod(new Date()), -1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.payments.periodInFuture);
  });

  it('covers the last finished month when the body names none', async () => {
    const answered = await run({});
    expect(answered.statusCode).toBe(200);
    expect(answered.json<GenerateInvoicesResponse>().data.period).toBe(lastFinishedPeriod(new Date()));
  });

  it('refuses a month until its last day has ended in Paris, then issues it (fixed instants)', async () => {
    const period = '2017-03';
    const company = await buildBilledCompany(app, { period, agents: 2, email: 1, sms: 0 });
    const lastMinute = parisInstant('2017-03-31', 23, 59);
    const before = await series();
    await expect(
      generateAllInvoices({ db: app.db, period, seller: TEST_OPERATOR, now: lastMinute }),
    ).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.payments.periodInProgress });
    // The use case of one company, which the seeds and the benchmarks call, asks the same rule.
    await expect(
      issueMonthlyInvoice({
        db: app.db,
        companyId: company.id,
        period,
        seller: TEST_OPERATOR,
        now: lastMinute,
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await invoicesOf(company)).toEqual([]);
    expect((await invoicesNumberedAfter(before.last)).filter((invoice) => invoice.period === period)).toEqual(
      [],
    );

    // 1 April 00:00 in Paris (still 31 March in UTC): March is over.
    const summary = await generateAllInvoices({
      db: app.db,
      period,
      seller: TEST_OPERATOR,
      now: parisInstant('2017-04-01', 0, 0),
    });
    expect(summary.success).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(company)).map((invoice) => invoice.period)).toEqual([period]);
  });
});

describe('POST /payments/generate-all-invoices: each failure names its company and why', () => {
  it('lists a company without its billing identity by name and reason, and issues the others as before', async () => {
    const period = '2016-09';
    const missing = await buildCompanyWithoutIdentity(period);
    const billed = await buildBilledCompany(app, { period, agents: 1, email: 0, sms: 0 });

    const first = await run({ period });
    expect(first.statusCode).toBe(200);
    const { data } = first.json<GenerateInvoicesResponse>();
    expect(data.period).toBe(period);
    expect(data.summary.success).toBeGreaterThanOrEqual(1);
    expect(data.summary.failures).toBe(data.failures.length);
    expect(data.failures).toContainEqual({
      company_id: missing.id,
      company_name: missing.name,
      reason: 'no_legal_identity',
      message: 'Identité de facturation manquante',
    });
    expect(data.failures.map((failure) => failure.company_id)).not.toContain(billed.id);
    expect(await invoicesOf(missing)).toEqual([]);
    expect((await invoicesOf(billed)).map((invoice) => invoice.period)).toEqual([period]);

    // Once it has entered its identity, the next run invoices it and lists it no more.
    expect((await call(app, 'PUT', '/payments/legal-identity', missing, BUYER)).statusCode).toBe(200);
    const again = (await run({ period })).json<GenerateInvoicesResponse>().data;
    expect(again.failures.map((failure) => failure.company_id)).not.toContain(missing.id);
    expect(again.summary.success).toBeGreaterThanOrEqual(1);
    expect((await invoicesOf(missing)).map((invoice) => invoice.period)).toEqual([period]);
  });
});

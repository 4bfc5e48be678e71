import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, type Invoice, type InvoiceDetailResponse } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { rowsOf } from '../../db/client.ts';
import { TEST_OPERATOR, buildBilledCompany, logInOperator } from './payments-fixtures.ts';

/*
 * The platform's invoices (issue 22) through HTTP on PGlite and PostgreSQL. Periods are fixed
 * months long past, with rows dated inside them: nothing depends on today's date.
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

async function invoicesOf(as: TestCompany | string, payload: object = {}): Promise<Invoice[]> {
  const response = await call(app, 'POST', '/payments/invoices', as, payload);
  expect(response.statusCode).toBe(200);
  return response.json().data.invoices as Invoice[];
}

async function detailOf(as: TestCompany | string, invoiceId: number): Promise<InvoiceDetailResponse['data']> {
  const response = await call(app, 'POST', '/payments/invoice', as, { invoice_id: invoiceId });
  expect(response.statusCode).toBe(200);
  return response.json().data as InvoiceDetailResponse['data'];
}

async function generate(period: string) {
  const response = await call(app, 'POST', '/payments/generate-all-invoices', operator, { period });
  expect(response.statusCode).toBe(200);
  return response.json().data as { period: string; summary: Record<string, number> };
}

describe('who may call the payments routes', () => {
  it('answers 401 without a session', async () => {
    const response = await call(app, 'POST', '/payments/invoices', null, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(MESSAGES.auth.sessionRequired);
  });

  it('answers 403 to a company without advanced_stats, on the server too', async () => {
    const standard = await buildCompany(app, { plan: 'standard' });
    for (const url of ['/payments/invoices', '/payments/metrics', '/payments/invoice']) {
      const response = await call(app, 'POST', url, standard, { invoice_id: 1 });
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers 403 to a company on the operator's routes, before reading the body", async () => {
    const business = await buildCompany(app, { plan: 'business' });
    for (const url of [
      '/payments/generate-all-invoices',
      '/payments/record-payment',
      '/payments/record-failure',
      '/payments/credit-note',
    ]) {
      const response = await call(app, 'POST', url, business, { period: 'pas une période' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(MESSAGES.http[403]);
    }
  });

  it('signs the operator in with OPERATOR_NAME/OPERATOR_PASSWORD, and refuses a wrong password', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: TEST_OPERATOR.name, company_password: 'pas-le-bon-mot-de-passe' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain(TEST_OPERATOR.password);
    const session = await call(app, 'GET', '/api/session', operator);
    expect(session.json().admin).toEqual({
      company_id: 0,
      company_name: TEST_OPERATOR.name,
      is_operator: true,
    });
    // The operator is no company: the company routes refuse its session.
    expect((await call(app, 'POST', '/agents/get-all', operator)).statusCode).toBe(401);
  });

  it('refuses a period that is no month (400), and a month not begun (409, invoice-run.test.ts), in French', async () => {
    const bad = await call(app, 'POST', '/payments/generate-all-invoices', operator, { period: '2025-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(MESSAGES.payments.periodInvalid);
    const future = await call(app, 'POST', '/payments/generate-all-invoices', operator, {
      period: '2999-01',
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().error).toBe(MESSAGES.payments.periodInFuture);
  });
});

describe('POST /payments/generate-all-invoices', () => {
  it('bills price per agent × active agents and 0.80 EUR per link confirmation, TVA 20 %, once', async () => {
    const company = await buildBilledCompany(app, { period: '2025-03', agents: 3, email: 4, sms: 2 });
    const first = await generate('2025-03');
    expect(first.summary.success).toBeGreaterThanOrEqual(1);

    const [invoice, ...others] = await invoicesOf(company);
    expect(others).toEqual([]);
    // Hand-computed: 3 × 15.00 = 45.00; 4 × 0.80 = 3.20; 2 × 0.80 = 1.60; HT 49.80, TVA 9.96, TTC 59.76.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      period: '2025-03',
      rdv_count: 6,
      total_ht: 49.8,
      total_tva: 9.96,
      total_amount: 59.76,
      paid_amount: 0,
      remaining_amount: 59.76,
      status: 'sent',
      invoice_url: `/payments/invoices/${invoice!.id}/factur-x.xml`,
      pdf_url: `/payments/invoices/${invoice!.id}/pdf`,
    });
    expect(invoice!.number).toMatch(/^F\d{6}$/);

    const detail = await detailOf(company, invoice!.id);
    expect(
      detail.lines.map((line) => [
        line.kind,
        line.quantity,
        line.unit_price_ht,
        line.total_ht,
        line.total_tva,
        line.total_ttc,
      ]),
    ).toEqual([
      ['subscription', 3, 15, 45, 9, 54],
      ['email_confirmations', 4, 0.8, 3.2, 0.64, 3.84],
      ['sms_confirmations', 2, 0.8, 1.6, 0.32, 1.92],
    ]);
    // The drill-down: the appointments each usage line bills.
    expect(detail.lines[1]!.items.map((item) => item.label)).toEqual([
      'Client e-mail 1',
      'Client e-mail 2',
      'Client e-mail 3',
      'Client e-mail 4',
    ]);
    expect(detail.lines[2]!.items.map((item) => [item.label, item.channel])).toEqual([
      ['Client SMS 1', 'sms'],
      ['Client SMS 2', 'sms'],
    ]);
    expect(detail.seller).toMatchObject({
      legalName: 'Tournéo SAS',
      siren: '123456789',
      vatNumber: 'FR32123456789',
    });
    expect(detail.buyer).toMatchObject({ legalName: 'Nettoyage Martin SARL', siren: '987654321' });

    const again = await generate('2025-03');
    expect(again.summary.success).toBe(0);
    expect(again.summary.already_issued).toBeGreaterThanOrEqual(1);
    expect(await invoicesOf(company)).toHaveLength(1);
  });

  it('numbers without gaps when 20 generations run at once (meaningful on PostgreSQL)', async () => {
    // A month before every other test's agents (the database is shared by the test files): only
    // these six companies have one to bill.
    const period = '2018-06';
    const companies = [];
    for (let index = 0; index < 6; index += 1) {
      companies.push(await buildBilledCompany(app, { period, agents: 1 + index, email: index, sms: 1 }));
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/payments/generate-all-invoices', operator, { period }),
      ),
    );
    expect(results.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const issued = results.reduce(
      (sum, response) => sum + (response.json().data.summary.success as number),
      0,
    );
    expect(issued).toBe(companies.length);
    for (const company of companies) {
      expect(await invoicesOf(company)).toHaveLength(1);
    }
    // The series row is locked from a number's taking to its commit: every number below the
    // highest of these six is committed, whatever other test files issued meanwhile.
    const mine = rowsOf<{ sequence: number }>(
      await app.db.execute(
        sql`select sequence from invoices where company_id in (${sql.join(
          companies.map((company) => sql`${company.id}`),
          sql`, `,
        )})`,
      ),
    ).map((row) => row.sequence);
    const highest = Math.max(...mine);
    const sequences = rowsOf<{ sequence: number }>(
      await app.db.execute(sql`select sequence from invoices where sequence <= ${highest} order by sequence`),
    ).map((row) => row.sequence);
    expect(sequences).toEqual(Array.from({ length: highest }, (_, index) => index + 1));
    const [series] = rowsOf<{ last_value: number }>(
      await app.db.execute(sql`select last_value from invoice_number_series`),
    );
    expect(series!.last_value).toBeGreaterThanOrEqual(highest);
  });
});

describe('payments, failures and credit notes', () => {
  it('shows what remains of a partly paid invoice, a failure, then paid', async () => {
    const company = await buildBilledCompany(app, { period: '2025-01', agents: 2, email: 0, sms: 0 });
    await generate('2025-01');
    const [invoice] = await invoicesOf(company);
    expect(invoice!.total_amount).toBe(36); // 2 × 15.00 HT + 20 % TVA

    const pay = (amount: number, paidOn = '2025-02-10') =>
      call(app, 'POST', '/payments/record-payment', operator, {
        invoice_id: invoice!.id,
        paid_on: paidOn,
        amount,
        method: 'Virement',
      });
    const partial = await pay(20);
    expect(partial.statusCode).toBe(200);
    expect(partial.json().invoice).toMatchObject({
      status: 'pending',
      paid_amount: 20,
      remaining_amount: 16,
    });

    const failed = await call(app, 'POST', '/payments/record-failure', operator, {
      invoice_id: invoice!.id,
      failed_on: '2025-02-20',
      reason: 'Prélèvement rejeté',
    });
    expect(failed.json().invoice).toMatchObject({ status: 'failed', remaining_amount: 16 });

    const tooMuch = await pay(16.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toBe(MESSAGES.payments.amountTooHigh);

    expect((await pay(16, '2025-02-25')).json().invoice).toMatchObject({
      status: 'paid',
      remaining_amount: 0,
    });
    const events = (await detailOf(company, invoice!.id)).events;
    expect(events.map((event) => event.kind)).toEqual(['payment', 'failure', 'payment']);
  });

  it('corrects an invoice by a credit note of the same series; the invoice never changes', async () => {
    const company = await buildBilledCompany(app, { period: '2025-02', agents: 1, email: 5, sms: 0 });
    await generate('2025-02');
    const [invoice] = await invoicesOf(company);
    // 15.00 + 5 × 0.80 = 19.00 HT, 3.80 TVA, 22.80 TTC.
    expect(invoice!.total_amount).toBe(22.8);

    const response = await call(app, 'POST', '/payments/credit-note', operator, {
      invoice_id: invoice!.id,
      amount_ht: 4,
      reason: 'Cinq confirmations facturées à tort',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().invoice).toMatchObject({
      kind: 'credit_note',
      total_ht: 4,
      total_tva: 0.8,
      total_amount: 4.8,
    });
    const creditNote = response.json<{ invoice: Invoice }>().invoice;
    expect(creditNote.credits_number).toBe(invoice!.number);
    expect(Number(creditNote.number.slice(1))).toBeGreaterThan(Number(invoice!.number.slice(1)));

    const [, original] = await invoicesOf(company);
    expect(original).toMatchObject({
      id: invoice!.id,
      total_amount: 22.8,
      credited_amount: 4.8,
      remaining_amount: 18,
    });

    const tooMuch = await call(app, 'POST', '/payments/credit-note', operator, {
      invoice_id: invoice!.id,
      amount_ht: 16,
      reason: 'Trop',
    });
    expect(tooMuch.statusCode).toBe(422);

    await expect(
      app.db.execute(
        sql`update invoices set total_ht_cents = 1 where id = ${invoice!.id} and company_id = ${company.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('keeping invoices ten years', () => {
  it('refuses to delete a company that has invoices; their rows and buyer stay whole', async () => {
    const company = await buildBilledCompany(app, { period: '2025-03', agents: 1, email: 1, sms: 0 });
    await generate('2025-03');
    const [invoice] = await invoicesOf(company);
    await call(app, 'POST', '/payments/record-payment', operator, {
      invoice_id: invoice!.id,
      paid_on: '2025-04-10',
      amount: 1,
      method: 'Virement',
    });

    await expect(app.db.execute(sql`delete from companies where id = ${company.id}`)).rejects.toThrow();
    const kept = rowsOf<{ lines: number; events: number; buyer: string }>(
      await app.db.execute(sql`select
        (select count(*)::int from invoice_lines where company_id = ${company.id}) as lines,
        (select count(*)::int from invoice_events where company_id = ${company.id}) as events,
        (select buyer->>'legalName' from invoices where id = ${invoice!.id}) as buyer`),
    )[0]!;
    expect(kept.lines).toBeGreaterThan(0);
    expect(kept.events).toBe(1);
    expect(kept.buyer).toBeTruthy();

    // A company that was never invoiced goes as before, with its tenant rows.
    const never = await buildCompany(app);
    await app.db.execute(sql`delete from companies where id = ${never.id}`);
  });
});

describe('tenant isolation', () => {
  it("never shows a company another's invoice: its list, its detail and its files", async () => {
    const owner = await buildBilledCompany(app, { period: '2024-11', agents: 1, email: 0, sms: 0 });
    const other = await buildCompany(app, { plan: 'business' });
    await generate('2024-11');
    const [invoice] = await invoicesOf(owner);
    expect(await invoicesOf(other)).toEqual([]);
    expect(
      (await call(app, 'POST', '/payments/invoice', other, { invoice_id: invoice!.id })).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', `/payments/invoices/${invoice!.id}/pdf`, other)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/payments/invoices/${invoice!.id}/factur-x.xml`, other)).statusCode).toBe(
      404,
    );
    // The operator sees every company's.
    const all = await invoicesOf(operator, { limit: 50, company_id: owner.id });
    expect(all.map((row) => row.id)).toEqual([invoice!.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import {
  INVOICES_CSV_HEADER,
  INVOICES_CSV_OPERATOR_HEADER,
  MESSAGES,
  featureMissingMessage,
  type Invoice,
} from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { TEST_OPERATOR, buildBilledCompany, logInOperator } from './payments-fixtures.ts';
import { invoiceCsvLines } from './invoices-export.ts';

/*
 * `GET /payments/invoices/export.csv` (issue 27) on PGlite and PostgreSQL: a company's invoices
 * and credit notes as the list shows them, never another company's; the operator's, every one.
 * The month billed is long past: nothing depends on today's date.
 */

let app: FastifyInstance;
let operator: string;
let company: TestCompany;
let other: TestCompany;
let invoice: Invoice;
let otherInvoice: Invoice;
let creditNote: Invoice;

beforeAll(async () => {
  app = await createTestApp({ operator: TEST_OPERATOR });
  operator = await logInOperator(app);
  company = await buildBilledCompany(app, { period: '2024-05', agents: 2, email: 1, sms: 0 });
  other = await buildBilledCompany(app, { period: '2024-05', agents: 1, email: 0, sms: 0 });
  expect(
    (await call(app, 'POST', '/payments/generate-all-invoices', operator, { period: '2024-05' })).statusCode,
  ).toBe(200);
  invoice = (await call(app, 'POST', '/payments/invoices', company, {})).json().data.invoices[0];
  otherInvoice = (await call(app, 'POST', '/payments/invoices', other, {})).json().data.invoices[0];
  const paid = await call(app, 'POST', '/payments/record-payment', operator, {
    invoice_id: invoice.id,
    paid_on: '2024-06-10',
    amount: 10,
    method: 'Virement',
  });
  expect(paid.statusCode).toBe(200);
  const credited = await call(app, 'POST', '/payments/credit-note', operator, {
    invoice_id: invoice.id,
    amount_ht: 0.8,
    reason: 'Confirmation facturée à tort',
  });
  expect(credited.statusCode).toBe(200);
  creditNote = credited.json().invoice;
});
afterAll(async () => {
  await app?.close();
});

async function download(as: TestCompany | string) {
  const response = await call(app, 'GET', '/payments/invoices/export.csv', as);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  expect(response.body).toContain('\r\n');
  const records: string[][] = parse(response.body.slice(1), { delimiter: ';' });
  return records;
}

describe('GET /payments/invoices/export.csv', () => {
  it("the company's invoices and credit notes, newest first, amounts with a decimal comma", async () => {
    const records = await download(company);
    expect(records[0]).toEqual([...INVOICES_CSV_HEADER]);
    // 2 × 15.00 + 0.80 = 30.80 HT, 6.16 TVA, 36.96 TTC; 10.00 paid, a 0.96 credit note: 26.00 left.
    expect(records.slice(1)).toEqual([
      [
        creditNote.number,
        'Avoir',
        invoice.number,
        creditNote.issue_date,
        creditNote.due_date,
        '2024-05',
        '0',
        '0,80',
        '0,16',
        '0,96',
        '0,00',
        '0,00',
        '0,00',
        'Envoyée',
      ],
      [
        invoice.number,
        'Facture',
        '',
        invoice.issue_date,
        invoice.due_date,
        '2024-05',
        '1',
        '30,80',
        '6,16',
        '36,96',
        '10,00',
        '0,96',
        '26,00',
        'En attente',
      ],
    ]);
    expect(records[2]![3]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("never another company's invoice", async () => {
    const records = await download(other);
    expect(records.slice(1).map((record) => record[0])).toEqual([otherInvoice.number]);
    expect(records.flat()).not.toContain(invoice.number);
    expect(records.flat()).not.toContain(creditNote.number);
  });

  it("the operator's: every company's, with the company's name second", async () => {
    const records = await download(operator);
    expect(records[0]).toEqual([...INVOICES_CSV_OPERATOR_HEADER]);
    // The database is shared with the other test files: their companies' invoices are there too.
    const ours = new Set([creditNote.number, otherInvoice.number, invoice.number]);
    expect(records.slice(1).length).toBeGreaterThanOrEqual(ours.size);
    expect(
      records
        .slice(1)
        .filter((record) => ours.has(record[0]!))
        .map((record) => record.slice(0, 3)),
    ).toEqual(
      [
        [creditNote.number, creditNote.company_name, 'Avoir'],
        [otherInvoice.number, otherInvoice.company_name, 'Facture'],
        [invoice.number, invoice.company_name, 'Facture'],
      ].sort((a, b) => b[0]!.localeCompare(a[0]!)),
    );
    expect(invoice.company_name).not.toBe(otherInvoice.company_name);
  });

  it('reads batch after batch in the same order (keyset on the series)', async () => {
    const lines: string[] = [];
    for await (const line of invoiceCsvLines({ db: app.db, companyId: undefined }, 1)) {
      lines.push(String(line[0]));
    }
    // Every invoice of the database once, newest number first (other files' invoices included).
    expect(lines).toEqual([...lines].sort().reverse());
    expect(new Set(lines).size).toBe(lines.length);
    const ours = [creditNote.number, otherInvoice.number, invoice.number];
    expect(lines.filter((number) => ours.includes(number))).toEqual([...ours].sort().reverse());
  });

  it('answers 401 without a session, 403 to a plan without advanced_stats', async () => {
    const anonymous = await call(app, 'GET', '/payments/invoices/export.csv', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(MESSAGES.auth.sessionRequired);
    const standard = await buildCompany(app, { plan: 'standard' });
    const refused = await call(app, 'GET', '/payments/invoices/export.csv', standard);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(featureMissingMessage('advanced_stats'));
  });
});

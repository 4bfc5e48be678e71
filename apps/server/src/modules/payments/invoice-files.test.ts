import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { TEST_OPERATOR, buildBilledCompany, logInOperator } from './payments-fixtures.ts';

/*
 * An issued invoice's Factur-X PDF is built at its first request and kept in the file storage
 * (decision 0041, 'Invoice PDFs kept'): the storage's writes are counted, so a rebuild shows.
 */
const POPPLER_MISSING = spawnSync('pdfdetach', ['-v'], { encoding: 'utf8' }).error !== undefined;

let app: FastifyInstance;
let operator: string;
let root: string;
let files: FileStorage;
const puts: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'tourneo-invoice-files-'));
  const local = createLocalStorage(root);
  files = local;
  const counting: FileStorage = {
    put: async (key, bytes, type) => {
      puts.push(key);
      await local.put(key, bytes, type);
    },
    get: (key) => local.get(key),
    delete: (key) => local.delete(key),
  };
  app = await createTestApp({ operator: TEST_OPERATOR }, undefined, { storage: counting });
  operator = await logInOperator(app);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

async function invoiceOf(company: TestCompany, period: string): Promise<Invoice> {
  const generated = await call(app, 'POST', '/payments/generate-all-invoices', operator, { period });
  expect(generated.statusCode).toBe(200);
  const response = await call(app, 'POST', '/payments/invoices', company, {});
  return (response.json().data.invoices as Invoice[]).find(
    (invoice) => invoice.period === period && invoice.kind === 'invoice',
  )!;
}

async function pdfOf(as: TestCompany | string, invoiceId: number): Promise<Buffer> {
  const response = await call(app, 'GET', `/payments/invoices/${invoiceId}/pdf`, as);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

const putsFor = (invoice: Invoice) => puts.filter((key) => key.includes(`/invoices/${invoice.id}-`));

describe('the kept Factur-X PDF', () => {
  it('is built once for 5 concurrent first requests, then read from the storage', async () => {
    const company = await buildBilledCompany(app, { period: '2022-03', agents: 2, email: 1, sms: 1 });
    const invoice = await invoiceOf(company, '2022-03');

    const first = await Promise.all(Array.from({ length: 5 }, () => pdfOf(company, invoice.id)));
    expect(first[0]!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const pdf of first) {
      expect(pdf.equals(first[0]!)).toBe(true);
    }
    const keys = putsFor(invoice);
    expect(keys).toEqual([
      expect.stringMatching(
        new RegExp(`^companies/${company.id}/invoices/${invoice.id}-[0-9a-f]{32}\\.pdf$`),
      ),
    ]);
    expect((await files.get(keys[0]!))!.equals(first[0]!)).toBe(true);

    // Later requests, the company's and the operator's: the same bytes, nothing built again.
    expect((await pdfOf(company, invoice.id)).equals(first[0]!)).toBe(true);
    expect((await pdfOf(operator, invoice.id)).equals(first[0]!)).toBe(true);
    expect(putsFor(invoice)).toHaveLength(1);

    // What the storage holds is what is answered (no rebuild behind it).
    const marked = Buffer.concat([first[0]!, Buffer.from('\n% kept\n')]);
    await files.put(keys[0]!, marked, 'application/pdf');
    expect((await pdfOf(company, invoice.id)).equals(marked)).toBe(true);
  });

  it('stays the same after a payment, a failure and a credit note (none of them is on it)', async () => {
    const company = await buildBilledCompany(app, { period: '2022-04', agents: 1, email: 1, sms: 0 });
    const invoice = await invoiceOf(company, '2022-04');
    const before = await pdfOf(company, invoice.id);
    const ok = (response: { statusCode: number }) => expect(response.statusCode).toBe(200);
    ok(
      await call(app, 'POST', '/payments/record-failure', operator, {
        invoice_id: invoice.id,
        failed_on: '2022-05-10',
        reason: 'Prélèvement rejeté',
      }),
    );
    ok(
      await call(app, 'POST', '/payments/record-payment', operator, {
        invoice_id: invoice.id,
        paid_on: '2022-05-12',
        amount: 1,
        method: 'Virement',
      }),
    );
    ok(
      await call(app, 'POST', '/payments/credit-note', operator, {
        invoice_id: invoice.id,
        amount_ht: 0.5,
        reason: 'Geste commercial',
      }),
    );
    expect((await pdfOf(company, invoice.id)).equals(before)).toBe(true);
    expect(putsFor(invoice)).toHaveLength(1);
  });

  it.skipIf(POPPLER_MISSING)('read back from the storage, still carries factur-x.xml', async () => {
    const company = await buildBilledCompany(app, { period: '2022-05', agents: 1, email: 0, sms: 1 });
    const invoice = await invoiceOf(company, '2022-05');
    await pdfOf(company, invoice.id);
    const kept = await pdfOf(company, invoice.id);
    const file = path.join(root, 'kept.pdf');
    writeFileSync(file, kept);
    const list = spawnSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^\d+: factur-x\.xml$/m);
  });

  it("never answers nor builds another company's invoice", async () => {
    const owner = await buildBilledCompany(app, { period: '2022-06', agents: 1, email: 0, sms: 0 });
    const other = await buildCompany(app, { plan: 'business' });
    const invoice = await invoiceOf(owner, '2022-06');
    const response = await call(app, 'GET', `/payments/invoices/${invoice.id}/pdf`, other);
    expect(response.statusCode).toBe(404);
    expect(putsFor(invoice)).toEqual([]);
    await pdfOf(owner, invoice.id);
    expect((await call(app, 'GET', `/payments/invoices/${invoice.id}/pdf`, other)).statusCode).toBe(404);
  });
});

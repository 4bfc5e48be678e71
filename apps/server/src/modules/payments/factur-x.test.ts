import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Invoice } from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { BUYER, TEST_OPERATOR, buildBilledCompany, logInOperator } from './payments-fixtures.ts';

/*
 * Each invoice's PDF is a Factur-X file: its CII XML is extracted back with poppler's pdfdetach
 * (`make system-deps` installs poppler-utils) and must say what the invoice says.
 */
const POPPLER_MISSING = spawnSync('pdfdetach', ['-v'], { encoding: 'utf8' }).error !== undefined;
if (POPPLER_MISSING && process.env.CI === 'true') {
  throw new Error('pdfdetach introuvable : installez poppler-utils (make system-deps)');
}

let app: FastifyInstance;
let operator: string;
let directory: string;
beforeAll(async () => {
  app = await createTestApp({ operator: TEST_OPERATOR });
  operator = await logInOperator(app);
  directory = mkdtempSync(path.join(tmpdir(), 'tourneo-factur-x-'));
});
afterAll(async () => {
  await app.close();
  rmSync(directory, { recursive: true, force: true });
});

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The PDF's attachments and its `factur-x.xml`. */
function extract(pdf: Buffer, name: string) {
  const file = path.join(directory, `${name}.pdf`);
  writeFileSync(file, pdf);
  const list = run('pdfdetach', ['-list', file]);
  const xmlFile = path.join(directory, `${name}.xml`);
  // By its number in the list: this poppler's `-savefile` refuses every name.
  const index = /^(\d+): factur-x\.xml$/m.exec(list)?.[1];
  expect(index).toBeDefined();
  run('pdfdetach', ['-save', index!, '-o', xmlFile, file]);
  const metadata = run('pdfinfo', ['-meta', file]);
  const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/\s+/g, ' ');
  return { list, xml: readFileSync(xmlFile, 'utf8'), metadata, text };
}

/** Every value of an element of the XML (`ram:GrandTotalAmount`...). */
const valuesOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1]);

describe.skipIf(POPPLER_MISSING)('the Factur-X PDF', () => {
  it('carries factur-x.xml (EN 16931) whose numbers, parties and totals are the invoice', async () => {
    const company = await buildBilledCompany(app, { period: '2023-05', agents: 2, email: 3, sms: 1 });
    await call(app, 'POST', '/payments/generate-all-invoices', operator, { period: '2023-05' });
    const [invoice] = (await call(app, 'POST', '/payments/invoices', company, {})).json().data
      .invoices as Invoice[];
    const response = await call(app, 'GET', invoice!.pdf_url, company);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');

    const { list, xml, metadata, text } = extract(response.rawPayload, invoice!.number);
    expect(list).toContain('factur-x.xml');
    expect(metadata).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(metadata).toMatch(/fx:ConformanceLevel>EN 16931</);
    expect(valuesOf(xml, 'ram:ID')).toContain('urn:cen.eu:en16931:2017');
    // 2 × 15.00 + 4 × 0.80 = 33.20 HT; TVA 6.64; TTC 39.84.
    expect(valuesOf(xml, 'ram:TypeCode')).toContain('380');
    expect(valuesOf(xml, 'ram:TaxBasisTotalAmount')).toEqual(['33.20']);
    expect(valuesOf(xml, 'ram:TaxTotalAmount')).toEqual(['6.64']);
    expect(valuesOf(xml, 'ram:GrandTotalAmount')).toEqual(['39.84']);
    expect(valuesOf(xml, 'ram:LineTotalAmount')).toEqual(['30.00', '2.40', '0.80', '33.20']);
    expect(valuesOf(xml, 'ram:RateApplicablePercent')).toContain('20');
    expect(xml).toContain(`<ram:ID>${invoice!.number}</ram:ID>`);
    expect(valuesOf(xml, 'ram:Name')).toEqual(
      expect.arrayContaining([TEST_OPERATOR.legalName, BUYER.legal_name]),
    );
    expect(valuesOf(xml, 'ram:ID')).toEqual(expect.arrayContaining([TEST_OPERATOR.siren, BUYER.siren]));
    expect(xml).toContain(TEST_OPERATOR.vatNumber);
    expect(xml).toContain(BUYER.vat_number);

    // The page a person reads says the same, with the legal mentions written out.
    expect(text).toContain(`Facture n° ${invoice!.number}`);
    expect(text).toContain('39,84');
    expect(text).toContain('trois fois le taux d’intérêt légal');
    expect(text).toContain('Indemnité forfaitaire pour frais de recouvrement : 40 €');
    expect(text).toContain(`SIREN ${BUYER.siren}`);

    const xmlResponse = await call(app, 'GET', invoice!.invoice_url, company);
    expect(xmlResponse.statusCode).toBe(200);
    expect(valuesOf(xmlResponse.body, 'ram:GrandTotalAmount')).toEqual(['39.84']);
  });

  it('writes a credit note as type 381 naming the invoice it corrects (BG-3)', async () => {
    const company = await buildBilledCompany(app, { period: '2023-06', agents: 1, email: 0, sms: 0 });
    await call(app, 'POST', '/payments/generate-all-invoices', operator, { period: '2023-06' });
    const [invoice] = (await call(app, 'POST', '/payments/invoices', company, {})).json().data
      .invoices as Invoice[];
    const credit = await call(app, 'POST', '/payments/credit-note', operator, {
      invoice_id: invoice!.id,
      reason: 'Résiliation',
    });
    const creditNote = credit.json().invoice as Invoice;
    const response = await call(app, 'GET', creditNote.pdf_url, operator);
    const { xml, text } = extract(response.rawPayload, creditNote.number);
    expect(valuesOf(xml, 'ram:TypeCode')).toContain('381');
    expect(valuesOf(xml, 'ram:Content')).toContain(`Avoir sur la facture n° ${invoice!.number}`);
    // BG-3 / BT-25, in the header's settlement, after its totals (CII D16B's order).
    expect(xml).toMatch(
      new RegExp(
        `</ram:SpecifiedTradeSettlementHeaderMonetarySummation>\\s*<ram:InvoiceReferencedDocument>\\s*` +
          `<ram:IssuerAssignedID>${invoice!.number}</ram:IssuerAssignedID>\\s*</ram:InvoiceReferencedDocument>`,
      ),
    );
    expect(valuesOf(xml, 'ram:GrandTotalAmount')).toEqual(['18.00']);
    // The invoice itself names none, and its XML alone (invoice_url) is the attachment's.
    const xmlAlone = (await call(app, 'GET', creditNote.invoice_url, operator)).body;
    expect(valuesOf(xmlAlone, 'ram:IssuerAssignedID')).toEqual([invoice!.number]);
    const invoiceXml = (await call(app, 'GET', invoice!.invoice_url, operator)).body;
    expect(invoiceXml).not.toContain('ram:InvoiceReferencedDocument');
    expect(text).toContain(`Avoir n° ${creditNote.number}`);
  });
});

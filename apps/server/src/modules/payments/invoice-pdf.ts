import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FormatFactoryService, ValidationService, invoiceSchema } from '@e-invoice-eu/core';
import { Ajv2019 } from 'ajv/dist/2019.js';
import {
  LATE_PAYMENT_TERMS,
  RECOVERY_INDEMNITY_EUROS,
  VAT_RATE_PERCENT,
  formatEuroCents,
  isoToFrenchDate as frenchDateOf,
} from '@tourneo/domain';
import { toEInvoice, type InvoiceDocument } from './invoice-data.ts';

/**
 * An invoice's Factur-X file (docs/decisions/0028-platform-invoices.md): pdfkit draws the human
 * page as PDF/A-3b with embedded DejaVu fonts (PDF/A embeds every font), then
 * `@e-invoice-eu/core` attaches the CII XML as `factur-x.xml` (profile EN 16931) and writes the
 * PDF/A-3 metadata. Both come from the same `InvoiceDocument`.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FORMAT = 'Factur-X-EN16931';

const silentLogger = { log: () => undefined, warn: () => undefined, error: () => undefined };

async function renderPage(document: InvoiceDocument): Promise<Buffer> {
  const isCreditNote = document.kind === 'credit_note';
  const title = `${isCreditNote ? 'Avoir' : 'Facture'} n° ${document.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: 'fr-FR',
    info: {
      Title: title,
      Author: document.seller.legalName,
      Creator: 'Tournéo',
      CreationDate: new Date(`${document.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.registerFont('regular', FONT);
  doc.registerFont('bold', BOLD);
  doc.font('bold').fontSize(18).text(title);
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(`Date d’émission : ${frenchDateOf(document.issueDate)}`);
  doc.text(
    `Période de service : du ${frenchDateOf(document.periodStart)} au ${frenchDateOf(document.periodEnd)}`,
  );
  doc.text(`Date d’échéance : ${frenchDateOf(document.dueDate)}`);
  if (document.creditsNumber) {
    doc.text(`Avoir sur la facture n° ${document.creditsNumber}`);
  }
  doc.moveDown();
  const party = (label: string, who: InvoiceDocument['seller']) => {
    doc.font('bold').text(label);
    doc.font('regular').text(who.legalName);
    doc.text(`${who.address}, ${who.postalCode} ${who.city}`);
    doc.text(`SIREN ${who.siren} – TVA intracommunautaire ${who.vatNumber}`);
    doc.moveDown(0.5);
  };
  party('Vendeur', document.seller);
  party('Client', document.buyer);
  doc.moveDown(0.5);

  const columns = [50, 270, 320, 390, 450, 500];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font).fontSize(8);
    cells.forEach((cell, index) => {
      const x = columns[index]!;
      const width = (columns[index + 1] ?? 545) - x - 4;
      doc.text(cell, x, y, { width, align: index === 0 ? 'left' : 'right' });
    });
    doc.x = 50;
    doc.moveDown(0.6);
  };
  row(['Désignation', 'Qté', 'PU HT', 'Total HT', `TVA ${VAT_RATE_PERCENT} %`, 'Total TTC'], 'bold');
  for (const line of document.lines) {
    row(
      [
        line.description,
        String(line.quantity),
        formatEuroCents(line.unitPriceCents),
        formatEuroCents(line.htCents),
        formatEuroCents(line.tvaCents),
        formatEuroCents(line.ttcCents),
      ],
      'regular',
    );
  }
  doc.moveDown();
  doc.font('bold').fontSize(10);
  doc.text(`Total HT : ${formatEuroCents(document.totalHtCents)}`, { align: 'right' });
  doc.text(`TVA ${VAT_RATE_PERCENT} % : ${formatEuroCents(document.totalTvaCents)}`, { align: 'right' });
  doc.text(`Total TTC : ${formatEuroCents(document.totalTtcCents)}`, { align: 'right' });
  doc.moveDown();
  doc.font('regular').fontSize(8);
  doc.text(`Paiement à réception, au plus tard le ${frenchDateOf(document.dueDate)}.`);
  doc.text(LATE_PAYMENT_TERMS);
  doc.text(`Indemnité forfaitaire pour frais de recouvrement : ${RECOVERY_INDEMNITY_EUROS} €.`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const formats = new FormatFactoryService();
const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(invoiceSchema);

/**
 * The library's `InvoiceService.generate` (the input checked against its UBL schema, then
 * converted), with one repair between the two: @e-invoice-eu/core 2.3.4 checks BG-3 (the invoice
 * a credit note corrects) in UBL's shape, `cac:BillingReference/cac:InvoiceDocumentReference/
 * cbc:ID`, but its CII conversion reads `cac:BillingReference/cbc:ID` and so wrote nothing. The
 * checked data gets the shape the conversion reads, and the CII carries
 * `ram:InvoiceReferencedDocument/ram:IssuerAssignedID` (BT-25), checked in factur-x.test.ts.
 * (BT-26, the corrected invoice's date, is left out: our numbers are unique, EN 16931 asks for it
 * only otherwise.)
 */
async function generate(document: InvoiceDocument, options: Record<string, unknown> & { format: string }) {
  const formatter = formats.createFormatService(options.format, silentLogger);
  const invoice = new ValidationService(silentLogger).validate(
    'invoice data',
    validate,
    structuredClone(toEInvoice(document)),
  );
  const references = invoice['ubl:Invoice']['cac:BillingReference'];
  if (references) {
    (invoice['ubl:Invoice'] as Record<string, unknown>)['cac:BillingReference'] = references.map(
      (reference) => ({ 'cbc:ID': reference['cac:InvoiceDocumentReference']['cbc:ID'] }),
    );
  }
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, {
    ...options,
    format: formats.normalizeFormat(options.format),
  } as Parameters<typeof formatter.generate>[1]);
}

/** The invoice as a Factur-X PDF (PDF/A-3 with `factur-x.xml`, EN 16931). */
export async function renderFacturX(document: InvoiceDocument): Promise<Buffer> {
  const pdf = await renderPage(document);
  const output = await generate(document, {
    format: FORMAT,
    lang: 'fr-fr',
    pdf: { buffer: pdf, filename: `${document.number}.pdf`, mimetype: 'application/pdf' },
  });
  return Buffer.from(output as Uint8Array);
}

/** The invoice's CII XML alone (the same as the Factur-X attachment). */
export async function renderCiiXml(document: InvoiceDocument): Promise<string> {
  const output = await generate(document, { format: 'CII', lang: 'fr-fr' });
  return typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
}

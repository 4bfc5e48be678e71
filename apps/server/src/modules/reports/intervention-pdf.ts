import PDFDocument from 'pdfkit';
import type { SessionStatus } from '@tourneo/domain/missions/team';
import { BOTTOM_MARGIN, MARGIN, type Document } from './pdf-layout.ts';
import { toInfoText } from './pdf-text.ts';
import { REPORT_TEXTS } from './report-texts.ts';
import { ReportWriter } from './report-sections.ts';

/**
 * The intervention report of one mission as a PDF (issue 15, feature pdf_generation): built from
 * plain data, so that the route only loads the mission and its files and hands them over.
 */
export interface InterventionReport {
  companyName: string;
  client: {
    name: string;
    prenom?: string | null;
    adresse: string;
    codePostal?: string | null;
    email?: string | null;
    telephone?: string | null;
    appartement?: string | null;
  };
  /** yyyy-mm-dd, the first session's day. */
  date: string;
  /** Quarter-hour slots as in the missions module (slot 0 = 8h00, 36 = 17h00). */
  sessions: { date: string; beginning: number; ending: number }[];
  agents: { name: string; isLead: boolean }[];
  operation: string | null;
  status: SessionStatus;
  /** Form answers in form order; `type` is the form field's type, `images` the files of a photo question. */
  answers: { label: string; type: string; value: string | null; images?: Buffer[] }[];
  /** Mission photos (JPEG or PNG bytes). */
  photos: Buffer[];
  /** The client's signature (PNG). */
  signature: Buffer | null;
  comments: string | null;
  /**
   * Which version of the report this is (issue 39: each completion freezes one), said under the
   * title; absent for a mission never completed (the report as it stands).
   */
  version?: ReportVersionInfo | null;
  /**
   * The company's brand (issue 28): with the white label its logo and colour head the report and
   * nothing says Tournéo; without it (`poweredBy`), 'propulsé par Tournéo' at the foot of each page.
   */
  brand?: { logo: Buffer | null; colour: string; poweredBy: boolean };
}

export interface ReportVersionInfo {
  number: number;
  /** How many versions the report has. */
  total: number;
  completedAt: Date;
  /** Who completed it (an agent's or a person's name), null when not known. */
  completedBy: string | null;
}

export interface RenderOptions {
  /** The generation time written in the document and its metadata (reproducible output). */
  now?: Date;
}

/** The report as PDF bytes: A4, in French, photos and signature embedded, 'Page X / N' on every page. */
export async function renderInterventionPdf(
  report: InterventionReport,
  options: RenderOptions = {},
): Promise<Buffer> {
  const now = options.now && !Number.isNaN(options.now.getTime()) ? options.now : new Date();
  const clientName = [report.client.prenom, report.client.name].filter((part) => part?.trim()).join(' ');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: BOTTOM_MARGIN },
    bufferPages: true,
    lang: 'fr-FR',
    info: {
      Title: toInfoText(`${REPORT_TEXTS.title} – ${clientName} – ${report.date}`),
      Author: toInfoText(report.companyName),
      Subject: REPORT_TEXTS.title,
      Creator: report.brand && !report.brand.poweredBy ? toInfoText(report.companyName) : 'Tournéo',
      CreationDate: now,
      ModDate: now,
    },
  }) as Document;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const writer = new ReportWriter(doc);
  writer.header(report, now);
  writer.client(report.client);
  writer.intervention(report);
  writer.answers(report.answers);
  writer.photos(report.photos);
  writer.signature(report.signature);
  writer.comments(report.comments);
  writer.pageNumbers(report.brand?.poweredBy ?? false);
  doc.end();
  return done;
}

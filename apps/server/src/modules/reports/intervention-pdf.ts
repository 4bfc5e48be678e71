import PDFDocument from 'pdfkit';
import { answerValueKind, imageValueBase64 } from '@tourneo/domain/reports/answer-value';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import type { MissionStatus } from '@tourneo/domain/missions/team';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { TIME_ZONE } from '@tourneo/domain/time-slots/constants';
import { formatPhoneNumber } from '@tourneo/domain/common/phone';
import { checkImage, type CheckedImage } from './pdf-images.ts';
import { toInfoText, toPdfText } from './pdf-text.ts';

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
  status: MissionStatus;
  /** Form answers in form order; `type` is the form field's type, `images` the files of a photo question. */
  answers: { label: string; type: string; value: string | null; images?: Buffer[] }[];
  /** Mission photos (JPEG or PNG bytes). */
  photos: Buffer[];
  /** The client's signature (PNG). */
  signature: Buffer | null;
  comments: string | null;
}

export interface RenderOptions {
  /** The generation time written in the document and its metadata (reproducible output). */
  now?: Date;
}

/** French words of the report. None of them is quoted by the spec. */
export const REPORT_TEXTS = {
  title: "Rapport d'intervention",
  generatedOn: 'Document généré le',
  client: 'Client',
  intervention: 'Intervention',
  form: 'Formulaire',
  photos: 'Photos de la mission',
  signature: 'Signature du client',
  comments: 'Commentaires',
  name: 'Nom',
  address: 'Adresse',
  apartment: 'Appartement',
  phone: 'Téléphone',
  email: 'E-mail',
  date: 'Date',
  dates: 'Dates',
  agent: 'Agent assigné',
  agents: 'Agents assignés',
  lead: "chef d'équipe",
  operation: 'Opération',
  status: 'Statut',
  empty: '—',
  noAnswer: 'Aucune réponse au formulaire',
  noPhoto: 'Aucune photo',
  noSignature: 'Aucune signature',
  unreadableImage: 'Image illisible',
  yes: 'Oui',
  no: 'Non',
  page: (number: number, count: number) => `Page ${number} / ${count}`,
} as const;

/** Longest text written for one answer, the comments or a label: a hostile 10 MB answer stays a few pages. */
export const MAX_TEXT_CHARACTERS = 20_000;
const MAX_LABEL_CHARACTERS = 500;
const MAX_LINE_CHARACTERS = 1_000;

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#1c4e80';
const RULE = '#d0d7de';

const MARGIN = 50;
const BOTTOM_MARGIN = 60;
const LABEL_WIDTH = 120;
const GAP = 10;
const PHOTO_COLUMNS = 2;
const PHOTO_MAX_HEIGHT = 240;
const ANSWER_IMAGE_COLUMNS = 3;
const ANSWER_IMAGE_MAX_HEIGHT = 160;
const SIGNATURE_BOX: [number, number] = [220, 110];
const PLACEHOLDER_HEIGHT = 50;
/** A section title with its rule, in points. */
const SECTION_TITLE_HEIGHT = 30;

/** pdfkit opens an image once and draws that object; its typings only know sources. */
interface OpenedImage {
  width: number;
  height: number;
  orientation?: number;
}
type Document = PDFKit.PDFDocument & { openImage(source: Buffer): OpenedImage };

interface ImageRow {
  cellWidth: number;
  height: number;
  /** `opened` is null for an image that cannot be read ('Image illisible'). */
  cells: { opened: OpenedImage | null; width: number; height: number }[];
}

const LONG_DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-24' → 'mardi 24 novembre 2026', '2026-12-01' → 'mardi 1er décembre 2026'; other text as it is. */
export function frenchLongDate(date: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!instant || Number.isNaN(instant.getTime())) {
    return date;
  }
  return LONG_DAY.format(instant).replace(/^(\S+) 1 /, '$1 1er ');
}

function slotLabel(slot: number): string | null {
  return Number.isInteger(slot) && slot >= 0 && slot <= 24 * 4 ? slotToLabel(slot) : null;
}

/** 'mardi 24 novembre 2026, 9h00 – 11h00'. */
export function frenchSessionLine(session: { date: string; beginning: number; ending: number }): string {
  const beginning = slotLabel(session.beginning);
  const ending = slotLabel(session.ending);
  const day = frenchLongDate(session.date);
  return beginning && ending ? `${day}, ${beginning} – ${ending}` : day;
}

const GENERATED_AT = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** '24 novembre 2026 à 10h05', Paris time. */
function frenchInstant(instant: Date): string {
  if (Number.isNaN(instant.getTime())) {
    return '';
  }
  const parts = Object.fromEntries(
    GENERATED_AT.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year} à ${Number(parts.hour)}h${parts.minute}`;
}

/** The answer's text: a checkbox's list or yes/no in words, the rest as typed. */
function answerText(type: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (
        Array.isArray(parsed) &&
        parsed.every((item) => ['string', 'number', 'boolean'].includes(typeof item))
      ) {
        return parsed.map(String).join(', ');
      }
    } catch {
      // Not a list: shown as typed.
    }
  }
  if (type === 'checkbox' && (trimmed === 'true' || trimmed === 'false')) {
    return trimmed === 'true' ? REPORT_TEXTS.yes : REPORT_TEXTS.no;
  }
  return value;
}

/** The image answer's bytes from a data URL or bare base64 value (empty when not base64: 'Image illisible'). */
function imageFromValue(value: string): Buffer {
  const base64 = imageValueBase64(value);
  return base64 === null ? Buffer.alloc(0) : Buffer.from(base64, 'base64');
}

/** Writes the report on a fresh pdfkit document; pages are buffered until the page numbers are in. */
class ReportWriter {
  private readonly doc: Document;
  private readonly contentWidth: number;

  constructor(doc: Document) {
    this.doc = doc;
    this.contentWidth = doc.page.width - MARGIN * 2;
  }

  private get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  private get bottom(): number {
    return this.doc.page.height - BOTTOM_MARGIN;
  }

  /** A new page unless `height` more points fit on this one (a block taller than a page still starts on a fresh page). */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > MARGIN + 1) {
      this.doc.addPage();
    }
  }

  private style(font: string, size: number, colour = INK): this {
    this.doc.font(font).fontSize(size).fillColor(colour);
    return this;
  }

  header(report: InterventionReport, now: Date): void {
    const { doc } = this;
    this.style(BOLD, 12, MUTED);
    doc.text(toPdfText(report.companyName, MAX_LINE_CHARACTERS) || REPORT_TEXTS.empty, MARGIN, MARGIN, {
      width: this.contentWidth,
    });
    this.style(BOLD, 22, ACCENT);
    doc.text(REPORT_TEXTS.title, { width: this.contentWidth });
    const generated = frenchInstant(now);
    if (generated) {
      this.style(FONT, 9, MUTED);
      doc.text(`${REPORT_TEXTS.generatedOn} ${generated}`, { width: this.contentWidth });
    }
    doc.moveDown(0.5);
    this.rule();
  }

  private rule(): void {
    const { doc } = this;
    doc
      .save()
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + this.contentWidth, doc.y)
      .lineWidth(0.8)
      .strokeColor(RULE);
    doc.stroke().restore();
    doc.y += 6;
  }

  /** A section title, on the page of the first `keepWith` points of its content (a few lines by default). */
  section(title: string, keepWith = 40): void {
    const { doc } = this;
    doc.y += 8;
    this.ensureSpace(SECTION_TITLE_HEIGHT + keepWith);
    this.style(BOLD, 13, ACCENT);
    doc.text(title, MARGIN, doc.y, { width: this.contentWidth });
    doc.y += 2;
    this.rule();
  }

  /** 'Label   value' on two columns; the value wraps (and may continue on the next page). */
  field(label: string, value: string | null | undefined): void {
    const { doc } = this;
    const text = value ? toPdfText(value, MAX_TEXT_CHARACTERS).trim() : '';
    this.style(FONT, 10);
    this.ensureSpace(doc.currentLineHeight(true) + 2);
    const top = doc.y;
    const pages = this.pageCount;
    this.style(BOLD, 10, MUTED);
    doc.text(label, MARGIN, top, { width: LABEL_WIDTH - GAP });
    const labelBottom = doc.y;
    this.style(FONT, 10);
    doc.text(text || REPORT_TEXTS.empty, MARGIN + LABEL_WIDTH, top, {
      width: this.contentWidth - LABEL_WIDTH,
    });
    doc.y = (this.pageCount === pages ? Math.max(labelBottom, doc.y) : doc.y) + 4;
  }

  client(client: InterventionReport['client']): void {
    this.section(REPORT_TEXTS.client);
    const name = [client.prenom, client.name].filter((part) => part?.trim()).join(' ');
    const postalCode = client.codePostal?.trim();
    const street = client.adresse ?? '';
    const address = postalCode && !street.includes(postalCode) ? `${street}, ${postalCode}` : street;
    this.field(REPORT_TEXTS.name, name);
    this.field(REPORT_TEXTS.address, address);
    if (client.appartement?.trim()) {
      this.field(REPORT_TEXTS.apartment, client.appartement);
    }
    // Stored in E.164 (+33781223344): printed the way people read it in France (07 81 22 33 44).
    this.field(REPORT_TEXTS.phone, client.telephone ? formatPhoneNumber(client.telephone) : client.telephone);
    this.field(REPORT_TEXTS.email, client.email);
  }

  intervention(report: InterventionReport): void {
    this.section(REPORT_TEXTS.intervention);
    const sessions = [...report.sessions].sort(
      (left, right) => left.date.localeCompare(right.date) || left.beginning - right.beginning,
    );
    const dates = sessions.length > 0 ? sessions.map(frenchSessionLine) : [frenchLongDate(report.date)];
    this.field(dates.length > 1 ? REPORT_TEXTS.dates : REPORT_TEXTS.date, dates.join('\n'));
    const agents = [...report.agents]
      .sort((left, right) => Number(right.isLead) - Number(left.isLead))
      .map((agent) =>
        agent.isLead && report.agents.length > 1 ? `${agent.name} (${REPORT_TEXTS.lead})` : agent.name,
      );
    this.field(agents.length > 1 ? REPORT_TEXTS.agents : REPORT_TEXTS.agent, agents.join('\n'));
    this.field(REPORT_TEXTS.operation, report.operation);
    this.field(REPORT_TEXTS.status, MISSION_STATUS_LABELS[report.status] ?? report.status);
  }

  answers(answers: InterventionReport['answers']): void {
    this.section(REPORT_TEXTS.form);
    if (answers.length === 0) {
      this.note(REPORT_TEXTS.noAnswer);
      return;
    }
    for (const answer of answers) {
      this.answer(answer);
    }
  }

  private answer(answer: InterventionReport['answers'][number]): void {
    const { doc } = this;
    const label = toPdfText(answer.label ?? '', MAX_LABEL_CHARACTERS).trim() || REPORT_TEXTS.empty;
    const value = typeof answer.value === 'string' ? answer.value : '';
    const isImageValue = value !== '' && answerValueKind(value) === 'image';
    const images =
      answer.images && answer.images.length > 0 ? answer.images : isImageValue ? [imageFromValue(value)] : [];
    this.style(BOLD, 10);
    const labelHeight = doc.heightOfString(label, { width: this.contentWidth });
    if (images.length > 0) {
      // The label stays on the page of the first row of pictures.
      const rows = this.imageRows(images, ANSWER_IMAGE_COLUMNS, ANSWER_IMAGE_MAX_HEIGHT);
      this.ensureSpace(labelHeight + 2 + rows[0]!.height);
      this.style(BOLD, 10);
      doc.text(label, MARGIN, doc.y, { width: this.contentWidth });
      doc.y += 2;
      this.drawImageRows(rows);
    } else {
      this.ensureSpace(labelHeight + doc.currentLineHeight(true) * 2);
      doc.text(label, MARGIN, doc.y, { width: this.contentWidth });
      doc.y += 2;
      const text = toPdfText(answerText(answer.type, value), MAX_TEXT_CHARACTERS).trim();
      this.style(FONT, 10, text ? INK : MUTED);
      doc.text(text || REPORT_TEXTS.empty, MARGIN + GAP, doc.y, { width: this.contentWidth - GAP });
    }
    doc.y += 8;
  }

  photos(photos: Buffer[]): void {
    const rows = this.imageRows(photos, PHOTO_COLUMNS, PHOTO_MAX_HEIGHT);
    this.section(REPORT_TEXTS.photos, rows[0]?.height);
    if (rows.length === 0) {
      this.note(REPORT_TEXTS.noPhoto);
      return;
    }
    this.drawImageRows(rows);
  }

  signature(signature: Buffer | null): void {
    const [width, height] = SIGNATURE_BOX;
    const opened = signature ? this.open(signature) : null;
    const size = opened ? fitted(opened, width, height) : { width, height: PLACEHOLDER_HEIGHT };
    this.section(REPORT_TEXTS.signature, size.height);
    if (!signature) {
      this.note(REPORT_TEXTS.noSignature);
      return;
    }
    this.ensureSpace(size.height);
    const top = this.doc.y;
    if (opened) {
      this.doc.image(opened as unknown as Buffer, MARGIN, top, { width: size.width, height: size.height });
    } else {
      this.placeholder(MARGIN, top, size.width, size.height);
    }
    this.doc.y = top + size.height + 4;
  }

  comments(comments: string | null): void {
    this.section(REPORT_TEXTS.comments);
    const text = comments ? toPdfText(comments, MAX_TEXT_CHARACTERS).trim() : '';
    this.style(FONT, 10, text ? INK : MUTED);
    this.doc.text(text || REPORT_TEXTS.empty, MARGIN, this.doc.y, { width: this.contentWidth });
  }

  private note(text: string): void {
    this.style(ITALIC, 10, MUTED);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.contentWidth });
  }

  /** The image opened by pdfkit once it passed our checks, or `null` for 'Image illisible'. */
  private open(data: Buffer): (OpenedImage & CheckedImage) | null {
    const checked = checkImage(data);
    if (!checked) {
      return null;
    }
    try {
      const opened = this.doc.openImage(data);
      return Object.assign(opened, { format: checked.format });
    } catch {
      return null;
    }
  }

  /** Images in rows of `columns` cells, each scaled into its cell keeping its proportions. */
  private imageRows(images: Buffer[], columns: number, maxHeight: number): ImageRow[] {
    const cellWidth = (this.contentWidth - GAP * (columns - 1)) / columns;
    const rows: ImageRow[] = [];
    for (let start = 0; start < images.length; start += columns) {
      const cells = images.slice(start, start + columns).map((data) => {
        const opened = this.open(data);
        const size = opened
          ? fitted(opened, cellWidth, maxHeight)
          : { width: cellWidth, height: PLACEHOLDER_HEIGHT };
        return { opened, ...size };
      });
      rows.push({ cellWidth, cells, height: Math.max(...cells.map((cell) => cell.height)) });
    }
    return rows;
  }

  /** Draws the rows; a row that does not fit starts a page. */
  private drawImageRows(rows: ImageRow[]): void {
    const { doc } = this;
    for (const row of rows) {
      this.ensureSpace(row.height);
      const top = doc.y;
      row.cells.forEach((cell, index) => {
        const left = MARGIN + index * (row.cellWidth + GAP);
        if (cell.opened) {
          doc.image(cell.opened as unknown as Buffer, left + (row.cellWidth - cell.width) / 2, top, {
            width: cell.width,
            height: cell.height,
          });
        } else {
          this.placeholder(left, top, cell.width, cell.height);
        }
      });
      doc.x = MARGIN;
      doc.y = top + row.height + GAP;
    }
  }

  private placeholder(left: number, top: number, width: number, height: number): void {
    const { doc } = this;
    doc
      .save()
      .rect(left, top, width, height)
      .lineWidth(0.8)
      .dash(3, { space: 3 })
      .strokeColor(MUTED)
      .stroke();
    doc.restore();
    this.style(ITALIC, 9, MUTED);
    doc.text(REPORT_TEXTS.unreadableImage, left, top + height / 2 - 5, {
      width,
      align: 'center',
      lineBreak: false,
    });
  }

  /** 'Page X / N' at the foot of every page. */
  pageNumbers(): void {
    const { doc } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      doc.switchToPage(start + index);
      const { margins } = doc.page;
      const bottomMargin = margins.bottom;
      // Writing inside the bottom margin would otherwise make pdfkit open a new page.
      margins.bottom = 0;
      this.style(FONT, 8, MUTED);
      doc.text(REPORT_TEXTS.page(index + 1, count), MARGIN, doc.page.height - 38, {
        width: this.contentWidth,
        align: 'right',
        lineBreak: false,
      });
      margins.bottom = bottomMargin;
    }
  }
}

/** The image's drawn size inside a width × height box, proportions kept (EXIF rotations included). */
function fitted(image: OpenedImage, width: number, height: number): { width: number; height: number } {
  const isTurned = (image.orientation ?? 1) > 4;
  const imageWidth = isTurned ? image.height : image.width;
  const imageHeight = isTurned ? image.width : image.height;
  const scale = Math.min(width / imageWidth, height / imageHeight);
  return { width: imageWidth * scale, height: imageHeight * scale };
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
      Creator: 'Tournéo',
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
  writer.pageNumbers();
  doc.end();
  return done;
}

/** Letters outside ASCII that do not decompose into a base letter and a mark. */
const TRANSLITERATIONS: Record<string, string> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
};

/** A part of a file name: ASCII letters, digits, '-', '.' and '_', accents transliterated, at most `max` characters. */
function fileNamePart(text: string, max: number): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (character) => TRANSLITERATIONS[character] ?? '_');
  return ascii
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, max)
    .replace(/[_.-]+$/g, '');
}

/** `mission_{client}_{date}.pdf`, safe as a download name on any system ('Éloïse Dupré', '2026-11-24' → 'mission_Eloise_Dupre_2026-11-24.pdf'). */
export function interventionPdfFileName(clientName: string, date: string): string {
  const client = fileNamePart(clientName, 80) || 'client';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : fileNamePart(date, 20) || 'sans-date';
  return `mission_${client}_${day}.pdf`;
}

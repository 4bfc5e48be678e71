import { answerValueKind } from '@tourneo/domain/reports/answer-value';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { formatPhoneNumber } from '@tourneo/domain/common/phone';
import { REPORT_VERSION_MESSAGES as V } from '@tourneo/domain/messages/reopen-fr';
import type { InterventionReport, ReportVersionInfo } from './intervention-pdf.ts';
import {
  ACCENT,
  ANSWER_IMAGE_COLUMNS,
  ANSWER_IMAGE_MAX_HEIGHT,
  BOLD,
  FONT,
  GAP,
  INK,
  MARGIN,
  MUTED,
  PHOTO_COLUMNS,
  PHOTO_MAX_HEIGHT,
  PLACEHOLDER_HEIGHT,
  SIGNATURE_BOX,
  PdfLayout,
  fitted,
} from './pdf-layout.ts';
import { toPdfText } from './pdf-text.ts';
import {
  MAX_LABEL_CHARACTERS,
  MAX_LINE_CHARACTERS,
  MAX_TEXT_CHARACTERS,
  REPORT_TEXTS,
  answerText,
  frenchInstant,
  frenchLongDate,
  frenchSessionLine,
  imageFromValue,
} from './report-texts.ts';

/** Writes the report's sections, in order, on a fresh pdfkit document (pages buffered until the page numbers are in). */
export class ReportWriter extends PdfLayout {
  header(report: InterventionReport, now: Date): void {
    const { doc } = this;
    const logo = report.brand?.logo ? this.open(report.brand.logo) : null;
    if (logo) {
      // The company's logo, top right, within 140 x 50 points, its proportions kept.
      const size = fitted(logo, 140, 50);
      doc.image(logo as unknown as Buffer, MARGIN + this.contentWidth - size.width, MARGIN, size);
    }
    this.style(BOLD, 12, MUTED);
    doc.text(toPdfText(report.companyName, MAX_LINE_CHARACTERS) || REPORT_TEXTS.empty, MARGIN, MARGIN, {
      width: this.contentWidth - (logo ? 150 : 0),
    });
    this.style(BOLD, 22, report.brand?.colour ?? ACCENT);
    doc.text(REPORT_TEXTS.title, { width: this.contentWidth });
    this.version(report.version ?? null);
    const generated = frenchInstant(now);
    if (generated) {
      this.style(FONT, 9, MUTED);
      doc.text(`${REPORT_TEXTS.generatedOn} ${generated}`, { width: this.contentWidth });
    }
    doc.moveDown(0.5);
    this.rule();
  }

  /** 'Rapport version 2 sur 2 — réalisé le …', and whether earlier or later versions exist. */
  private version(version: ReportVersionInfo | null): void {
    if (!version) {
      return;
    }
    const by = version.completedBy?.trim()
      ? ` ${V.by(toPdfText(version.completedBy, MAX_LINE_CHARACTERS))}`
      : '';
    this.style(BOLD, 11, INK);
    this.doc.text(
      `${V.versionLine(version.number, version.total, frenchInstant(version.completedAt))}${by}`,
      {
        width: this.contentWidth,
      },
    );
    const notes = [
      ...(version.number > 1 ? [V.earlierKept(version.number)] : []),
      ...(version.number < version.total ? [V.laterExists(version.total)] : []),
    ];
    if (notes.length > 0) {
      this.style(FONT, 9, MUTED);
      this.doc.text(notes.join(' '), { width: this.contentWidth });
    }
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
}

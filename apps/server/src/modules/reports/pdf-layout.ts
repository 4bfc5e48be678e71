import { checkImage, type CheckedImage } from '../../pdf/images.ts';
import { toPdfText } from './pdf-text.ts';
import { MAX_TEXT_CHARACTERS, REPORT_TEXTS } from './report-texts.ts';

// The report's fonts, colours and measures (points; A4 is 595 × 842).
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
export const INK = '#1f2328';
export const MUTED = '#57606a';
export const ACCENT = '#1c4e80';
const RULE = '#d0d7de';

export const MARGIN = 50;
export const BOTTOM_MARGIN = 60;
const LABEL_WIDTH = 120;
export const GAP = 10;
export const PHOTO_COLUMNS = 2;
export const PHOTO_MAX_HEIGHT = 240;
export const ANSWER_IMAGE_COLUMNS = 3;
export const ANSWER_IMAGE_MAX_HEIGHT = 160;
export const SIGNATURE_BOX: [number, number] = [220, 110];
export const PLACEHOLDER_HEIGHT = 50;
/** A section title with its rule, in points. */
const SECTION_TITLE_HEIGHT = 30;

/** pdfkit opens an image once and draws that object; its typings only know sources. */
export interface OpenedImage {
  width: number;
  height: number;
  orientation?: number;
}
export type Document = PDFKit.PDFDocument & { openImage(source: Buffer): OpenedImage };

interface ImageRow {
  cellWidth: number;
  height: number;
  /** `opened` is null for an image that cannot be read ('Image illisible'). */
  cells: { opened: OpenedImage | null; width: number; height: number }[];
}

/** The image's drawn size inside a width × height box, proportions kept (EXIF rotations included). */
export function fitted(image: OpenedImage, width: number, height: number): { width: number; height: number } {
  const isTurned = (image.orientation ?? 1) > 4;
  const imageWidth = isTurned ? image.height : image.width;
  const imageHeight = isTurned ? image.width : image.height;
  const scale = Math.min(width / imageWidth, height / imageHeight);
  return { width: imageWidth * scale, height: imageHeight * scale };
}

/**
 * The layout of a report on a pdfkit document: styles, page breaks, section titles, two-column
 * fields, rows of images, placeholders and page numbers. The sections (report-sections.ts) write
 * their content with these.
 */
export class PdfLayout {
  protected readonly doc: Document;
  protected readonly contentWidth: number;

  constructor(doc: Document) {
    this.doc = doc;
    this.contentWidth = doc.page.width - MARGIN * 2;
  }

  protected get pageCount(): number {
    return this.doc.bufferedPageRange().count;
  }

  protected get bottom(): number {
    return this.doc.page.height - BOTTOM_MARGIN;
  }

  /** A new page unless `height` more points fit on this one (a block taller than a page still starts on a fresh page). */
  protected ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > MARGIN + 1) {
      this.doc.addPage();
    }
  }

  protected style(font: string, size: number, colour = INK): this {
    this.doc.font(font).fontSize(size).fillColor(colour);
    return this;
  }

  protected rule(): void {
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

  protected note(text: string): void {
    this.style(ITALIC, 10, MUTED);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.contentWidth });
  }

  /** The image opened by pdfkit once it passed our checks, or `null` for 'Image illisible'. */
  protected open(data: Buffer): (OpenedImage & CheckedImage) | null {
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
  protected imageRows(images: Buffer[], columns: number, maxHeight: number): ImageRow[] {
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
  protected drawImageRows(rows: ImageRow[]): void {
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

  protected placeholder(left: number, top: number, width: number, height: number): void {
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

  /** 'Page X / N' at the foot of every page, and 'propulsé par Tournéo' unless the company has the white label. */
  pageNumbers(isPoweredBy = true): void {
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
      if (isPoweredBy) {
        doc.text(REPORT_TEXTS.poweredBy, MARGIN, doc.page.height - 38, {
          width: this.contentWidth,
          lineBreak: false,
        });
      }
      margins.bottom = bottomMargin;
    }
  }
}

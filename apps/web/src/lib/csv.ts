import { downloadFile } from './download-file.ts';

const quote = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows as a CSV Excel opens in French: UTF-8 with BOM, ';' between fields, CRLF between lines. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  `\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`;

/** A CSV the page wrote, saved as `filename`. */
export function downloadText(filename: string, content: string): void {
  downloadFile(new Blob([content], { type: 'text/csv;charset=utf-8' }), filename);
}

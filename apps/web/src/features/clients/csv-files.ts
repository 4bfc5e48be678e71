import { downloadFile } from '../../lib/download-file.ts';
import { CSV_FIELDS, CSV_TEMPLATE_HEADERS, type ImportReportLine } from '@tourneo/domain';

const quote = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const toCsv = (rows: string[][]) => `\uFEFF${rows.map((row) => row.map(quote).join(';')).join('\r\n')}\r\n`;

/** The import template: the header the importer reads and one example row (UTF-8 with BOM, ';' for Excel). */
export function clientsTemplateCsv(): string {
  return toCsv([
    CSV_FIELDS.map((field) => CSV_TEMPLATE_HEADERS[field]),
    [
      'Dupont',
      'Jean',
      'jean.dupont@example.fr',
      '0612345678',
      '12 rue de la Paix, Paris',
      '75002',
      'Entretien chaudière',
    ],
  ]);
}

/** The import's error report: one line per refused or skipped row. */
export function importReportCsv(report: readonly ImportReportLine[]): string {
  return toCsv([
    ['ligne', 'statut', 'motif'],
    ...report.map((line) => [
      String(line.line),
      line.status === 'invalid' ? 'invalide' : 'ignorée',
      line.reason,
    ]),
  ]);
}

export function downloadText(filename: string, content: string): void {
  downloadFile(filename, content);
}

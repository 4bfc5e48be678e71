import type { Readable } from 'node:stream';
import {
  CSV_FIELDS,
  CSV_REQUIRED_FIELDS,
  CSV_TEMPLATE_HEADERS,
  MESSAGES,
  clientFieldsSchema,
  emailKey,
  fieldOfCsvHeader,
  phoneKey,
  type CsvField,
} from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { readCsv } from './csv-reader.ts';
import type { ImportRow } from './clients.repository.ts';

/** A valid row of the file, not repeating an earlier row (coordinates are added afterwards). */
export type ParsedClientRow = Omit<ImportRow, 'latitude' | 'longitude'> & { line: number };

/**
 * What reading the file finds, in file order: a row to write, or a counted row that is reported
 * (malformed, invalid, duplicate of an earlier line, unknown operation).
 */
export type CsvRowEvent =
  | { kind: 'row'; row: ParsedClientRow }
  | {
      kind: 'report';
      line: number;
      status: 'invalid' | 'skipped';
      reason: string;
      unknownOperation?: string;
    };

export interface CsvRowOptions {
  /** The company's operations: lower-cased trimmed name → id. */
  operationIds: ReadonlyMap<string, number>;
  maxRows: number;
}

const formatNumber = (value: number) => value.toLocaleString('fr-FR');

/** Finds the index of each field in the header row, or says which required columns are missing. */
function mapHeader(header: string[]): Map<CsvField, number> {
  const columns = new Map<CsvField, number>();
  header.forEach((title, index) => {
    const field = fieldOfCsvHeader(title);
    if (field && !columns.has(field)) {
      columns.set(field, index);
    }
  });
  const missing = CSV_REQUIRED_FIELDS.filter((field) => !columns.has(field));
  if (missing.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `${MESSAGES.imports.missingColumnsPrefix}${missing.map((field) => CSV_TEMPLATE_HEADERS[field]).join(', ')}`,
    );
  }
  return columns;
}

/**
 * Reads a CSV of clients into rows and reports, by chunks of events. The file's own rules live
 * here: header, row limit, the new-client rules, known operations, and a row repeating an earlier
 * row's e-mail or name and phone. A file-level problem throws an AppError in French. Free of
 * database and network; chunks keep the per-row cost of async iteration low.
 */
export async function* readClientRows(
  file: Readable,
  options: CsvRowOptions,
  chunkSize = 500,
): AsyncGenerator<CsvRowEvent[]> {
  let columns: Map<CsvField, number> | undefined;
  let rows = 0;
  let events: CsvRowEvent[] = [];
  // Lines that already claimed an e-mail, or a name and phone, in this file.
  const seenEmails = new Map<string, number>();
  const seenNamePhones = new Map<string, number>();
  const report = (line: number, status: 'invalid' | 'skipped', reason: string, unknownOperation?: string) =>
    events.push(
      unknownOperation === undefined
        ? { kind: 'report', line, status, reason }
        : { kind: 'report', line, status, reason, unknownOperation },
    );

  for await (const item of readCsv(file)) {
    if (events.length >= chunkSize) {
      yield events;
      events = [];
    }
    if (item.kind === 'malformed') {
      rows += 1;
      report(item.line, 'invalid', `${MESSAGES.imports.malformedPrefix}${item.line}`);
      continue;
    }
    if (!columns) {
      columns = mapHeader(item.fields);
      continue;
    }
    if (item.fields.every((field) => field === '')) {
      continue;
    }
    rows += 1;
    if (rows > options.maxRows) {
      throw new AppError(
        'BAD_REQUEST',
        `${MESSAGES.imports.tooManyRowsPrefix}${formatNumber(options.maxRows)}`,
      );
    }
    const raw = Object.fromEntries(
      CSV_FIELDS.map((field) => [
        field,
        columns!.has(field) ? (item.fields[columns!.get(field)!] ?? '') : '',
      ]),
    );
    const parsed = clientFieldsSchema.safeParse(raw);
    if (!parsed.success) {
      const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      report(item.line, 'invalid', reasons.join(' ; '));
      continue;
    }
    const fields = parsed.data;
    const operationId = options.operationIds.get(fields.operation_name.toLowerCase());
    if (operationId === undefined) {
      report(
        item.line,
        'invalid',
        `${MESSAGES.imports.operationUnknownPrefix}${fields.operation_name}`,
        fields.operation_name,
      );
      continue;
    }
    const row: ParsedClientRow = {
      line: item.line,
      name: fields.name,
      nameKey: fields.name.toLowerCase(),
      prenom: fields.prenom ?? null,
      email: fields.email ?? null,
      emailKey: emailKey(fields.email),
      telephone: fields.telephone,
      phoneKey: phoneKey(fields.telephone),
      adresse: fields.adresse,
      codePostal: fields.code_postal,
      operationId,
    };
    const namePhone = row.phoneKey ? `${row.nameKey}\u0000${row.phoneKey}` : null;
    const earlier =
      (row.emailKey && seenEmails.get(row.emailKey)) || (namePhone && seenNamePhones.get(namePhone));
    if (earlier) {
      report(item.line, 'skipped', `${MESSAGES.imports.duplicateOfLine}${earlier}`);
      continue;
    }
    if (row.emailKey) {
      seenEmails.set(row.emailKey, row.line);
    }
    if (namePhone) {
      seenNamePhones.set(namePhone, row.line);
    }
    events.push({ kind: 'row', row });
  }
  if (!columns) {
    throw new AppError('BAD_REQUEST', MESSAGES.imports.emptyFile);
  }
  if (events.length > 0) {
    yield events;
  }
}

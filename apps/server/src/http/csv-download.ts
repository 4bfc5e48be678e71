import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

/** Rows read from the database per query while a file streams out. */
export const CSV_BATCH_SIZE = 1000;

/**
 * Every row of a keyset-paged read, batch after batch: the next batch is read only when the
 * previous one has been taken (the CSV stream pulls as the client downloads), so an export of any
 * size holds one batch in memory. `readAfter` answers the rows after a key, at most `size`.
 */
export async function* rowsInBatches<Row, Key>(
  readAfter: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = CSV_BATCH_SIZE,
): AsyncGenerator<Row> {
  let after: Key | undefined;
  for (;;) {
    const batch = await readAfter(after, size);
    yield* batch;
    if (batch.length < size) {
      return;
    }
    after = keyOf(batch.at(-1)!);
  }
}

/**
 * A spreadsheet would run a cell starting with `=`, `+`, `-` or `@` as a formula (a client named
 * `=HYPERLINK(…)`): such a text gets a leading apostrophe. Numbers and telephone numbers
 * (`+33 6 12…`) are left as they are.
 */
export function neutraliseFormula(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[=+\-@\t\r]/.test(value) || /^[+-]?[\d\s().,-]+$/.test(value)) {
    return value;
  }
  return `'${value}`;
}

async function* neutralised(records: AsyncIterable<unknown[]>) {
  for await (const record of records) {
    yield record.map(neutraliseFormula);
  }
}

/**
 * Answers a CSV file as French spreadsheets open it (UTF-8 with BOM, `;`, CRLF), streamed from
 * `records` (one array of cells per line) with backpressure: nothing is read ahead of what the
 * client has downloaded beyond the stream's buffers.
 */
export function sendCsv(
  reply: FastifyReply,
  {
    filename,
    header,
    records,
  }: { filename: string; header: readonly string[]; records: AsyncIterable<unknown[]> },
) {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: [...header],
    cast: { boolean: (value) => (value ? 'oui' : 'non'), date: (value) => value.toISOString() },
  });
  // A failure midway (the database gone) ends the download cut short, never a file that looks whole.
  pipeline(Readable.from(neutralised(records), { objectMode: true, highWaterMark: 16 }), csv, () => {});
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

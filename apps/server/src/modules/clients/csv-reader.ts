import { isUtf8 } from 'node:buffer';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../../errors.ts';

/**
 * Streams a CSV upload into records with their line numbers, whatever Excel or a text editor made
 * of it: UTF-8 with or without BOM, UTF-16 with BOM, or Windows-1252; ';', ',' or tab separators;
 * quoted fields with separators, quotes and line breaks. Nothing holds the whole file.
 */

type Encoding = 'utf8' | 'utf16le' | 'win1252';
const SNIFF_BYTES = 8192;

/** Binary content (images, zip/xlsx, pdf...): NUL bytes or many control characters near the start. */
function looksBinary(sample: Buffer): boolean {
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) {
      return true;
    }
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) {
      controls += 1;
    }
  }
  return controls > sample.length / 100;
}

/** Drops an incomplete multi-byte sequence cut by the end of the chunk before checking UTF-8. */
function completeUtf8Prefix(buffer: Buffer): Buffer {
  for (let back = 1; back <= Math.min(3, buffer.length); back += 1) {
    const byte = buffer[buffer.length - back]!;
    if ((byte & 0xc0) === 0x80) {
      continue;
    }
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? buffer.subarray(0, buffer.length - back) : buffer;
    }
    break;
  }
  return buffer;
}

/**
 * Bytes in, text out. Until the first non-ASCII byte, both candidate encodings read the same;
 * that byte and what follows in its chunk decide: valid UTF-8, else Windows-1252.
 */
class CsvDecoder extends Transform {
  #encoding: Encoding | undefined;
  #decoder: { write(buffer: Buffer): string; end(): string | undefined } | undefined;
  #isFirst = true;

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let bytes = chunk;
    if (this.#isFirst && bytes.length > 0) {
      this.#isFirst = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        this.#use('utf8');
        bytes = bytes.subarray(3);
      } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
        this.#use('utf16le');
        bytes = bytes.subarray(2);
      } else if (looksBinary(bytes.subarray(0, SNIFF_BYTES))) {
        callback(new AppError('BAD_REQUEST', MESSAGES.imports.notCsvContent));
        return;
      }
    }
    if (!this.#encoding) {
      const firstHigh = bytes.findIndex((byte) => byte >= 0x80);
      if (firstHigh === -1) {
        this.#push(bytes.toString('latin1'));
        callback();
        return;
      }
      this.#use(isUtf8(completeUtf8Prefix(bytes.subarray(firstHigh))) ? 'utf8' : 'win1252');
    }
    this.#push(this.#decoder!.write(bytes));
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.#push(this.#decoder?.end() ?? '');
    callback();
  }

  #use(encoding: Encoding) {
    this.#encoding = encoding;
    this.#decoder = iconv.getDecoder(encoding);
  }

  #push(text: string) {
    if (text) {
      this.push(text);
    }
  }
}

/** The separator of the header line: the most frequent of ';', ',' and tab outside quotes. */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let isQuoted = false;
  for (const character of headerLine) {
    if (character === '"') {
      isQuoted = !isQuoted;
    } else if (!isQuoted && counts.has(character)) {
      counts.set(character, counts.get(character)! + 1);
    }
  }
  let best = ';';
  for (const [delimiter, found] of counts) {
    if (found > counts.get(best)!) {
      best = delimiter;
    }
  }
  return best;
}

export type CsvItem =
  | { kind: 'record'; line: number; fields: string[] }
  /** A record csv-parse could not read (e.g. a stray quote); the rest goes on. */
  | { kind: 'malformed'; line: number };

const LINE_BREAKS = /\r\n|\n|\r/g;

/** Records of the upload in order, each with the line it starts on (the header is line 1). */
export async function* readCsv(source: Readable): AsyncGenerator<CsvItem> {
  const decoded = source.pipe(new CsvDecoder());
  source.on('error', (error) => decoded.destroy(error));
  const chunks = decoded[Symbol.asyncIterator]() as AsyncIterator<string>;
  let head = '';
  while (!/[\r\n]/.test(head)) {
    const next = await chunks.next();
    if (next.done) {
      break;
    }
    head += next.value;
  }
  if (head.trim() === '') {
    throw new AppError('BAD_REQUEST', MESSAGES.imports.emptyFile);
  }
  const delimiter = detectDelimiter(head.split(/\r\n|\n|\r/, 1)[0]!);
  const rest = Readable.from(
    (async function* () {
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) {
          return;
        }
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
  const malformed: number[] = [];
  const parser = parse({
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    trim: true,
  });
  parser.on('skip', (error: CsvError) => {
    malformed.push(Number((error as CsvError & { lines?: number }).lines ?? 0));
  });
  rest.on('error', (error) => parser.destroy(error));
  rest.pipe(parser);
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (malformed.length > 0) {
      yield { kind: 'malformed', line: malformed.shift()! };
    }
    const breaks = item.record.reduce((total, field) => total + (field.match(LINE_BREAKS)?.length ?? 0), 0);
    yield { kind: 'record', line: item.info.lines - breaks, fields: item.record };
  }
  while (malformed.length > 0) {
    yield { kind: 'malformed', line: malformed.shift()! };
  }
}

// CSV import and client search at scale, through the real server over HTTP.
//   node bench/scenarios/csv-import.ts [rows]            starts a server on a fresh embedded database
//   DATABASE_URL=postgres://... node bench/scenarios/csv-import.ts    the same on PostgreSQL
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

const OPERATIONS = ['Installation compteur', 'Entretien chaudière', 'Dépannage express'];
const NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
];
const FIRST_NAMES = ['Jean', 'Marie', 'Pierre', 'Sophie', 'Luc', 'Emma', 'Hugo', 'Chloé', 'Louis', 'Léa'];
const POSTAL_CODES = [
  '75011',
  '69002',
  '13001',
  '33000',
  '59000',
  '35000',
  '20090',
  '97400',
  '67000',
  '44000',
];

/** Writes a CSV of `rows` distinct clients (';' separated, UTF-8) to `file`. */
export async function generateClientsCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('nom;prenom;email;telephone;adresse;code_postal;operation\n');
  for (let index = 0; index < rows; index += 1) {
    const name = `${NAMES[index % NAMES.length]}${Math.floor(index / NAMES.length)}`;
    const line = `${name};${FIRST_NAMES[index % FIRST_NAMES.length]};client${index}@example.fr;06${String(index).padStart(8, '0')};${index} rue de la République;${POSTAL_CODES[index % POSTAL_CODES.length]};${OPERATIONS[index % OPERATIONS.length]}\n`;
    if (!out.write(line)) {
      await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}

export interface CsvImportMeasure {
  rows: number;
  bytes: number;
  importMs: number;
  /** Baseline of the same run: reading and parsing the same file with csv-parse alone, in process. */
  parseOnlyMs: number;
  result: Record<string, unknown>;
  /** Median and 95th percentile of filtered `POST /client/get-all` pages: round trip, and server side (Server-Timing). */
  search: { medianMs: number; p95Ms: number; queries: number; serverMedianMs: number; serverP95Ms: number };
}

async function post(baseUrl: string, url: string, cookie: string, body: unknown) {
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    // As the app's own pages send it (the origin check refuses a session cookie without it).
    headers: { 'content-type': 'application/json', cookie, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
}

/**
 * Generates a `rows`-row CSV, imports it into `baseUrl`'s company (which needs bulk_operations and
 * the three demo operations) and times the import, then times filtered client searches.
 */
export async function csvImportScenario(options: {
  baseUrl: string;
  companyName: string;
  password: string;
  rows?: number;
}): Promise<CsvImportMeasure> {
  const rows = options.rows ?? 100_000;
  const directory = mkdtempSync(path.join(tmpdir(), 'tourneo-bench-csv-'));
  try {
    const file = path.join(directory, 'clients.csv');
    await generateClientsCsv(file, rows);
    const parseStarted = performance.now();
    let parsed = 0;
    for await (const record of createReadStream(file).pipe(parse({ delimiter: ';' })) as AsyncIterable<
      string[]
    >) {
      parsed += record.length === 7 ? 1 : 0;
    }
    const parseOnlyMs = performance.now() - parseStarted;
    if (parsed !== rows + 1) {
      throw new Error(`baseline parsed ${parsed} records`);
    }
    const login = await fetch(`${options.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: options.companyName, company_password: options.password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const blob = await openAsBlob(file, { type: 'text/csv' });
    const form = new FormData();
    form.append('campagne_name', 'Bench');
    form.append('file', blob, 'clients.csv');
    const started = performance.now();
    const response = await fetch(`${options.baseUrl}/client/upload-csv`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    const result = (await response.json()) as Record<string, unknown>;
    const importMs = performance.now() - started;
    if (!response.ok) {
      throw new Error(`import refused: ${JSON.stringify(result)}`);
    }
    const filters = [
      { name: 'mart' },
      { name: 'Bernard12' },
      { prenom: 'chloé' },
      { operationName: 'chaud' },
      { regionName: 'Île-de-France' },
      { regionName: 'corse', name: 'dub' },
      { name: 'petit', page: 3 },
      {},
    ];
    const timings: number[] = [];
    const serverTimings: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const filter of filters) {
        const start = performance.now();
        const page = await post(options.baseUrl, '/client/get-all', cookie, filter);
        await page.json();
        timings.push(performance.now() - start);
        serverTimings.push(
          Number(/dur=([\d.]+)/.exec(page.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN),
        );
      }
    }
    timings.sort((left, right) => left - right);
    serverTimings.sort((left, right) => left - right);
    return {
      rows,
      bytes: blob.size,
      importMs,
      parseOnlyMs,
      result: { ...result, report: undefined },
      search: {
        medianMs: timings[Math.floor(timings.length / 2)]!,
        p95Ms: timings[Math.floor(timings.length * 0.95)]!,
        queries: timings.length,
        serverMedianMs: serverTimings[Math.floor(serverTimings.length / 2)]!,
        serverP95Ms: serverTimings[Math.floor(serverTimings.length * 0.95)]!,
      },
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function main() {
  const rows = Number(process.argv[2] ?? 100_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-bench-db-'));
  const port = 21_000 + Math.floor(Math.random() * 10_000);
  const root = path.resolve(import.meta.dirname, '../..');
  const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${baseUrl}/api/session`)).status === 401) {
          break;
        }
      } catch {
        if (attempt > 240) {
          throw new Error('server did not start');
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const measure = await csvImportScenario({ baseUrl, companyName: 'demo', password: 'tourneo-demo', rows });
    console.log(
      JSON.stringify({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite', ...measure }, null, 2),
    );
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}

/**
 * `make bench`: fills a fresh embedded database with one company (BENCH_SIZE small|medium|large),
 * starts the real server and a bare Fastify hello-world, loads both with autocannon on loopback,
 * prints a table and writes docs/BENCHMARKS.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { BUNDLE_BUDGET_COLUMN, measureBundles } from './lib/bundle-size.ts';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { eq } from 'drizzle-orm';
import { agents } from '../apps/server/src/db/schema/index.ts';
import { BENCH_COMPANY, SIZES, generateCompany, generateYearOfSessions, type Size } from './generate.ts';
import { HTTP_SCENARIOS, type HttpScenario } from './scenarios/http.ts';
import { IN_PROCESS_SCENARIOS, statisticsRows, type InProcessResult } from './scenarios/in-process.ts';
import { measureStatisticsRead } from './scenarios/statistics-read.ts';

/** The PostgreSQL the statistics are also measured on, when one answers (as `make test` finds it). */
const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
import { ROOT, startServer } from './lib/servers.ts';
import { csvImportScenario, type CsvImportMeasure } from './scenarios/csv-import.ts';
import {
  measurePdfReport,
  pdfReportRow,
  pdfReportSection,
  type PdfReportResult,
} from './scenarios/pdf-report.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const size = (process.env.BENCH_SIZE ?? 'medium') as Size;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Measure {
  name: string;
  description: string;
  medianMs: number;
  meanMs: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
}

async function load(
  url: string,
  options: { method: 'GET' | 'POST'; body?: unknown; cookie?: string },
  seconds: number,
) {
  const result = await autocannon({
    url,
    method: options.method,
    connections,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie, 'sec-fetch-site': 'same-origin' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    medianMs: result.latency.p50,
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function measure(
  name: string,
  description: string,
  url: string,
  options: Parameters<typeof load>[1],
): Promise<Measure> {
  await load(url, options, 1); // warm-up
  const result = await load(url, options, durationSeconds);
  console.log(
    `  ${name}: p50 ${result.medianMs} ms, p99 ${result.p99Ms} ms, ${Math.round(result.requestsPerSecond)} req/s`,
  );
  return { name, description, ...result };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tourneo-bench-'));
console.log(`Génération des données (${size}: ${JSON.stringify(SIZES[size])})...`);
const handle = await openDatabase({ dataDir });
const benchCompanyId = await generateCompany(handle.db, size);
const benchSessions = await generateYearOfSessions(handle.db, benchCompanyId);
const [benchAgent] = await handle.db
  .select({ id: agents.id })
  .from(agents)
  .where(eq(agents.companyId, benchCompanyId))
  .orderBy(agents.id)
  .limit(1);
console.log(`  ${benchSessions} sessions de mission sur un an`);
await handle.close();

const hello = await startServer('bench/hello-world.ts', {});
const app = await startServer(
  'apps/server/src/main.ts',
  {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
    LOGIN_LIMIT_FAILURES_PER_DEVICE: '1000000',
    LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR: '1000000',
  },
  '/api/session',
);

const rows: Measure[] = [];
try {
  const login = await fetch(`${app.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: BENCH_COMPANY.name, company_password: BENCH_COMPANY.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!login.ok || !cookie) {
    throw new Error(`bench login failed: ${login.status}`);
  }
  console.log(`Charge : ${connections} connexions, ${durationSeconds} s par scénario`);
  rows.push(await measure('hello-world', 'bare Fastify GET / (baseline)', hello.url, { method: 'GET' }));
  for (const scenario of HTTP_SCENARIOS as HttpScenario[]) {
    rows.push(
      await measure(
        scenario.name,
        scenario.description,
        `${app.url}${scenario.path.replace('{agentId}', String(benchAgent!.id))}`,
        {
          method: scenario.method,
          body: scenario.body,
          cookie: scenario.authenticated ? cookie : undefined,
        },
      ),
    );
  }
} finally {
  await app.stop();
  await hello.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const inProcess: InProcessResult[] = [];
for (const scenario of IN_PROCESS_SCENARIOS) {
  const result = await scenario.run();
  console.log(`  ${result.name}: ${result.median} (${result.tail})`);
  inProcess.push(result);
}
// Statistiques and Analytics Avancé at scale (issue 23), on PGlite and on PostgreSQL when one answers.
if (process.env.BENCH_STATISTICS !== 'false') {
  const engines = [''];
  if (
    spawnSync(process.execPath, ['bench/lib/pg-available.ts', BENCH_POSTGRES_URL], { cwd: ROOT }).status === 0
  ) {
    engines.push(BENCH_POSTGRES_URL);
  }
  for (const databaseUrl of engines) {
    for (const row of statisticsRows(await measureStatisticsRead(40, databaseUrl))) {
      console.log(`  ${row.name}: ${row.median} (${row.tail})`);
      inProcess.push(row);
    }
  }
}
// The PDF intervention report: a row in the table, its page figures in their own section.
let pdfReport: PdfReportResult | undefined;
if (process.env.BENCH_PDF !== 'false') {
  pdfReport = await measurePdfReport();
  const row = pdfReportRow(pdfReport);
  console.log(`  ${row.name}: ${row.median} (${row.tail}), ${pdfReport.slopeMsPerPage} ms/page`);
  inProcess.push(row);
}
const inProcessTable = [
  '| scenario | what | median | tail | goal | note |',
  '| --- | --- | ---: | ---: | --- | --- |',
  ...inProcess.map(
    (row) => `| ${row.name} | ${row.description} | ${row.median} | ${row.tail} | ${row.goal} | ${row.note} |`,
  ),
].join('\n');
console.log(`\n${inProcessTable}\n`);

// The CSV import and the client search at scale, on a fresh database with the demo company.
const csvRows = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
/** Imports timed, each on a fresh database (a second import into the same one would be updates). */
const csvRuns = Number(process.env.BENCH_CSV_RUNS ?? 3);
const median = (values: number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)]!;
let csv: (CsvImportMeasure & { importRunsMs: number[]; parseRunsMs: number[] }) | undefined;
if (csvRows > 0) {
  const importRunsMs: number[] = [];
  const parseRunsMs: number[] = [];
  for (let run = 0; run < csvRuns; run += 1) {
    const csvDataDir = mkdtempSync(path.join(os.tmpdir(), 'tourneo-bench-csv-db-'));
    const csvServer = await startServer('apps/server/src/main.ts', { DATA_DIR: csvDataDir }, '/api/session');
    try {
      console.log(`Import CSV de ${csvRows} lignes (${run + 1}/${csvRuns})...`);
      const measure = await csvImportScenario({
        baseUrl: csvServer.url,
        companyName: 'demo',
        password: 'tourneo-demo',
        rows: csvRows,
      });
      importRunsMs.push(measure.importMs);
      parseRunsMs.push(measure.parseOnlyMs);
      console.log(
        `  import: ${Math.round(measure.importMs)} ms (csv-parse seul : ${Math.round(measure.parseOnlyMs)} ms); recherche (serveur) p50 ${measure.search.serverMedianMs} ms`,
      );
      csv = { ...measure, importRunsMs, parseRunsMs };
    } finally {
      await csvServer.stop();
      rmSync(csvDataDir, { recursive: true, force: true });
    }
  }
}

// Lighthouse (mobile) on the public pages, with Debian's Chromium.
let lighthouseTable = '_Not measured (BENCH_LIGHTHOUSE=false)._';
if (process.env.BENCH_LIGHTHOUSE !== 'false') {
  const output = path.join(os.tmpdir(), `tourneo-lighthouse-${process.pid}.json`);
  const run = spawnSync(process.execPath, ['bench/lighthouse.ts'], {
    cwd: ROOT,
    env: { ...process.env, LIGHTHOUSE_JSON: output },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const pages = JSON.parse(readFileSync(output, 'utf8')) as {
      page: string;
      scores: Record<string, number>;
    }[];
    lighthouseTable = [
      '| page | performance | accessibility | best practices | SEO |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...pages.map(
        ({ page, scores }) =>
          `| \`${page}\` | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`,
      ),
    ].join('\n');
    rmSync(output, { force: true });
  } catch {
    lighthouseTable = `_Lighthouse did not run (exit ${run.status})._`;
  }
}

// What each audience downloads before its own screen (gzip), against the budgets.
const bundleTable = [
  '| page | JavaScript (KB gz) | CSS (KB gz) | chunks | budget |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...measureBundles().map(
    (figure, index) =>
      `| ${figure.name} | ${figure.jsKb.toFixed(1)} | ${figure.cssKb.toFixed(1)} | ${figure.chunks} | ${BUNDLE_BUDGET_COLUMN[index] === undefined ? '' : `${BUNDLE_BUDGET_COLUMN[index]} KB`} |`,
  ),
].join('\n');

const baseline = rows[0]!;
const table = [
  '| scenario | what | p50 (ms) | mean (ms) | p99 (ms) | req/s | req/s ÷ hello | errors |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.description} | ${row.medianMs} | ${row.meanMs.toFixed(2)} | ${row.p99Ms} | ${Math.round(row.requestsPerSecond)} | ${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)} | ${row.errors} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const document = `# Benchmarks

Produced by \`make bench\` (bench/run.ts). Each scenario runs against the real server (embedded
PGlite database) on loopback with autocannon (${connections} connections, ${durationSeconds} s after a 1 s
warm-up), next to a bare Fastify hello-world measured in the same run: compare the ratios, not
the absolute times (the machines are shared and noisy).

## Latest run

- Date: ${new Date().toISOString()}
- Machine: ${machine}
- Data: one company, size \`${size}\` (${Object.entries(SIZES[size])
  .map(([key, value]) => `${value} ${key}`)
  .join(', ')}, ${benchSessions} mission sessions over a year)

${table}

### Measured in process

${inProcessTable}

### CSV import and client search at scale

${
  csv
    ? `${csv.importRunsMs.length} uploads of a generated ${csv.rows}-row CSV (${Math.round(csv.bytes / 1024)} KB) through \`POST /client/upload-csv\`,
each on a fresh embedded database with its files on disk (as \`make start\` runs it); the baseline is
csv-parse alone reading the same file in the bench process, measured in the same runs. Then
${csv.search.queries} filtered \`POST /client/get-all\` pages over the ${csv.rows} clients of the last run
(server-side time from the \`Server-Timing\` header).

| measure | value | goal |
| --- | ---: | --- |
| import of ${csv.rows} rows, median of ${csv.importRunsMs.length} (runs: ${csv.importRunsMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s) | ${(median(csv.importRunsMs) / 1000).toFixed(1)} s | < 10 s |
| baseline: csv-parse alone, median | ${(median(csv.parseRunsMs) / 1000).toFixed(2)} s | |
| import ÷ baseline | ${(median(csv.importRunsMs) / median(csv.parseRunsMs)).toFixed(1)} × | |
| filtered page, server median | ${csv.search.serverMedianMs} ms | < 50 ms |
| filtered page, server p95 | ${csv.search.serverP95Ms} ms | |
| filtered page, round trip median | ${csv.search.medianMs.toFixed(1)} ms | |`
    : '_Not measured (BENCH_CSV_ROWS=0)._'
}

${
  pdfReport
    ? pdfReportSection(
        pdfReport,
        'Measured in this run, after the HTTP scenarios and the other in-process ones.',
      )
    : '### PDF report\n\n_Not measured (BENCH_PDF=false)._'
}

### Web bundles (what a page loads before its own screen)

${bundleTable}

The agent app (\`/agent\`, docs/decisions/0021-agent-pwa.md) shares React and a few small modules
with the booking page; its service worker keeps these files, so that after the first visit it
opens without downloading them (and without network).

### Lighthouse (mobile), public pages (median of 3 runs per page)

${lighthouseTable}

Notes:
- \`login\` is dominated by argon2id (19 MiB, 2 passes) by design: it costs ~40 ms of one core per attempt.
- PGlite is a single in-process connection: every query of the server is serialised; with
  \`DATABASE_URL\` pointing to PostgreSQL the pool runs queries in parallel.
`;
writeFileSync(path.join(ROOT, 'docs/BENCHMARKS.md'), document);
console.log('docs/BENCHMARKS.md écrit');

/**
 * `make bench`: fills a fresh embedded database with one company (BENCH_SIZE small|medium|large),
 * starts the real server and a bare Fastify hello-world, loads both with autocannon on loopback,
 * prints a table and writes docs/BENCHMARKS.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { BUNDLE_BUDGET_COLUMN, measureBundles } from './lib/bundle-size.ts';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { agents } from '../apps/server/src/db/schema/index.ts';
import { BENCH_DEMO_COMPANY, SIZES, generateCompany, generateYearOfSessions, type Size } from './generate.ts';
import { seedDemoCompany } from '../apps/server/src/seed/demo.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import { HTTP_LOAD, httpTable, runHttpSuite, type Measure } from './lib/http-suite.ts';
import { IN_PROCESS_SCENARIOS, statisticsRows, type InProcessResult } from './scenarios/in-process.ts';
import { measureStatisticsRead } from './scenarios/statistics-read.ts';
import { financeSection, measureFinanceHttp, type FinanceHttpResult } from './scenarios/finance-http.ts';

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
const { durationSeconds, connections } = HTTP_LOAD;
/** The PostgreSQL database the HTTP scenarios run on (dropped and created again), when one answers. */
const HTTP_POSTGRES_URL =
  process.env.BENCH_HTTP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_http';

/** Fills a database with the bench company; its id, one agent's, and the number of sessions. */
async function fill(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    const companyId = await generateCompany(handle.db, size);
    const sessions = await generateYearOfSessions(handle.db, companyId);
    // As after a CSV import: the planner's statistics describe the data just written.
    await handle.db.execute(sql`analyze`);
    const [agent] = await handle.db
      .select({ id: agents.id })
      .from(agents)
      .where(eq(agents.companyId, companyId))
      .orderBy(agents.id)
      .limit(1);
    // The issue's list call on demo data: a company seeded like the demo (4 agents), no activity.
    const demo = await seedDemoCompany(handle.db, {
      name: BENCH_DEMO_COMPANY.name,
      storage: createLocalStorage(os.tmpdir()), // no activity: no file written
      withActivity: false,
    });
    return { companyId, agentId: agent!.id, sessions, demoCompanyId: demo!.companyId };
  } finally {
    await handle.close();
  }
}

async function recreatePostgres(url: string): Promise<boolean> {
  if (
    spawnSync(process.execPath, ['bench/lib/pg-available.ts', new URL('/postgres', url).toString()], {
      cwd: ROOT,
    }).status !== 0
  ) {
    return false;
  }
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return true;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tourneo-bench-'));
console.log(`Génération des données (${size}: ${JSON.stringify(SIZES[size])})...`);
const onPglite = await fill({ dataDir });
const benchSessions = onPglite.sessions;
console.log(`  ${benchSessions} sessions de mission sur un an`);
const withPostgres =
  process.env.BENCH_HTTP_POSTGRES !== 'false' && (await recreatePostgres(HTTP_POSTGRES_URL));
const onPostgres = withPostgres
  ? await fill({ databaseUrl: HTTP_POSTGRES_URL, dataDir: 'memory://' })
  : undefined;
const loadAtStart = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

console.log(`Charge : ${connections} connexions, ${durationSeconds} s par scénario (load ${loadAtStart})`);
const rows: Measure[] = [];
try {
  if (onPostgres) {
    rows.push(
      ...(await runHttpSuite({
        engine: 'postgres',
        databaseEnv: { DATABASE_URL: HTTP_POSTGRES_URL },
        ceilings: ['pg-unnamed', 'pg-named'],
        ...onPostgres,
        first: true,
      })),
    );
  }
  rows.push(
    ...(await runHttpSuite({
      engine: 'pglite',
      databaseEnv: { DATA_DIR: dataDir },
      ceilings: ['pglite'],
      ...onPglite,
      first: !onPostgres,
    })),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const loadAtEnd = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');

const inProcess: InProcessResult[] = [];
for (const scenario of process.env.BENCH_IN_PROCESS === 'false' ? [] : IN_PROCESS_SCENARIOS) {
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
// Every 'Facturation' and 'Paiements' call through HTTP at scale (issue 22), on PGlite and on
// PostgreSQL when one answers, beside the hello-world timed in the same run.
const finance: FinanceHttpResult[] = [];
if (process.env.BENCH_FINANCE !== 'false') {
  const engines: (string | undefined)[] = [undefined];
  if (
    spawnSync(process.execPath, ['bench/lib/pg-available.ts', BENCH_POSTGRES_URL], { cwd: ROOT }).status === 0
  ) {
    engines.push(BENCH_POSTGRES_URL);
  }
  for (const databaseUrl of engines) {
    finance.push(await measureFinanceHttp(30, databaseUrl));
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

const table = httpTable(rows);
console.log(`\n${table}\n`);

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
const document = `# Benchmarks

Produced by \`make bench\` (bench/run.ts). Each HTTP scenario runs against the real server, on
PostgreSQL (a local server, BENCH_HTTP_DATABASE_URL, when one answers) and on the embedded PGlite,
on loopback with autocannon (${connections} connections, ${durationSeconds} s after a 1 s warm-up), next to a
bare Fastify hello-world and the one-query ceilings (bare Fastify and the raw driver) measured in
the same run on the same engine: compare the ratios, not the absolute times (the machines are
shared and noisy). The reads each server keeps (docs/decisions/0046-kept-answers.md: the agents
list, the client page, the week read) are measured as the server answers them (requests repeated:
from memory), then again as \`<name>-read\` on a server started with \`KEPT_ANSWERS=false\`, where
every request reads the database (what the first read after a change costs).

## Latest run

- Date: ${new Date().toISOString()}
- Machine: ${machine}
- Load average (1, 5, 15 min) before the HTTP scenarios: ${loadAtStart}; after them: ${loadAtEnd}
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

${financeSection(finance)}

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

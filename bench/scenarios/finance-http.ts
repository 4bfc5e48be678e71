// Every 'Facturation' and 'Paiements' call through HTTP at scale (issue 22): a company of 200
// agents with a year of sessions (about 100,000), priced, its appointments confirmed through
// e-mail and SMS links, invoiced for the last twelve months; the real server (`main.ts`) on that
// database, signed in as the company and as the platform operator; each call sent one at a time
// (round trip on loopback, its median and p95), beside a bare Fastify hello-world timed the same
// way in the same run (the baseline: the machines are shared).
//   node bench/scenarios/finance-http.ts                                  on a fresh PGlite
//   DATABASE_URL=postgres://... node bench/scenarios/finance-http.ts     on PostgreSQL
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { billingMonthOf, monthRange, parisDateOf, shiftPeriod } from '@tourneo/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { issueMonthlyInvoice } from '../../apps/server/src/modules/payments/payments.service.ts';
import { hashPassword } from '../../apps/server/src/security/password.ts';
import { generateYearOfSessions } from '../generate.ts';
import { YEAR_READ_AGENTS, rowsOf } from '../lib/year-of-sessions.ts';
import { ROOT, startServer } from '../lib/servers.ts';
import { withThrowawayDatabase } from '../lib/throwaway-database.ts';
import { priceTheYear } from './billing-read.ts';
import { SELLER } from './payments-read.ts';

const OPERATOR = { name: 'Opérateur bench', password: 'operateur-bench-mot-de-passe' };

export interface FinanceCallTiming {
  call: string;
  medianMs: number;
  p95Ms: number;
  /** The answer's size (bytes) of the last request. */
  bytes: number;
}

export interface FinanceHttpResult {
  scenario: 'finance-http';
  engine: 'postgres' | 'pglite';
  agents: number;
  sessions: number;
  monthRdvs: number;
  invoices: number;
  requests: number;
  /** The first billing read: closing the past months (once). */
  firstCloseMs: number;
  /** Issuing the last finished month through generate-all-invoices (once). */
  issueMonthMs: number;
  calls: FinanceCallTiming[];
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** Fills the database; what the calls need. The handle is closed (PGlite has one process). */
async function fill(options: { databaseUrl: string | undefined; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    const { db } = handle;
    const name = `Bench finance ${Date.now()}`;
    const password = 'bench-finance-mot-de-passe';
    const [company] = rowsOf(
      await db.execute(sql`insert into companies (name, password_hash, subscription_plan)
        values (${name}, ${await hashPassword(password)}, 'premium') returning id`),
    );
    const companyId = Number(company!.id);
    await db.execute(sql`insert into agents (company_id, name, postal_code, adresse, password_hash, created_at)
      select ${companyId}, 'Agent ' || g, '75011', '1 rue Oberkampf', 'x', now() - interval '400 days'
      from generate_series(1, ${YEAR_READ_AGENTS}) g`);
    const sessions = await generateYearOfSessions(db, companyId);
    await priceTheYear({ db, companyId });
    // Two appointments in three confirmed through a link, spread over the last year.
    await db.execute(sql`update missions
      set booked_via = case id % 3 when 0 then 'sms' when 1 then 'email' end,
          created_at = now() - (id % 360) * interval '1 day'
      where company_id = ${companyId}`);
    await db.execute(sql`insert into company_legal_identities (company_id, legal_name, address, postal_code, city, siren, vat_number)
      values (${companyId}, 'Bench SARL', '1 rue de la Paix', '75002', 'Paris', '987654321', 'FR12987654321')`);
    await db.execute(sql`analyze`);
    const now = new Date();
    const current = parisDateOf(now).slice(0, 7);
    // The last finished month is left to the timed run (a run covers only a month that is over).
    for (let back = 12; back >= 2; back -= 1) {
      await issueMonthlyInvoice({ db, companyId, period: shiftPeriod(current, back), seller: SELLER, now });
    }
    const invoiceIds = rowsOf(
      await db.execute(sql`select id from invoices where company_id = ${companyId} order by id`),
    ).map((row) => Number(row.id));
    const { start } = monthRange(billingMonthOf(now));
    const pendingIds = rowsOf(
      await db.execute(sql`select id from missions where company_id = ${companyId} and billing_status = 'pending'
        and status <> 'cancelled' and first_session_date >= ${start}::date order by id limit 200`),
    ).map((row) => Number(row.id));
    const [counted] = rowsOf(
      await db.execute(sql`select count(*)::int as n from missions where company_id = ${companyId}
        and first_session_date >= ${start}::date and first_session_date < ${monthRange(billingMonthOf(now)).end}::date`),
    );
    await db.execute(sql`analyze`);
    const monthRdvs = Number(counted!.n);
    // Saved as it is before each cold month read: a change that makes every server forget the months.
    const [operation] = rowsOf(
      await db.execute(sql`select id, name, duration, price_cents from operations where company_id = ${companyId}
        and price_cents is not null order by id limit 1`),
    );
    const touched = {
      id: Number(operation!.id),
      name: String(operation!.name),
      duration: Number(operation!.duration),
      price_ht: Number(operation!.price_cents) / 100,
    };
    return { companyId, name, password, sessions, invoiceIds, pendingIds, current, monthRdvs, touched };
  } finally {
    await handle.close();
  }
}

type FinanceData = Awaited<ReturnType<typeof fill>>;

/** A signed-in company and operator on one server. */
async function clientOf(url: string, data: FinanceData) {
  const login = async (name: string, password: string) => {
    const response = await fetch(`${url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: name, company_password: password }),
    });
    if (!response.ok) {
      throw new Error(`login ${name}: ${response.status} ${await response.text()}`);
    }
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };
  const cookies = {
    company: await login(data.name, data.password),
    operator: await login(OPERATOR.name, OPERATOR.password),
  };
  const send = (as: keyof typeof cookies, method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        cookie: cookies[as],
        origin: url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    send,
    post: (as: keyof typeof cookies, path: string, body: unknown = {}) => send(as, 'POST', path, body),
  };
}

/**
 * A call: its name, the request timed, and what is sent before each one, untimed (the month reads
 * after a change: each server keeps the month's answer until something it reads changes, decision
 * 0045, so the repeated reads are answered from memory and the first read after a change is not).
 */
type FinanceCall = [string, (index: number) => Promise<Response>, (() => Promise<void>)?];

/** Every call of the two screens, as the company or the operator sends it. */
function financeCalls(
  client: Awaited<ReturnType<typeof clientOf>>,
  data: FinanceData,
  { marksFrom }: { marksFrom: number },
): FinanceCall[] {
  const { post, send } = client;
  const lastMonth = shiftPeriod(data.current, 1);
  const [year, month] = lastMonth.split('-').map(Number);
  const invoiceId = data.invoiceIds.at(-1)!;
  // Payments, failures and credit notes go round the year's invoices, a cent at a time.
  const anInvoice = (index: number) => data.invoiceIds[index % data.invoiceIds.length]!;
  const today = parisDateOf(new Date());
  const mark = (index: number) => data.pendingIds[marksFrom + index]!;
  /** An operation saved unchanged: its trigger tells every server to forget the company's months. */
  const touch = async () => {
    const saved = await send('company', 'PUT', '/operations/update', data.touched);
    if (!saved.ok) {
      throw new Error(`operations/update: ${saved.status} ${await saved.text()}`);
    }
  };
  const currentMonth = () => post('company', '/billing/current-month');
  const closedMonth = () => post('company', `/billing/month/${year}/${month}`);
  return [
    ['billing/current-month (repeated: kept)', currentMonth],
    ['billing/current-month (first read after a change)', currentMonth, touch],
    ['billing/month/{y}/{m} (closed, repeated: kept)', closedMonth],
    ['billing/month/{y}/{m} (closed, first read after a change)', closedMonth, touch],
    ['billing/periods', () => post('company', '/billing/periods')],
    ['billing/metrics', () => post('company', '/billing/metrics')],
    ['billing/mark-billed', (index) => post('company', '/billing/mark-billed', { rdv_id: mark(index) })],
    ['billing/mark-paid', (index) => post('company', '/billing/mark-paid', { rdv_id: mark(index) })],
    ['payments/invoices (company)', () => post('company', '/payments/invoices', { limit: 50, offset: 0 })],
    ['payments/invoices (operator)', () => post('operator', '/payments/invoices', { limit: 50, offset: 0 })],
    ['payments/invoice', () => post('company', '/payments/invoice', { invoice_id: invoiceId })],
    ['payments/invoices/{id}/pdf', () => send('company', 'GET', `/payments/invoices/${invoiceId}/pdf`)],
    [
      'payments/invoices/{id}/factur-x.xml',
      () => send('company', 'GET', `/payments/invoices/${invoiceId}/factur-x.xml`),
    ],
    ['payments/metrics (company)', () => post('company', '/payments/metrics', { period: 6 })],
    ['payments/metrics (operator)', () => post('operator', '/payments/metrics', { period: 6 })],
    [
      'payments/generate-all-invoices (issued month)',
      () => post('operator', '/payments/generate-all-invoices', { period: lastMonth }),
    ],
    [
      'payments/record-payment',
      (index) =>
        post('operator', '/payments/record-payment', {
          invoice_id: anInvoice(index),
          paid_on: today,
          amount: 0.01,
          method: 'Virement',
        }),
    ],
    [
      'payments/record-failure',
      (index) =>
        post('operator', '/payments/record-failure', {
          invoice_id: anInvoice(index),
          failed_on: today,
          reason: 'Prélèvement rejeté',
        }),
    ],
    [
      'payments/credit-note',
      (index) =>
        post('operator', '/payments/credit-note', {
          invoice_id: anInvoice(index),
          amount_ht: 0.01,
          reason: 'Geste commercial',
        }),
    ],
    ['payments/legal-identity (read)', () => post('company', '/payments/legal-identity')],
    [
      'payments/legal-identity (save)',
      () =>
        send('company', 'PUT', '/payments/legal-identity', {
          legal_name: 'Bench SARL',
          address: '1 rue de la Paix',
          postal_code: '75002',
          city: 'Paris',
          siren: '987654321',
          vat_number: 'FR12987654321',
        }),
    ],
  ];
}

/** Times `requests` requests of one call, one at a time, after one warm-up; `prepare` runs untimed before each. */
async function timeCall(
  call: string,
  requests: number,
  send: (index: number) => Promise<Response>,
  prepare?: () => Promise<void>,
): Promise<FinanceCallTiming> {
  let bytes = 0;
  const check = async (response: Response) => {
    const body = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) {
      throw new Error(`${call}: ${response.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
    }
    bytes = body.byteLength;
  };
  await check(await send(requests));
  const timings: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    await prepare?.();
    const start = performance.now();
    const response = await send(index);
    await check(response);
    timings.push(performance.now() - start);
  }
  timings.sort((left, right) => left - right);
  const p95 = timings[Math.min(timings.length - 1, Math.floor(0.95 * timings.length))]!;
  return { call, medianMs: round(median(timings)), p95Ms: round(p95), bytes };
}

export async function measureFinanceHttp(
  requests = 30,
  databaseUrl = process.env.DATABASE_URL,
): Promise<FinanceHttpResult> {
  // A database of its own beside `databaseUrl`, dropped afterwards: the bench company has invoices.
  return withThrowawayDatabase(databaseUrl, (throwawayUrl) => measureOn(requests, throwawayUrl));
}

async function measureOn(requests: number, databaseUrl: string | undefined): Promise<FinanceHttpResult> {
  // The servers' DATA_DIR (their files: the invoices' kept PDFs), and PGlite's database there.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-finance-'));
  const engine = databaseUrl ? 'postgres' : 'pglite';
  const data = await fill({ databaseUrl, dataDir });
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    OPERATOR_NAME: OPERATOR.name,
    OPERATOR_PASSWORD: OPERATOR.password,
    OPERATOR_LEGAL_NAME: SELLER.legalName,
    OPERATOR_ADDRESS: SELLER.address,
    OPERATOR_POSTAL_CODE: SELLER.postalCode,
    OPERATOR_CITY: SELLER.city,
    OPERATOR_SIREN: SELLER.siren,
    OPERATOR_VAT_NUMBER: SELLER.vatNumber,
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
    LOGIN_LIMIT_FAILURES_PER_DEVICE: '1000000',
    LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR: '1000000',
  };
  // This checkout's server; with FINANCE_COMPARE=<other checkout> (PostgreSQL only: PGlite is one
  // process) the other's too, on the same data, each call timed on one then the other.
  const other = databaseUrl ? process.env.FINANCE_COMPARE : undefined;
  const roots = [ROOT, ...(other ? [path.resolve(other)] : [])];
  const servers = await Promise.all(
    roots.map((root) => startServer(path.join(root, 'apps/server/src/main.ts'), env, '/api/session')),
  );
  const hello = await startServer('bench/hello-world.ts', {});
  try {
    const sessions = await Promise.all(servers.map((server) => clientOf(server.url, data)));
    const [first] = sessions;
    const start = performance.now();
    await first!.post('company', '/billing/periods');
    const firstCloseMs = Math.round(performance.now() - start);
    const issueStart = performance.now();
    const issued = await first!.post('operator', '/payments/generate-all-invoices', {
      period: shiftPeriod(data.current, 1),
    });
    if (!issued.ok) {
      throw new Error(`generate-all-invoices: ${issued.status} ${await issued.text()}`);
    }
    const issueMonthMs = Math.round(performance.now() - issueStart);
    const timings: FinanceCallTiming[] = [];
    const baseline = await timeCall('hello-world (baseline)', requests, () => fetch(`${hello.url}/`));
    timings.push(baseline);
    const perServer = sessions.map((client, index) =>
      financeCalls(client, data, { marksFrom: index * (requests + 1) }),
    );
    for (const [callIndex, [call]] of perServer[0]!.entries()) {
      for (const [serverIndex, calls] of perServer.entries()) {
        const label = serverIndex === 0 ? call : `${call} — ${path.basename(roots[serverIndex]!)}`;
        const [, send, prepare] = calls[callIndex]!;
        const timing = await timeCall(label, requests, send, prepare);
        console.error(`  finance ${engine} ${label}: median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`);
        timings.push(timing);
      }
    }
    const { monthRdvs } = data;
    return {
      scenario: 'finance-http',
      engine,
      agents: YEAR_READ_AGENTS,
      sessions: data.sessions,
      monthRdvs,
      invoices: data.invoiceIds.length + 1,
      requests,
      firstCloseMs,
      issueMonthMs,
      calls: timings,
    };
  } finally {
    await Promise.all([...servers, hello].map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The section of docs/BENCHMARKS.md: one row per call, a column per engine (median, p95, ÷ hello). */
export function financeSection(results: readonly FinanceHttpResult[]): string {
  if (results.length === 0) {
    return '### Facturation and Paiements through HTTP\n\n_Not measured (BENCH_FINANCE=false)._';
  }
  const [first] = results;
  const cell = (result: FinanceHttpResult, call: string) => {
    const timing = result.calls.find((entry) => entry.call === call);
    const hello = result.calls[0]!.medianMs;
    return timing
      ? `${timing.medianMs} | ${timing.p95Ms} | ${hello > 0 ? (timing.medianMs / hello).toFixed(0) : '—'} ×`
      : '— | — | —';
  };
  const header = results.map((result) => `${result.engine} median | p95 | ÷ hello`).join(' | ');
  return [
    '### Facturation and Paiements through HTTP (issue 22)',
    '',
    `\`bench/scenarios/finance-http.ts\`: ${first!.agents} agents, ${first!.sessions} sessions over a year,`,
    `${first!.monthRdvs} appointments in the month in progress, ${first!.invoices} monthly invoices; the real`,
    `server signed in as the company and as the operator; ${first!.requests} requests per call, one at a time`,
    'after one warm-up (round trip on loopback, ms), beside a bare Fastify hello-world timed the same way in',
    'the same run. Goal: median < 100 ms each. Marks, payments, failures and credit notes each write a row.',
    '',
    `| call | ${header} |`,
    `| --- | ${results.map(() => '---: | ---: | ---:').join(' | ')} |`,
    ...first!.calls.map(
      ({ call }) => `| ${call} | ${results.map((result) => cell(result, call)).join(' | ')} |`,
    ),
    '',
    ...results.map(
      (result) =>
        `- ${result.engine}: first billing read (closing the past months) ${result.firstCloseMs} ms; issuing the last finished month through generate-all-invoices ${result.issueMonthMs} ms.`,
    ),
  ].join('\n');
}

if (import.meta.main) {
  console.log(JSON.stringify(await measureFinanceHttp(Number(process.env.FINANCE_REQUESTS ?? 30)), null, 2));
}

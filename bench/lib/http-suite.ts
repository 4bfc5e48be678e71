import autocannon from 'autocannon';
import { HTTP_SCENARIOS, type HttpScenario } from '../scenarios/http.ts';
import { BENCH_COMPANY, BENCH_DEMO_COMPANY } from '../generate.ts';
import { startServer } from './servers.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const HTTP_LOAD = { durationSeconds, connections };

export interface Measure {
  name: string;
  engine: string;
  description: string;
  medianMs: number;
  meanMs: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
}

interface LoadOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  cookie?: string | undefined;
  status?: number | undefined;
}

async function load(url: string, options: LoadOptions, seconds: number) {
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
  const expected = options.status ?? 200;
  const answered = Object.values(result.statusCodeStats ?? {}).reduce(
    (sum, stat) => sum + (stat.count ?? 0),
    0,
  );
  const right = result.statusCodeStats?.[String(expected) as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    medianMs: result.latency.p50,
    meanMs: result.latency.average,
    p99Ms: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts + (answered - right),
  };
}

export async function measure(
  name: string,
  engine: string,
  description: string,
  url: string,
  options: LoadOptions,
): Promise<Measure> {
  await load(url, options, 1); // warm-up
  const result = await load(url, options, durationSeconds);
  console.log(
    `  ${engine} ${name}: p50 ${result.medianMs} ms, p99 ${result.p99Ms} ms, ${Math.round(result.requestsPerSecond)} req/s${result.errors ? `, ${result.errors} errors` : ''}`,
  );
  return { name, engine, description, ...result };
}

const APP_ENV = {
  // As in production: one line per request (to /dev/null here).
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
  LOGIN_LIMIT_FAILURES_PER_DEVICE: '1000000',
  LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR: '1000000',
};

/**
 * On one engine: the hello-world, the one-query ceilings, then the real server under every HTTP
 * scenario, one server at a time (PGlite's data folder has one owner at a time).
 */
export async function runHttpSuite({
  engine,
  databaseEnv,
  ceilings,
  companyId,
  demoCompanyId,
  agentId,
  first,
}: {
  engine: 'postgres' | 'pglite';
  databaseEnv: Record<string, string>;
  ceilings: readonly string[];
  companyId: number;
  /** The demo-sized company: the ceilings are measured on its 4 agents too (`-demo`). */
  demoCompanyId: number;
  agentId: number;
  first: boolean;
}): Promise<Measure[]> {
  const rows: Measure[] = [];
  const hello = await startServer('bench/hello-world.ts', {});
  try {
    rows.push(
      await measure('hello-world', engine, 'bare Fastify GET / (baseline)', hello.url, { method: 'GET' }),
    );
  } finally {
    await hello.stop();
  }
  for (const ceiling of ceilings) {
    for (const [suffix, id, what] of [
      ['', companyId, 'the bench company'],
      ['-demo', demoCompanyId, 'the demo-sized company'],
    ] as const) {
      const server = await startServer('bench/ceiling.ts', {
        ...databaseEnv,
        CEILING: ceiling,
        COMPANY_ID: String(id),
      });
      try {
        rows.push(
          await measure(
            `ceiling-${ceiling}${suffix}`,
            engine,
            `bare Fastify + ${ceiling === 'pglite' ? 'raw PGlite' : `raw pg, ${ceiling === 'pg-named' ? 'named prepared statement' : 'unnamed statement'}`}: the agents query alone, ${what}`,
            server.url,
            { method: 'POST', body: {} },
          ),
        );
      } finally {
        await server.stop();
      }
    }
  }
  const serve = async (env: Record<string, string>, scenarios: readonly HttpScenario[], suffix = '') => {
    const app = await startServer(
      'apps/server/src/main.ts',
      { ...APP_ENV, ...databaseEnv, ...env },
      '/api/session',
    );
    try {
      const cookies = {
        bench: await signIn(app.url, BENCH_COMPANY),
        demo: await signIn(app.url, BENCH_DEMO_COMPANY),
      };
      // The server builds its offline address index after it starts (CPU for a few seconds): the
      // scenarios begin once it is built, not while it competes with them.
      await fetch(`${app.url}/geo/autocomplete?q=lyon`, { headers: { cookie: cookies.bench } });
      for (const scenario of scenarios) {
        rows.push(
          await measure(
            `${scenario.name}${suffix}`,
            engine,
            suffix
              ? `${scenario.description}, read afresh each time (KEPT_ANSWERS=false)`
              : scenario.description,
            `${app.url}${scenario.path.replace('{agentId}', String(agentId))}`,
            {
              method: scenario.method,
              body: scenario.body,
              cookie: scenario.authenticated ? cookies[scenario.company ?? 'bench'] : undefined,
              status: scenario.status,
            },
          ),
        );
      }
    } finally {
      await app.stop();
    }
  };
  const scenarios = HTTP_SCENARIOS.filter((scenario) => first || !scenario.once);
  await serve({}, scenarios);
  // The kept reads again, each request reading the database (the first read after a change).
  await serve(
    { KEPT_ANSWERS: 'false' },
    scenarios.filter((scenario) => scenario.kept),
    '-read',
  );
  return rows;
}

/** The session cookie of a company of the bench data. */
export async function signIn(url: string, company: { name: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: company.name, company_password: company.password }),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!login.ok || !cookie) {
    throw new Error(`bench login failed (${company.name}): ${login.status}`);
  }
  return cookie;
}

/** The HTTP table: each row's throughput against the hello-world of its own engine's run. */
export function httpTable(rows: readonly Measure[]): string {
  const hello = new Map(rows.filter((row) => row.name === 'hello-world').map((row) => [row.engine, row]));
  return [
    '| engine | scenario | what | p50 (ms) | mean (ms) | p99 (ms) | req/s | req/s ÷ hello | errors |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => {
      const baseline = hello.get(row.engine)!.requestsPerSecond;
      return `| ${row.engine} | ${row.name} | ${row.description} | ${row.medianMs} | ${row.meanMs.toFixed(2)} | ${row.p99Ms} | ${Math.round(row.requestsPerSecond)} | ${((100 * row.requestsPerSecond) / baseline).toFixed(1)} % | ${row.errors} |`;
    }),
  ].join('\n');
}

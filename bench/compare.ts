/**
 * A/B of two checkouts in one run, on the same PostgreSQL data (make bench's BENCH_HTTP_DATABASE_URL,
 * filled by a previous `make bench`): `node bench/compare.ts <other checkout> [rounds]`. Each round
 * measures the hello-world, then every scenario on this checkout's server and on the other's, one
 * after the other, so that both see the same machine load. Prints the ratios to the round's hello.
 */
import path from 'node:path';
import { BENCH_COMPANY, BENCH_DEMO_COMPANY } from './generate.ts';
import { measure, signIn, type Measure } from './lib/http-suite.ts';
import { ROOT, startServer } from './lib/servers.ts';
import { HTTP_SCENARIOS } from './scenarios/http.ts';

const other = path.resolve(process.argv[2] ?? '');
const rounds = Number(process.argv[3] ?? 2);
const databaseUrl = process.env.BENCH_HTTP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_http';
const env = {
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'info',
  SEED_DEMO: 'false',
  LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
  LOGIN_LIMIT_FAILURES_PER_DEVICE: '1000000',
  LOGIN_LIMIT_UNKNOWN_SOURCES_PER_HOUR: '1000000',
  ...(process.env.COMPARE_ENV ? (JSON.parse(process.env.COMPARE_ENV) as Record<string, string>) : {}),
};
const names = (
  process.env.COMPARE_SCENARIOS ??
  'static-file,unauthorized,company-plan,agents-list,agents-list-demo,client-page,week-read-http'
).split(',');
const scenarios = HTTP_SCENARIOS.filter((scenario) => names.includes(scenario.name));

const checkouts = { this: ROOT, other };
const servers = await Promise.all(
  Object.values(checkouts).map((root) =>
    startServer(path.join(root, 'apps/server/src/main.ts'), env, '/api/session'),
  ),
);
const hello = await startServer('bench/hello-world.ts', {});
const cookies: Record<'bench' | 'demo', string>[] = [];
for (const server of servers) {
  cookies.push({
    bench: await signIn(server.url, BENCH_COMPANY),
    // The demo-sized company, when the data has it (make bench seeds it).
    demo: await signIn(server.url, BENCH_DEMO_COMPANY).catch(() => ''),
  });
  await fetch(`${server.url}/geo/autocomplete?q=lyon`, { headers: { cookie: cookies.at(-1)!.bench } });
}
const agentId = Number(process.env.COMPARE_AGENT_ID ?? 1);
const results: Record<string, number[]> = {};
try {
  for (let round = 0; round < rounds; round += 1) {
    const baseline: Measure = await measure('hello-world', 'hello', '', hello.url, { method: 'GET' });
    for (const scenario of scenarios) {
      for (const [index, label] of Object.keys(checkouts).entries()) {
        const row = await measure(
          scenario.name,
          label,
          '',
          `${servers[index]!.url}${scenario.path.replace('{agentId}', String(agentId))}`,
          {
            method: scenario.method,
            body: scenario.body,
            cookie: scenario.authenticated ? cookies[index]![scenario.company ?? 'bench'] : undefined,
            status: scenario.status,
          },
        );
        (results[`${scenario.name} ${label}`] ??= []).push(
          (100 * row.requestsPerSecond) / baseline.requestsPerSecond,
        );
      }
    }
  }
} finally {
  await Promise.all([...servers, hello].map((server) => server.stop()));
}
console.log('\n| scenario | checkout | % of hello, per round |\n| --- | --- | --- |');
for (const [key, values] of Object.entries(results)) {
  const [name, label] = key.split(' ');
  console.log(`| ${name} | ${label} | ${values.map((value) => value.toFixed(1)).join(' / ')} |`);
}

/**
 * CPU profile of the real server under one HTTP scenario (PostgreSQL data of a previous make bench):
 * `node bench/profile.ts <scenario> [seconds]` writes /tmp/prof/<scenario>/*.cpuprofile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_COMPANY, BENCH_DEMO_COMPANY } from './generate.ts';
import { measure, signIn } from './lib/http-suite.ts';
import { ROOT, startServer } from './lib/servers.ts';
import { HTTP_SCENARIOS } from './scenarios/http.ts';

const name = process.argv[2] ?? 'agents-list-demo';
const scenario = HTTP_SCENARIOS.find((candidate) => candidate.name === name)!;
const dir = `/tmp/prof/${name}`;
fs.rmSync(dir, { recursive: true, force: true });
const server = await startServer(
  path.join(ROOT, 'apps/server/src/main.ts'),
  {
    DATABASE_URL: process.env.BENCH_HTTP_DATABASE_URL ?? '',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    LOGIN_LIMIT_PER_IP_PER_MINUTE: '1000000',
    NODE_OPTIONS: process.env.PROFILE === 'false' ? '' : `--cpu-prof --cpu-prof-dir=${dir}`,
  },
  '/api/session',
);
const cookie = scenario.authenticated
  ? await signIn(server.url, scenario.company === 'demo' ? BENCH_DEMO_COMPANY : BENCH_COMPANY)
  : undefined;
await measure(name, 'pg', '', `${server.url}${scenario.path.replace('{agentId}', '1')}`, {
  method: scenario.method,
  body: scenario.body,
  cookie,
  status: scenario.status,
});
await server.stop();
console.log(
  fs
    .readdirSync(dir)
    .map((file) => path.join(dir, file))
    .join('\n'),
);

// Lighthouse (mobile) on the public pages of the built app, served by the real server.
// Usage: npm run build && node bench/lighthouse.ts [/path ...]   (CHROME_PATH defaults to /usr/bin/chromium)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/tarifs', '/contact'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS_PER_PAGE = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-lighthouse-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
  ],
});
const results: { page: string; scores: Record<string, number> }[] = [];
try {
  await waitForServer(`${baseUrl}/`, 90_000);
  for (const page of pages) {
    // Three runs per page, the median kept: one run on a shared machine is noise.
    const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = [];
    for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
      const outcome = await lighthouse(`${baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!outcome) {
        throw new Error(`no Lighthouse result for ${page}`);
      }
      runs.push(outcome);
    }
    const performanceOf = (outcome: (typeof runs)[number]) => outcome.lhr.categories.performance?.score ?? 0;
    runs.sort((left, right) => performanceOf(left) - performanceOf(right));
    const result = runs[Math.floor(runs.length / 2)]!;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
      ]),
    );
    results.push({ page, scores });
    const failing = Object.values(result.lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
    console.log(
      `${page.padEnd(10)} ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join('  ')}` +
        `  LCP ${result.lhr.audits['largest-contentful-paint']?.displayValue ?? '?'}` +
        `  CLS ${result.lhr.audits['cumulative-layout-shift']?.displayValue ?? '?'}` +
        `  TBT ${result.lhr.audits['total-blocking-time']?.displayValue ?? '?'}`,
    );
    if (failing.length > 0) {
      console.log(`           below 0.9: ${failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.LIGHTHOUSE_JSON) {
  // Read by bench/run.ts to put the scores in docs/BENCHMARKS.md.
  writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results));
}
const below = results.filter(({ scores }) => Object.values(scores).some((score) => score < 95));
process.exitCode = below.length > 0 ? 1 : 0;

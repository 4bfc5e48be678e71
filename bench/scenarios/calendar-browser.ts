// The agent calendar in a real browser with a full week: how long a drag step and a popup opening
// take to reach the screen, read with the browser's own clock (performance API), not timed tests.
//   npm run build && node bench/scenarios/calendar-browser.ts
// A week holds at most 5 x 36 = 180 sessions of one agent (they never overlap): the calendar gets
// all 180, one a quarter hour, plus 20 sessions of other agents on the same missions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SLOTS_PER_DAY, parisDateOf, workWeekAt } from '@tourneo/domain';
import { ROOT, startServer } from '../lib/servers.ts';

const DRAG_STEPS = 60;
const POPUP_OPENINGS = 10;
const CREATION_BATCH = 6;
const began = Date.now();
const log = (message: string) => console.error(`[${((Date.now() - began) / 1000).toFixed(1)} s] ${message}`);

export interface CalendarBrowserResult {
  scenario: 'calendar-browser';
  sessionsShown: number;
  dragStepMedianMs: number;
  dragStepMaxMs: number;
  popupMedianMs: number;
  popupMaxMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function api(page: Page, url: string, method: string, data: object) {
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { origin: url.replace(/^(https?:\/\/[^/]+).*$/, '$1') },
  });
  if (!response.ok()) {
    throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Installs the in-page probes: each pointermove's time from input to the frame after it, and each
 * double-click's time from input to the frame that shows the popup.
 */
async function installProbes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as { moveSamples: number[]; popupSamples: number[] };
    probe.moveSamples = [];
    probe.popupSamples = [];
    // After the next frame is painted: rAF runs before paint, the task after it runs after.
    const afterNextPaint = (done: () => void) => requestAnimationFrame(() => setTimeout(done));
    window.addEventListener(
      'pointermove',
      (event) => {
        const start = event.timeStamp;
        afterNextPaint(() => probe.moveSamples.push(performance.now() - start));
      },
      true,
    );
    window.addEventListener(
      'dblclick',
      (event) => {
        const start = event.timeStamp;
        const check = () => {
          if (document.querySelector('[role="dialog"]')) {
            afterNextPaint(() => probe.popupSamples.push(performance.now() - start));
          } else {
            requestAnimationFrame(check);
          }
        };
        check();
      },
      true,
    );
  });
}

async function openAndClosePopup(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.dblclick(x, y);
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

export async function measureCalendarInBrowser(): Promise<CalendarBrowserResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-bench-calendar-'));
  const server = await startServer(
    path.join(ROOT, 'apps/server/src/main.ts'),
    { DATA_DIR: dataDir },
    '/api/session',
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const company = {
      company_name: `Bench calendrier ${Date.now()}`,
      company_password: 'mot-de-passe-solide',
    };
    const registered = await fetch(`${server.url}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(company),
    });
    if (registered.status !== 201) {
      throw new Error(`registration failed: ${registered.status}`);
    }
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Nom de la société').fill(company.company_name);
    await page.getByLabel('Mot de passe', { exact: true }).fill(company.company_password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/admin**');

    const agentIds: number[] = [];
    for (const name of ['Agent Bench', 'Équipier Bench']) {
      const answer = await api(page, `${server.url}/agents/create`, 'POST', {
        name,
        postal_code: '75011',
        adresse: '12 rue Oberkampf, 75011 Paris',
        password: 'secret-agent',
      });
      agentIds.push((answer.agent as { id: number }).id);
    }
    const week = workWeekAt(parisDateOf(new Date()), 1);
    const creations = week.days.flatMap((date, day) =>
      Array.from({ length: SLOTS_PER_DAY }, (_slot, slot) => ({ date, day, slot })),
    );
    const sessions = creations.length;
    // A few at a time: each is one transaction; the embedded database takes them in turn anyway.
    for (let start = 0; start < creations.length; start += CREATION_BATCH) {
      await Promise.all(
        creations.slice(start, start + CREATION_BATCH).map(({ date, day, slot }) =>
          api(page, `${server.url}/api/rdv-unified`, 'POST', {
            client_name: `Client ${day}-${slot}`,
            adresse: '5 rue de la Paix, 75002 Paris',
            sessions: [
              {
                date,
                beginning: slot,
                ending: slot + 1,
                agents: ((day * SLOTS_PER_DAY + slot) % 9 === 0 ? agentIds : agentIds.slice(0, 1)).map(
                  (agent_id) => ({ agent_id }),
                ),
              },
            ],
          }),
        ),
      );
    }
    log(`${sessions} sessions created`);

    await page.goto(`/admin?section=agentCalendar&agent=${agentIds[0]}&semaine=${week.start}`);
    await page
      .locator('[data-session-id]')
      .nth(sessions - 1)
      .waitFor();
    const sessionsShown = await page.locator('[data-session-id]').count();
    log(`calendar shows ${sessionsShown} sessions`);
    await installProbes(page);

    // A move drag of the first Monday session down the day and across to Friday (it is refused on
    // release: every slot is taken; the steps are what is measured).
    const first = (await page.locator('[data-day="0"][data-slot="0"]').boundingBox())!;
    const last = (await page.locator('[data-day="4"][data-slot="20"]').boundingBox())!;
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
    await page.mouse.down();
    await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: DRAG_STEPS });
    await page.mouse.up();
    await page.waitForTimeout(200);
    const moveSamples = await page.evaluate(
      () => (window as unknown as { moveSamples: number[] }).moveSamples,
    );

    log(`drag: ${moveSamples.length} steps measured`);
    for (let index = 0; index < POPUP_OPENINGS; index += 1) {
      const box = (await page.locator(`[data-day="${index % 5}"][data-slot="${10 + index}"]`).boundingBox())!;
      await openAndClosePopup(page, box.x + box.width / 2, box.y + box.height / 2);
    }
    const popupSamples = await page.evaluate(
      () => (window as unknown as { popupSamples: number[] }).popupSamples,
    );
    return {
      scenario: 'calendar-browser',
      sessionsShown,
      dragStepMedianMs: Math.round(median(moveSamples) * 10) / 10,
      dragStepMaxMs: Math.round(Math.max(...moveSamples) * 10) / 10,
      popupMedianMs: Math.round(median(popupSamples) * 10) / 10,
      popupMaxMs: Math.round(Math.max(...popupSamples) * 10) / 10,
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureCalendarInBrowser(), null, 2));
}

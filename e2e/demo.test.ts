import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, parisDateOf, workWeekAt } from '@tourneo/domain';
import { weekLabel } from '@tourneo/domain/calendar/calendar-week';
import { AGENT_APP_MESSAGES as t } from '@tourneo/domain/messages/agent-app-fr';
import { isSchedulingDay } from '@tourneo/domain/scheduling/horizon';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { demoPeriodOf } from '../apps/server/src/seed/demo-plan.ts';
import { DEMO, launchBrowser, logIn, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { PHONE } from './support/booking.ts';
import { startServer, type StartedServer } from './support/server.ts';

/**
 * What a new user sees after `make start`: a server of its own, on a fresh database seeded with the
 * whole demo (the other browser tests share one without the demo's activity, e2e/global-setup.ts).
 */
let server: StartedServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, 180_000), launchBrowser()]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const period = () => demoPeriodOf(parisDateOf(new Date()));
/** The first day with work from today: today on a working day, else the next one. */
function firstWorkingDay(): string {
  let date = period().firstUpcoming;
  while (!isSchedulingDay(date)) {
    date = addDays(date, 1);
  }
  return date;
}

const demoPage = async (options = {}) => newPage(browser, { baseURL: server.baseUrl, ...options });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
/** A grid cell holding a session: its name holds the session's hours ('Dupont, 9h00 - 10h00, ...'). */
const busyCells = (page: Page) =>
  page.getByRole('grid').getByRole('gridcell', { name: /, \d+h\d\d - \d+h\d\d/ });

describe('a fresh start with the demo company', () => {
  it("shows missions on an agent's calendar this week and next", async () => {
    const page = await demoPage();
    await logIn(page, DEMO.name, DEMO.password);
    await menu(page).getByRole('button', { name: 'Julien Moreau' }).click();
    await page.getByRole('heading', { level: 1, name: 'Julien Moreau' }).waitFor();
    const { thisWeek, nextWeek } = period();
    const opened = workWeekAt(parisDateOf(new Date()), 0);
    await page.getByText(weekLabel(opened.start, opened.end), { exact: true }).waitFor();
    if (opened.start !== thisWeek.start) {
      // On a weekend, the calendar opens on the week that ends; the demo's "this week" is the next.
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
    }
    await page.getByText(weekLabel(thisWeek.start, thisWeek.end), { exact: true }).waitFor();
    await busyCells(page).first().waitFor();
    await expectNoAxeViolations(page, 'demo agent calendar, this week');
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.getByText(weekLabel(nextWeek.start, nextWeek.end), { exact: true }).waitFor();
    await busyCells(page).first().waitFor();
    await expectNoAxeViolations(page, 'demo agent calendar, next week');
    await page.context().close();
  });

  it("lists completed missions with photos and signature in 'Missions récentes', and one's PDF renders", async () => {
    const page = await demoPage();
    await logIn(page, DEMO.name, DEMO.password);
    await menu(page).getByRole('button', { name: 'Missions récentes', exact: true }).click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Missions Récentes' }).waitFor();
    const card = main.getByRole('article').filter({ hasText: 'Terminée' }).first();
    await card.waitFor();
    await expectNoAxeViolations(page, 'demo Missions Récentes');
    const clientName = (await card.getAttribute('aria-label'))!;

    await card.getByRole('button', { name: /^Voir les détails/ }).click();
    const dialog = page.getByRole('dialog', { name: `Détails de la mission — ${clientName}` });
    const signature = dialog.getByRole('img', { name: 'Signature du client' });
    await signature.waitFor();
    await expect.poll(() => signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    await dialog.getByRole('button', { name: /^Voir toutes les photos \(\d+\)$/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos de la mission' });
    const shown = viewer.getByRole('img', { name: /^Photo 1 sur \d+$/ });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
    await expectNoAxeViolations(page, 'demo photo viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Générer PDF/ }).click();
    const file = await download;
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'tourneo-e2e-demo-')), file.suggestedFilename());
    await file.saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = spawnSync('pdftotext', ['-enc', 'UTF-8', saved, '-'], { encoding: 'utf8' });
    if (!text.error) {
      expect(text.stdout.replace(/\s+/g, ' ')).toContain(clientName);
    }
    await page.context().close();
  });

  it("shows Julien Moreau's day in the agent app", async () => {
    const page = await demoPage(PHONE);
    await page.goto('/agent');
    await page.getByRole('heading', { level: 1, name: t.signIn.title }).waitFor();
    await page.getByLabel(t.signIn.companyName).fill(DEMO.name);
    await page.getByLabel(t.signIn.agentName).fill('Julien Moreau');
    await page.getByLabel(t.signIn.password).fill('tourneo-agent');
    await page.getByRole('button', { name: t.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    const date = firstWorkingDay();
    await page
      .getByRole('group', { name: t.schedule.days })
      .getByRole('button', { name: dayLabel(date) })
      .click();
    await page.getByRole('heading', { level: 2, name: dayLabel(date) }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText(t.schedule.none).count()).toBe(0);
    await expectNoAxeViolations(page, 'demo agent app, his day');
    await page.context().close();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, parisDateOf, workWeekAt } from '@tourneo/domain';
import { weekLabel } from '@tourneo/domain/calendar/calendar-week';
import { baseUrl, consoleErrorsOf, launchBrowser, logIn, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import {
  cell,
  createAgents,
  createMission,
  drag,
  fillClient,
  nameOf,
  nextWeek,
  openNextWeek,
  readNextWeek,
  waitForCellName,
} from './support/calendar.ts';

const m = MESSAGES.missions;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What the screen reader says of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function centreOf(page: Page, dayIndex: number, slot: number) {
  const box = (await cell(page, dayIndex, slot).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('agent calendar with the keyboard', () => {
  it('creates with arrows, Shift+arrows and Enter, opens with Enter, copies and pastes, deletes with Delete', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');

    // From the week buttons, Tab enters the grid on its one focusable cell.
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toMatch(/^lundi \d+ \S+, 8h00, libre$/);
    await page.keyboard.press('ArrowRight');
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(focusedName(page)).resolves.toMatch(/^mardi \d+ \S+, 9h00, libre$/);
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+ArrowDown');
    }
    await expect(cell(page, 1, 4).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(cell(page, 1, 7).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(cell(page, 1, 8).getAttribute('aria-selected')).resolves.toBe('false');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await form.waitFor();
    await expect(form.getByLabel('Date de la session 1').inputValue()).resolves.toBe(nextWeek().days[1]);
    await expect(form.getByLabel('Début de la session 1').inputValue()).resolves.toBe('4');
    await expect(form.getByLabel('Fin de la session 1').inputValue()).resolves.toBe('8');
    await fillClient(page, 'Roux');
    await form.getByRole('combobox', { name: 'Nom du client' }).press('Enter');
    await expectNotification(page, m.created);
    await form.waitFor({ state: 'detached' });
    // Back on the grid, the focused slot now says its mission.
    await page.waitForFunction(() =>
      /Roux, 9h00 - 10h00$/.test(document.activeElement?.getAttribute('aria-label') ?? ''),
    );
    await expect(focusedName(page)).resolves.toMatch(/^mardi \d+ \S+, 9h45, Roux, 9h00 - 10h00$/);

    // Enter opens the mission popup; Escape closes it and the focus comes back.
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.waitFor();
    await expect(details.getByRole('textbox', { name: /^Client/ }).inputValue()).resolves.toBe('Roux');
    await expectNoAxeViolations(page, 'mission popup opened from the keyboard');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect(focusedName(page)).resolves.toMatch(/9h45, Roux/);

    // Ctrl+C on the focused session, Ctrl+V on the focused day (Wednesday).
    await page.keyboard.press('Control+c');
    await expectNotification(page, MESSAGES.calendar.sessionCopied);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Control+v');
    await expectNotification(page, MESSAGES.calendar.sessionPasted);
    await waitForCellName(cell(page, 2, 4), /Roux, 9h00 - 10h00$/);

    // Alt+Down moves the pasted session a quarter hour later, Alt+Shift+Down makes it end later,
    // Alt+Left takes it to Tuesday, where it meets Roux: refused.
    await page.keyboard.press('Alt+ArrowDown');
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 2, 5), /Roux, 9h15 - 10h15$/);
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await waitForCellName(cell(page, 2, 5), /Roux, 9h15 - 10h30$/);
    // The focus went along (it was on the session's fourth slot).
    await expect(focusedName(page)).resolves.toMatch(/^mercredi \d+ \S+, 10h00, Roux, 9h15 - 10h30$/);
    await page.keyboard.press('Alt+ArrowLeft');
    await expectNotification(page, m.conflict);
    await expect(nameOf(cell(page, 2, 5))).resolves.toMatch(/Roux, 9h15 - 10h30$/);
    await expect(focusedName(page)).resolves.toMatch(/^mercredi \d+ \S+, 10h00, Roux/);

    // Delete opens the delete popup (a single-session, single-agent mission: a plain confirmation).
    await page.keyboard.press('Delete');
    const deletion = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
    await deletion.waitFor();
    await expectNoAxeViolations(page, 'delete popup');
    await deletion.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expectNotification(page, m.missionDeleted);
    await waitForCellName(cell(page, 2, 5), /libre$/);
    const week = await readNextWeek(page, julie!);
    expect(week.map((mission) => mission.sessions[0]!.date)).toEqual([nextWeek().days[1]]);
    expect(consoleErrorsOf(page)).toEqual([]);
  });
});

describe('agent calendar with the mouse: popups', () => {
  it('a double-click opens the mission popup, whose changes show on the calendar', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 3, beginning: 8, ending: 12 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 3, 8), /Moreau/);

    const { x, y } = await centreOf(page, 3, 9);
    await page.mouse.dblclick(x, y);
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.waitFor();
    await expectNoAxeViolations(page, 'mission popup');
    await details.getByRole('textbox', { name: /^Client/ }).fill('Moreau-Lambert');
    await details.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, m.sessionUpdated);
    await details.waitFor({ state: 'detached' });
    await waitForCellName(cell(page, 3, 8), /Moreau-Lambert, 10h00 - 11h00$/);
  });

  it("the delete button on a session's first slot opens the three options of a multi-agent mission", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin', 'Karim Benali']);
    await createMission(
      page,
      'Garnier',
      [{ dayIndex: 1, beginning: 0, ending: 4 }],
      [ids['Julie Martin']!, ids['Karim Benali']!],
    );
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 1, 0), /Garnier/);

    await page.getByRole('button', { name: 'Supprimer le rendez-vous de Garnier' }).click();
    const deletion = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
    await deletion.waitFor();
    // The pointer off the popup's buttons: axe reads their colours at rest.
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'delete popup with three options');
    await deletion.getByRole('button', { name: 'Me retirer de cette session' }).click();
    await expectNotification(page, m.agentRemoved);
    await waitForCellName(cell(page, 1, 0), /libre$/);
    // Karim keeps it.
    const karimWeek = await readNextWeek(page, ids['Karim Benali']!);
    expect(karimWeek).toHaveLength(1);
  });
});

describe('agent calendar: weeks', () => {
  it('previous and next week change the week in the URL, its label and its Paris offset; completed is green', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    const mission = await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 0, ending: 4 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    expect(new URL(page.url()).searchParams.get('semaine')).toBe(nextWeek().start);
    await waitForCellName(cell(page, 0, 0), /Moreau/);

    // A summer week (UTC+2) and a winter week (UTC+1), reached by their URL.
    const url = new URL(page.url());
    url.searchParams.set('semaine', '2027-07-07');
    await page.goto(url.toString());
    await page.getByText('Semaine du 5 juillet - 9 juillet').waitFor();
    await page.getByText('(UTC+2) Europe/Paris').waitFor();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.getByText('Semaine du 12 juillet - 16 juillet').waitFor();
    expect(new URL(page.url()).searchParams.get('semaine')).toBe('2027-07-12');
    url.searchParams.set('semaine', '2027-01-04');
    await page.goto(url.toString());
    await page.getByText('Semaine du 4 janvier - 8 janvier').waitFor();
    await page.getByText('(UTC+1) Europe/Paris').waitFor();
    await page.getByRole('button', { name: 'Semaine précédente' }).click();
    await page.getByText('Semaine du 28 décembre - 1 janvier').waitFor();
    await expectNoAxeViolations(page, 'agent calendar, another week');

    // Back to this week (from the week after next: the weeks above may be this one, on which
    // 'Cette semaine' is disabled), then next week again: its mission is there after a reload.
    const weekAfterNext = workWeekAt(parisDateOf(new Date()), 2);
    url.searchParams.set('semaine', weekAfterNext.start);
    await page.goto(url.toString());
    await page.getByText(weekLabel(weekAfterNext.start, weekAfterNext.end)).waitFor();
    await page.getByRole('button', { name: 'Cette semaine' }).click();
    expect(new URL(page.url()).searchParams.get('semaine')).toBeNull();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await page.reload();
    await waitForCellName(cell(page, 0, 0), /Moreau, 8h00 - 9h00$/);
    const background = () =>
      page
        .locator('[data-day="0"][data-slot="0"] [data-session-id]')
        .evaluate((block) => getComputedStyle(block).backgroundColor);
    const planned = await background();

    // Completed (by another planner): green, and said so.
    await callApi(page, 'PUT', `/api/rdv-unified/${mission.id}`, { status: 'completed' });
    await waitForCellName(cell(page, 0, 0), /Moreau, 8h00 - 9h00, terminé$/);
    const completed = await background();
    expect(completed).not.toBe(planned);
    const [red, green, blue] = completed.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(green).toBeGreaterThan(red + 30);
    expect(green).toBeGreaterThan(blue + 30);
    await expectNoAxeViolations(page, 'agent calendar with a completed mission');
  });
});

describe('agent calendar: live updates', () => {
  it("a change made in one planner's browser appears in another's without reloading", async () => {
    const company = { name: `Société ${randomUUID().slice(0, 8)}`, password: 'mot-de-passe-solide' };
    const registered = await fetch(`${baseUrl()}/admin/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: company.name, company_password: company.password }),
    });
    expect(registered.status).toBe(201);
    const first = await newPage(browser);
    const second = await newPage(browser);
    await logIn(first, company.name, company.password);
    await logIn(second, company.name, company.password);
    await createAgents(first, ['Julie Martin']);
    await openNextWeek(first, 'Julie Martin');
    await openNextWeek(second, 'Julie Martin');
    await expect(nameOf(cell(second, 2, 4))).resolves.toMatch(/libre$/);

    await drag(first, cell(first, 2, 4), cell(first, 2, 7));
    await fillClient(first, 'Blanc');
    await first.getByRole('dialog').getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(first, m.created);
    await waitForCellName(cell(second, 2, 4), /Blanc, 9h00 - 10h00$/);

    // A move in the second browser shows in the first.
    await drag(second, cell(second, 2, 5), cell(second, 4, 13));
    await expectNotification(second, m.sessionMoved);
    await waitForCellName(cell(first, 4, 12), /Blanc, 11h00 - 12h00$/);
    await expect(nameOf(cell(first, 2, 4))).resolves.toMatch(/libre$/);
  });
});

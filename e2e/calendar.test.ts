import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, addDays, parisDateOf } from '@tourneo/domain';
import { consoleErrorsOf, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification, newCompanyPage } from './support/settings.ts';
import {
  cell,
  createAgents,
  createMission,
  drag,
  fillClient,
  nameOf,
  nextWeek,
  openNextWeek,
  pointAt,
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

const creationForm = (page: Page) => page.getByRole('dialog', { name: 'Nouveau rendez-vous' });

describe('agent calendar: creating', () => {
  it('creates a mission by dragging over slots of one day', async () => {
    const page = await newCompanyPage(browser);
    await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');
    await expectNoAxeViolations(page, 'agent calendar, empty week');

    // Monday 9h00 to 9h45: four slots, 9h00-10h00.
    await drag(page, cell(page, 0, 4), cell(page, 0, 7));
    const dialog = creationForm(page);
    await dialog.waitFor();
    await expect(dialog.getByLabel('Début de la session 1').inputValue()).resolves.toBe('4');
    await expect(dialog.getByLabel('Fin de la session 1').inputValue()).resolves.toBe('8');
    await expectNoAxeViolations(page, 'creation form');
    // Client name and address are required.
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await dialog.getByText(m.clientNameAndAddressRequired).first().waitFor();
    await expectNoAxeViolations(page, 'creation form with its errors');
    await fillClient(page, 'Dupont');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.created);
    await dialog.waitFor({ state: 'detached' });
    await waitForCellName(cell(page, 0, 5), /, 9h15, Dupont, 9h00 - 10h00$/);
    await expect(nameOf(cell(page, 0, 8))).resolves.toMatch(/, 10h00, libre$/);
    await expectNoAxeViolations(page, 'agent calendar with a mission');
    expect(consoleErrorsOf(page)).toEqual([]);
  });

  it('offers no past day in the session date and refuses a past day or a weekend before sending', async () => {
    const page = await newCompanyPage(browser);
    await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');
    let creations = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/rdv-unified') {
        creations += 1;
      }
    });
    await drag(page, cell(page, 0, 4), cell(page, 0, 7));
    const dialog = creationForm(page);
    await fillClient(page, 'Morel');
    const date = dialog.getByLabel('Date de la session 1');
    await expect(date.getAttribute('min')).resolves.toBe(parisDateOf(new Date()));
    const create = dialog.getByRole('button', { name: 'Créer le rendez-vous' });

    // No date chosen (spec 1): 'Veuillez sélectionner une date'.
    await date.fill('');
    await create.click();
    await dialog.getByText(m.dateRequired).waitFor();
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'creation form, no session date');

    await date.fill(addDays(parisDateOf(new Date()), -7));
    await create.click();
    await dialog.getByText(m.pastDate).waitFor();
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'creation form, past session date');

    await date.fill(addDays(nextWeek().days[4]!, 1));
    await dialog.getByText(m.pastDate).waitFor({ state: 'detached' });
    await create.click();
    await dialog.getByText(m.weekendDate).waitFor();
    expect(creations).toBe(0);

    await date.fill(nextWeek().days[2]!);
    await create.click();
    await expectNotification(page, m.created);
    expect(creations).toBe(1);
  });

  it('dragging across three days creates a multi-session mission, one session a day', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');

    // Tuesday 8h00 to Thursday 8h45.
    await drag(page, cell(page, 1, 0), cell(page, 3, 3));
    const dialog = creationForm(page);
    await dialog.waitFor();
    for (const index of [1, 2, 3]) {
      await expect(dialog.getByLabel(`Date de la session ${index}`).inputValue()).resolves.toBe(
        nextWeek().days[index],
      );
    }
    await fillClient(page, 'Lefèvre');
    // One more session, added in the form: the next working day (Friday), same hours.
    await dialog.getByRole('button', { name: 'Ajouter une session' }).click();
    await expect(dialog.getByLabel('Date de la session 4').inputValue()).resolves.toBe(nextWeek().days[4]);
    await dialog.getByLabel('Fin de la session 4').selectOption({ label: '8h30' });
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.multiSessionCreated);
    for (const day of [1, 2, 3]) {
      await waitForCellName(cell(page, day, 2), /, Lefèvre, 8h00 - 9h00$/);
    }
    await expect(nameOf(cell(page, 0, 0))).resolves.toMatch(/libre$/);
    await waitForCellName(cell(page, 4, 0), /Lefèvre, 8h00 - 8h30$/);
    const week = await readNextWeek(page, julie!);
    expect(week).toHaveLength(1);
    expect(week[0]!.is_multi_session).toBe(true);
    expect(week[0]!.sessions.map((session) => session.date)).toEqual(nextWeek().days.slice(1));
  });

  it('creates a multi-agent mission whose lead is the agent chosen', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin', 'Karim Benali']);
    await openNextWeek(page, 'Julie Martin');

    await drag(page, cell(page, 2, 8), cell(page, 2, 11));
    const dialog = creationForm(page);
    await fillClient(page, 'Garnier');
    await dialog.getByRole('button', { name: 'Ajouter un agent' }).click();
    await dialog
      .getByLabel('Agent supplémentaire 1', { exact: true })
      .selectOption({ label: 'Karim Benali' });
    const lead = dialog.getByRole('radiogroup', { name: "Chef d'équipe" });
    await expect(lead.getByRole('radio', { name: 'Julie Martin' }).isChecked()).resolves.toBe(true);
    await lead.getByRole('radio', { name: 'Karim Benali' }).check();
    await expectNoAxeViolations(page, 'creation form with an extra agent');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expectNotification(page, m.multiAgentCreated);
    await waitForCellName(cell(page, 2, 8), /, Garnier, 10h00 - 11h00$/);

    const [mission] = await readNextWeek(page, ids['Julie Martin']!);
    expect(mission!.is_multi_agent).toBe(true);
    expect(mission!.lead_agent_id).toBe(ids['Karim Benali']);
    // The session is on Karim's calendar too.
    await openNextWeek(page, 'Karim Benali');
    await waitForCellName(cell(page, 2, 8), /, Garnier, 10h00 - 11h00$/);
  });
});

describe('agent calendar: moving, resizing, conflicts', () => {
  it('moves a session to another day by dragging it, and resizes it by its bottom and top edges', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 4), /Moreau, 9h00 - 10h00$/);

    // Grabbed on its second slot (9h15), dropped on Tuesday 10h15: it starts at 10h00.
    await drag(page, cell(page, 0, 5), cell(page, 1, 9));
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 1, 8), /Moreau, 10h00 - 11h00$/);
    await expect(nameOf(cell(page, 0, 4))).resolves.toMatch(/libre$/);

    // Its bottom edge (the last slot's lower part) dragged down to 11h45: it ends at 12h00.
    await drag(page, cell(page, 1, 11), cell(page, 1, 15), { x: 0, y: 6 });
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 1, 8), /Moreau, 10h00 - 12h00$/);

    // Its top edge (the first slot's upper part) dragged up to 9h30: it starts at 9h30.
    await drag(page, cell(page, 1, 8), cell(page, 1, 6), { x: 0, y: -5 });
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 1, 6), /Moreau, 9h30 - 12h00$/);
    const [mission] = await readNextWeek(page, julie!);
    expect(mission!.sessions[0]).toMatchObject({ date: nextWeek().days[1], beginning: 6, ending: 16 });
  });

  it('new hours for a session of a multi-session mission ask: this session only, or all sessions', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(
      page,
      'Fabre',
      [
        { dayIndex: 0, beginning: 4, ending: 8 },
        { dayIndex: 1, beginning: 4, ending: 8 },
      ],
      [julie!],
    );
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 1, 4), /Fabre, 9h00 - 10h00$/);

    // Monday's bottom edge down to 10h45.
    await drag(page, cell(page, 0, 7), cell(page, 0, 11), { x: 0, y: 6 });
    const choice = page.getByRole('dialog', { name: 'Modifier la session' });
    await choice.waitFor();
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'session-modification choice');
    await choice.getByRole('button', { name: 'Toutes les sessions' }).click();
    await expectNotification(page, m.updated);
    await waitForCellName(cell(page, 0, 4), /Fabre, 9h00 - 11h00$/);
    await waitForCellName(cell(page, 1, 4), /Fabre, 9h00 - 11h00$/);

    // Tuesday's bottom edge back up to 9h45, for this session only.
    await drag(page, cell(page, 1, 11), cell(page, 1, 7), { x: 0, y: 6 });
    await choice.getByRole('button', { name: 'Cette session uniquement' }).click();
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 1, 4), /Fabre, 9h00 - 10h00$/);
    await expect(nameOf(cell(page, 0, 4))).resolves.toMatch(/Fabre, 9h00 - 11h00$/);
  });

  it("a drag held at the window's bottom edge scrolls down to the afternoon", async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 4), /Moreau/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const from = (await cell(page, 0, 4).boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    const viewport = page.viewportSize()!;
    await page.mouse.move(x, viewport.height - 5, { steps: 8 });
    // 16h00 (slot 32) comes into view as the page scrolls.
    await page.waitForFunction(() => {
      const target = document.querySelector('[data-day="0"][data-slot="32"]');
      return target !== null && target.getBoundingClientRect().bottom < window.innerHeight - 60;
    });
    const to = (await cell(page, 0, 32).boundingBox())!;
    await page.mouse.move(x, to.y + to.height / 2, { steps: 4 });
    await page.mouse.up();
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 0, 32), /Moreau, 16h00 - 17h00$/);
  });

  it('refuses a move onto another session with the conflict message, and keeps both', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    await createMission(page, 'Petit', [{ dayIndex: 0, beginning: 12, ending: 16 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 12), /Petit/);

    await drag(page, cell(page, 0, 4), cell(page, 0, 10));
    await expectNotification(page, m.conflict);
    const week = await readNextWeek(page, julie!);
    expect(week.map((mission) => mission.sessions[0]!.beginning).sort((a, b) => a - b)).toEqual([4, 12]);
    await expect(nameOf(cell(page, 0, 4))).resolves.toMatch(/Moreau, 9h00 - 10h00$/);
    await expectNoAxeViolations(page, 'agent calendar after a refused move');
  });

  it('drag-selecting over a session is trimmed by one slot, and refused beyond', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 4), /Moreau/);

    // From 10h45 up to 9h45 (Moreau's last slot): trimmed to 10h00-11h00.
    await drag(page, cell(page, 0, 11), cell(page, 0, 7));
    await expectNotification(page, m.autoTrimmed);
    const dialog = creationForm(page);
    await expect(dialog.getByLabel('Début de la session 1').inputValue()).resolves.toBe('8');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await drag(page, cell(page, 0, 12), cell(page, 0, 2));
    await expectNotification(page, m.dragOverlap);
    await expect(creationForm(page).count()).resolves.toBe(0);
  });
});

describe('agent calendar: copy and paste', () => {
  it('Ctrl+C on a session and Ctrl+V on a day pastes it at the same hours, trimmed by one slot', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    // Wednesday 9h45-11h00 meets a paste of 9h00-10h00 on one slot.
    await createMission(page, 'Petit', [{ dayIndex: 2, beginning: 7, ending: 12 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 4), /Moreau/);

    await pointAt(page, cell(page, 0, 5));
    await page.keyboard.press('Control+c');
    await expectNotification(page, MESSAGES.calendar.sessionCopied);

    // On Tuesday, free: same hours.
    await pointAt(page, cell(page, 1, 20));
    await page.keyboard.press('Control+v');
    await expectNotification(page, MESSAGES.calendar.sessionPasted);
    await waitForCellName(cell(page, 1, 4), /Moreau, 9h00 - 10h00$/);

    // On Wednesday: trimmed to 9h00-9h45.
    await pointAt(page, cell(page, 2, 20));
    await page.keyboard.press('Control+v');
    await expectNotification(page, m.autoTrimmed);
    await waitForCellName(cell(page, 2, 4), /Moreau, 9h00 - 9h45$/);
    await expect(nameOf(cell(page, 2, 7))).resolves.toMatch(/Petit, 9h45 - 11h00$/);

    // On Monday, over the original: refused.
    await pointAt(page, cell(page, 0, 20));
    await page.keyboard.press('Control+v');
    await expectNotification(page, m.pasteOverlap);
    const week = await readNextWeek(page, julie!);
    expect(week.filter((mission) => mission.client_name === 'Moreau')).toHaveLength(3);
  });

  it('pasting a multi-agent session asks for whom: only my planning or all original agents', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin', 'Karim Benali']);
    await createMission(
      page,
      'Garnier',
      [{ dayIndex: 0, beginning: 0, ending: 4 }],
      [ids['Julie Martin']!, ids['Karim Benali']!],
    );
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 0), /Garnier/);

    await pointAt(page, cell(page, 0, 1));
    await page.keyboard.press('Control+c');
    await pointAt(page, cell(page, 3, 10));
    await page.keyboard.press('Control+v');
    const choice = page.getByRole('dialog', { name: 'Coller une session multi-agents' });
    await choice.waitFor();
    await expectNoAxeViolations(page, 'multi-agent copy popup');
    await choice.getByRole('button', { name: "Tous les agents d'origine" }).click();
    await expectNotification(page, MESSAGES.calendar.sessionPasted);
    await waitForCellName(cell(page, 3, 0), /Garnier, 8h00 - 9h00$/);
    const karimWeek = await readNextWeek(page, ids['Karim Benali']!);
    expect(karimWeek.flatMap((mission) => mission.sessions.map((session) => session.date))).toContain(
      nextWeek().days[3],
    );

    await pointAt(page, cell(page, 0, 1));
    await page.keyboard.press('Control+c');
    await pointAt(page, cell(page, 4, 10));
    await page.keyboard.press('Control+v');
    await choice.getByRole('button', { name: 'Uniquement mon planning' }).click();
    await waitForCellName(cell(page, 4, 0), /Garnier, 8h00 - 9h00$/);
    const karimAfter = await readNextWeek(page, ids['Karim Benali']!);
    expect(karimAfter.flatMap((mission) => mission.sessions.map((session) => session.date))).not.toContain(
      nextWeek().days[4],
    );
  });

  it('on a phone, the week scrolls sideways with whole day names, and the header keeps its sign-out button', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Julie Martin']);
    await createMission(
      page,
      'Zoé Lefèvre',
      [{ dayIndex: 2, beginning: 1, ending: 4 }],
      [ids['Julie Martin']!],
    );
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 2, 1), /Zoé Lefèvre/);
    await page.setViewportSize({ width: 390, height: 844 });

    const grid = page.getByRole('grid');
    const scroller = grid.locator('..');
    // Measured once the page has laid itself out again at the phone's width.
    await expect
      .poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeGreaterThan(0);
    // No day name spills over its neighbour.
    const overflows = () =>
      grid
        .getByRole('columnheader')
        .evaluateAll((headers) => headers.map((header) => header.scrollWidth - header.clientWidth));
    await expect.poll(async () => Math.max(...(await overflows()))).toBeLessThanOrEqual(0);
    const signOut = page.getByRole('button', { name: 'Se déconnecter' });
    const box = (await signOut.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThan(40);
    await expectNoAxeViolations(page, 'agent calendar on a phone');
  });
});

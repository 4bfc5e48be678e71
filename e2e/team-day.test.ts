import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MESSAGES, addDays, parisDateOf, slotToLabel } from '@tourneo/domain';
import { fullDayLabel, workingDayFrom } from '@tourneo/domain/calendar/team-day';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import { createAgents, createMission, drag, nextWeek, waitForCellName } from './support/calendar.ts';

const m = MESSAGES.missions;
const t = MESSAGES.teamDay;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Next week's Monday: every session on it may be planned, moved and transferred. */
const monday = () => nextWeek().days[0]!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The team grid's cell of an agent's row at a slot (0: 8h00), whatever it holds. */
function cell(page: Page, agentName: string, slot: number): Locator {
  return page
    .getByRole('grid')
    .getByRole('gridcell', { name: new RegExp(`^${escapeRegExp(`${agentName}, ${slotToLabel(slot)}, `)}`) });
}

/** Opens the 'Planning d'équipe' from the side menu, then the day asked through the URL. */
async function openTeamDay(page: Page, date = monday()): Promise<void> {
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: t.title })
    .click();
  await page.getByRole('main').getByRole('heading', { level: 1, name: t.title }).waitFor();
  if (!page.url().includes(`jour=${date}`) && date !== workingDayFrom(parisDateOf(new Date()))) {
    const url = new URL(page.url());
    url.searchParams.set('jour', date);
    await page.goto(url.toString());
  }
  await page.getByText(fullDayLabel(date), { exact: true }).waitFor();
}

/** The day's sessions as the server has them: client, agents (by name), hours. */
async function readDay(page: Page, date = monday()) {
  const answer = await callApi(page, 'POST', '/api/rdv-unified/team-day', { date });
  const missions = answer.data as {
    client_name: string;
    sessions: { beginning: number; ending: number; agents: { agent_name: string }[] }[];
  }[];
  return missions
    .flatMap((mission) =>
      mission.sessions.map((session) => ({
        client: mission.client_name,
        agents: session.agents.map((agent) => agent.agent_name).sort(),
        beginning: session.beginning,
        ending: session.ending,
      })),
    )
    .sort((a, b) => a.client.localeCompare(b.client));
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe("Planning d'équipe", () => {
  it("shows every agent as a row with the day's sessions, and goes from day to day skipping weekends", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Bruno Petit', 'Alice Martin']);
    await createMission(page, 'Dupont', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Alice Martin']!]);
    await createMission(
      page,
      'Garnier',
      [{ dayIndex: 0, beginning: 20, ending: 24 }],
      [ids['Bruno Petit']!, ids['Alice Martin']!],
    );
    await createMission(page, 'Roux', [{ dayIndex: 1, beginning: 12, ending: 16 }], [ids['Bruno Petit']!]);
    await openTeamDay(page);

    // One row per agent, by name; each session on its agents' rows.
    const grid = page.getByRole('grid', { name: t.gridLabel(fullDayLabel(monday())) });
    await expect(grid.getByRole('rowheader').allTextContents()).resolves.toEqual([
      'Alice Martin',
      'Bruno Petit',
    ]);
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont, 9h00 - 10h00$/);
    await expect(cell(page, 'Alice Martin', 7).getAttribute('aria-label')).resolves.toMatch(/Dupont/);
    await expect(cell(page, 'Alice Martin', 8).getAttribute('aria-label')).resolves.toMatch(/libre$/);
    await expect(cell(page, 'Bruno Petit', 4).getAttribute('aria-label')).resolves.toMatch(/libre$/);
    for (const agent of ['Alice Martin', 'Bruno Petit']) {
      await expect(cell(page, agent, 20).getAttribute('aria-label')).resolves.toMatch(
        /Garnier, 13h00 - 14h00, avec Bruno Petit, Alice Martin$/,
      );
    }
    await expect(grid.getByText('Dupont').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "Planning d'équipe");

    // Monday's previous working day is Friday; the URL keeps the day.
    await page.getByRole('button', { name: t.previousDay }).click();
    const friday = addDays(monday(), -3);
    await page.getByText(fullDayLabel(friday), { exact: true }).waitFor();
    // The URL keeps the day, but for the default one (today's working day: on a Friday, that one).
    const isDefaultDay = friday === workingDayFrom(parisDateOf(new Date()));
    expect(new URL(page.url()).searchParams.get('jour')).toBe(isDefaultDay ? null : friday);
    await page.getByRole('button', { name: t.nextDay }).click();
    await page.getByRole('button', { name: t.nextDay }).click();
    await page.getByText(fullDayLabel(nextWeek().days[1]!), { exact: true }).waitFor();
    await waitForCellName(cell(page, 'Bruno Petit', 12), /Roux, 11h00 - 12h00$/);
    await expect(cell(page, 'Alice Martin', 4).getAttribute('aria-label')).resolves.toMatch(/libre$/);
    // Back in the browser history: Monday again.
    await page.goBack();
    await page.getByText(fullDayLabel(monday()), { exact: true }).waitFor();
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont/);

    // "Aujourd'hui" (from Tuesday): today, or Monday on a weekend.
    await page.getByRole('button', { name: t.nextDay }).click();
    await page.getByText(fullDayLabel(nextWeek().days[1]!), { exact: true }).waitFor();
    await page.getByRole('button', { name: t.today }).click();
    const firstDay = workingDayFrom(parisDateOf(new Date()));
    await page.getByText(fullDayLabel(firstDay), { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: t.today }).isDisabled()).resolves.toBe(true);
  });

  it('drags a session to another agent at other hours, and along its row, with the real mouse', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin', 'Bruno Petit']);
    await createMission(page, 'Dupont', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Alice Martin']!]);
    // Each agent is busy where a step of the drop would pass: Bruno at Dupont's hours, Alice at
    // the new ones. The drop is one change, so only Bruno's new place has to be free.
    await createMission(page, 'Leroy', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Bruno Petit']!]);
    await createMission(page, 'Roux', [{ dayIndex: 0, beginning: 12, ending: 16 }], [ids['Alice Martin']!]);
    await openTeamDay(page);
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont/);
    await waitForCellName(cell(page, 'Bruno Petit', 4), /Leroy/);
    const dupont = async () => (await readDay(page)).filter((session) => session.client === 'Dupont');

    // Grabbed on its second slot (9h15), dropped on Bruno's row at 11h15: Bruno's, from 11h00.
    await drag(page, cell(page, 'Alice Martin', 5), cell(page, 'Bruno Petit', 13));
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 'Bruno Petit', 12), /Dupont, 11h00 - 12h00$/);
    await expect(cell(page, 'Alice Martin', 4).getAttribute('aria-label')).resolves.toMatch(/libre$/);
    expect(await dupont()).toEqual([
      { client: 'Dupont', agents: ['Bruno Petit'], beginning: 12, ending: 16 },
    ]);

    // Along Bruno's row to 14h00.
    await drag(page, cell(page, 'Bruno Petit', 12), cell(page, 'Bruno Petit', 24));
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 'Bruno Petit', 24), /Dupont, 14h00 - 15h00$/);
    // Straight up to Alice at the same hours: a transfer only.
    await drag(page, cell(page, 'Bruno Petit', 24), cell(page, 'Alice Martin', 24));
    await expectNotification(page, m.transferDone);
    await waitForCellName(cell(page, 'Alice Martin', 24), /Dupont, 14h00 - 15h00$/);
    expect(await dupont()).toEqual([
      { client: 'Dupont', agents: ['Alice Martin'], beginning: 24, ending: 28 },
    ]);
  });

  it('new hours for a session of a multi-session mission ask: this session only or all sessions', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin']);
    await createMission(
      page,
      'Dupont',
      [
        { dayIndex: 0, beginning: 4, ending: 8 },
        { dayIndex: 1, beginning: 4, ending: 8 },
      ],
      [ids['Alice Martin']!],
    );
    await openTeamDay(page);
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont/);

    await drag(page, cell(page, 'Alice Martin', 4), cell(page, 'Alice Martin', 12));
    const choice = page.getByRole('dialog', { name: 'Modifier la session' });
    await choice.waitFor();
    await expectNoAxeViolations(page, "session-modification choice from the Planning d'équipe");
    await choice.getByRole('button', { name: 'Toutes les sessions' }).click();
    await expectNotification(page, m.updated);
    await waitForCellName(cell(page, 'Alice Martin', 12), /Dupont, 11h00 - 12h00$/);
    expect(await readDay(page, nextWeek().days[1])).toEqual([
      { client: 'Dupont', agents: ['Alice Martin'], beginning: 12, ending: 16 },
    ]);

    // This session only: Tuesday's stays at 11h00.
    await drag(page, cell(page, 'Alice Martin', 12), cell(page, 'Alice Martin', 0));
    await choice.getByRole('button', { name: 'Cette session uniquement' }).click();
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 'Alice Martin', 0), /Dupont, 8h00 - 9h00$/);
    expect((await readDay(page, nextWeek().days[1]))[0]).toMatchObject({ beginning: 12, ending: 16 });
  });

  it("refuses a drop onto another agent's session with the server's message, and leaves both where they were", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin', 'Bruno Petit']);
    await createMission(page, 'Dupont', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Alice Martin']!]);
    await createMission(page, 'Petit', [{ dayIndex: 0, beginning: 12, ending: 16 }], [ids['Bruno Petit']!]);
    await openTeamDay(page);
    await waitForCellName(cell(page, 'Bruno Petit', 12), /Petit/);
    const before = await readDay(page);

    // Onto Bruno's session at 11h00: the server refuses the overlap (the transfer made first is undone).
    await drag(page, cell(page, 'Alice Martin', 4), cell(page, 'Bruno Petit', 14));
    await expectNotification(page, m.conflict);
    await expect.poll(() => readDay(page)).toEqual(before);
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont, 9h00 - 10h00$/);
    await expect(cell(page, 'Bruno Petit', 12).getAttribute('aria-label')).resolves.toMatch(
      /Petit, 11h00 - 12h00$/,
    );
    await expectNoAxeViolations(page, "Planning d'équipe after a refused drop");
  });

  it("refuses a team's session dropped on the row of another agent of its team, with the server's message", async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin', 'Bruno Petit']);
    await createMission(
      page,
      'Garnier',
      [{ dayIndex: 0, beginning: 20, ending: 24 }],
      [ids['Alice Martin']!, ids['Bruno Petit']!],
    );
    await openTeamDay(page);
    await waitForCellName(cell(page, 'Bruno Petit', 20), /Garnier/);

    await drag(page, cell(page, 'Alice Martin', 20), cell(page, 'Bruno Petit', 20));
    await expectNotification(page, m.agentAlreadyInSession);
    expect(await readDay(page)).toEqual([
      { client: 'Garnier', agents: ['Alice Martin', 'Bruno Petit'], beginning: 20, ending: 24 },
    ]);
  });

  it('with the keyboard: arrows go through agents and slots, Enter opens the popup, Transférer and Shift+arrows move the session', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin', 'Bruno Petit']);
    await createMission(page, 'Dupont', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Alice Martin']!]);
    await openTeamDay(page);
    await waitForCellName(cell(page, 'Alice Martin', 4), /Dupont/);

    // From the day buttons, Tab enters the grid on its one focusable cell.
    await page.getByRole('button', { name: t.nextDay }).focus();
    await page.keyboard.press('Tab');
    await expect(focusedName(page)).resolves.toBe('Alice Martin, 8h00, libre');
    await page.keyboard.press('ArrowDown');
    await expect(focusedName(page)).resolves.toBe('Bruno Petit, 8h00, libre');
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowUp');
    await expect(focusedName(page)).resolves.toBe('Alice Martin, 9h15, Dupont, 9h00 - 10h00');
    // Enter on a free cell does nothing; on a session it opens the mission popup.
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.waitFor();
    await expectNoAxeViolations(page, "mission popup opened from the Planning d'équipe");
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect(focusedName(page)).resolves.toBe('Alice Martin, 9h15, Dupont, 9h00 - 10h00');

    // Again, and "Transférer" to Bruno, all with the keyboard.
    await page.keyboard.press('Enter');
    await details.getByRole('button', { name: 'Transférer' }).focus();
    await page.keyboard.press('Enter');
    const transfer = page.getByRole('dialog', { name: 'Transférer le rendez-vous' });
    const newAgent = transfer.getByRole('combobox', { name: /^Nouvel agent/ });
    await newAgent.focus();
    await page.keyboard.type('Bruno');
    // The filtered option is on screen before the keys choose it (the agents load with the view).
    await page.getByRole('option', { name: 'Bruno Petit' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => newAgent.inputValue()).toBe('Bruno Petit');
    await expectNoAxeViolations(page, "transfer view opened from the Planning d'équipe");
    await transfer.getByRole('button', { name: 'Confirmer le transfert' }).focus();
    await page.keyboard.press('Enter');
    await expectNotification(page, m.transferDone);
    await transfer.waitFor({ state: 'detached' });
    await waitForCellName(cell(page, 'Bruno Petit', 4), /Dupont, 9h00 - 10h00$/);
    await expect(cell(page, 'Alice Martin', 4).getAttribute('aria-label')).resolves.toMatch(/libre$/);

    // Shift+arrows carry the focused session: a quarter of an hour later, then up to Alice.
    await expect(focusedName(page)).resolves.toMatch(/^Alice Martin, 9h15, /);
    await page.keyboard.press('ArrowDown');
    await expect(focusedName(page)).resolves.toBe('Bruno Petit, 9h15, Dupont, 9h00 - 10h00');
    await page.keyboard.press('Shift+ArrowRight');
    await expectNotification(page, m.sessionMoved);
    await waitForCellName(cell(page, 'Bruno Petit', 5), /Dupont, 9h15 - 10h15$/);
    await expect(focusedName(page)).resolves.toBe('Bruno Petit, 9h30, Dupont, 9h15 - 10h15');
    await page.keyboard.press('Shift+ArrowUp');
    await expectNotification(page, m.transferDone);
    await waitForCellName(cell(page, 'Alice Martin', 5), /Dupont, 9h15 - 10h15$/);
    await expect(focusedName(page)).resolves.toBe('Alice Martin, 9h30, Dupont, 9h15 - 10h15');
    expect(await readDay(page)).toEqual([
      { client: 'Dupont', agents: ['Alice Martin'], beginning: 5, ending: 9 },
    ]);
  });

  it('a double-click opens the popup; a change made elsewhere appears without reloading', async () => {
    const page = await newCompanyPage(browser);
    const ids = await createAgents(page, ['Alice Martin', 'Bruno Petit']);
    await createMission(page, 'Dupont', [{ dayIndex: 0, beginning: 4, ending: 8 }], [ids['Alice Martin']!]);
    await openTeamDay(page);
    // The session block covers the cells it spans: the pointer double-clicks what it is over.
    const box = (await cell(page, 'Alice Martin', 6).boundingBox())!;
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.waitFor();
    await expect(details.getByRole('textbox', { name: /^Client/ }).inputValue()).resolves.toBe('Dupont');
    await details.getByRole('button', { name: 'Fermer' }).first().click();
    await details.waitFor({ state: 'detached' });

    // Another planner (here: the API) plans Bruno: his row shows it.
    await createMission(page, 'Lefèvre', [{ dayIndex: 0, beginning: 28, ending: 32 }], [ids['Bruno Petit']!]);
    await waitForCellName(cell(page, 'Bruno Petit', 28), /Lefèvre, 15h00 - 16h00$/);
  });

  it('a company without agents says where to create them', async () => {
    const page = await newCompanyPage(browser);
    await openTeamDay(page);
    await page.getByText(t.noAgents).waitFor();
    await expect(page.getByRole('grid').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, "Planning d'équipe without agents");
  });
});

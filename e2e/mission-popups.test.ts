import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  MESSAGES,
  deName,
  addDays,
  agentWeekResponseSchema,
  isWorkingDay,
  missionResponseSchema,
  parisDateOf,
  workWeekAt,
  type MissionView,
} from '@tourneo/domain';
import { launchBrowser, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { cell, createAgents, openNextWeek } from './support/calendar.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const m = MESSAGES.missions;
const today = parisDateOf(new Date());
/** Next week's Monday to Friday (Paris): plannable whatever day the tests run. */
const nextWeek = workWeekAt(today, 1).days;
const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const asUtc = (iso: string) => new Date(`${iso}T12:00:00Z`);
/** A day's name in the date picker: 'lundi 23 novembre 2026'. */
const dayName = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc(iso));
/** A month's title in the date picker: 'novembre 2026'. */
const monthName = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asUtc(iso));

/** The date field of a mission popup (or of a new session). */
const dateField = (scope: Locator) => scope.getByRole('textbox', { name: /^Date/ });
/** The title of the month that opens under the date field: 'novembre 2026'. */
const monthShown = (page: Page) =>
  page.locator('[data-dates-dropdown]').getByRole('button', { name: /^\p{L}+ \d{4}$/u });

/** The titles of this month and the next 24, in order. */
const monthsAhead = Array.from({ length: 25 }, (_month, index) => {
  const first = asUtc(`${today.slice(0, 7)}-01`);
  first.setUTCMonth(first.getUTCMonth() + index);
  return monthName(first.toISOString().slice(0, 10));
});

/** With the mouse: the month of `iso` through the calendar's arrows, then its day. */
async function pickDay(page: Page, iso: string): Promise<void> {
  const target = monthsAhead.indexOf(monthName(iso));
  for (let step = 0; step < monthsAhead.length; step += 1) {
    const shown = monthsAhead.indexOf((await monthShown(page).textContent()) ?? '');
    if (shown === target) {
      break;
    }
    await page.getByRole('button', { name: shown < target ? 'Mois suivant' : 'Mois précédent' }).click();
  }
  await page.getByRole('button', { name: dayName(iso), exact: true }).click();
}

/** The days the open month offers, by name, and whether each can be picked. */
const daysOffered = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-dates-dropdown] table button')).map((button) => ({
      name: button.getAttribute('aria-label'),
      canPick: !(button as HTMLButtonElement).disabled,
    })),
  );

async function createAgent(page: Page, name: string): Promise<number> {
  return (await createAgents(page, [name]))[name]!;
}

interface NewSession {
  date: string;
  beginning: number;
  ending: number;
  agents: number[];
}

async function createMission(page: Page, clientName: string, sessions: NewSession[]): Promise<MissionView> {
  const answer = await callApi(page, 'POST', '/api/rdv-unified', {
    client_name: clientName,
    adresse: '5 rue de la Roquette, 75011 Paris',
    sessions: sessions.map((session) => ({
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
      agents: session.agents.map((agentId) => ({ agent_id: agentId })),
    })),
  });
  return missionResponseSchema.parse(answer).data;
}

/** The agent's missions of next week, as the calendar reads them (checked against the schema). */
async function weekOf(page: Page, agentId: number): Promise<MissionView[]> {
  const response = await page.request.post(`/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`, {
    data: {},
    headers: ownOrigin(),
  });
  expect(response.status()).toBe(200);
  return agentWeekResponseSchema.parse(await response.json()).data;
}

/** Opens the agent's calendar (side menu) on next week. */
async function openCalendar(page: Page, agentName: string): Promise<void> {
  await openNextWeek(page, agentName);
}

/** A session's cell in the grid: day of next week (0: Monday) and slot. */
const sessionCell = (page: Page, dayIndex: number, slot: number) => cell(page, dayIndex, slot);

/** The focused element: a grid cell naming the client, once a popup opened from it closes. */
const focusedCellName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('role') === 'gridcell' ? active.getAttribute('aria-label') : null;
  });

/** Double-clicks the session in the calendar (once the week read shows it): the mission popup opens. */
async function openMissionPopup(page: Page, dayIndex: number, slot: number) {
  // The week's sessions load after its label shows: a double-click on a still free cell would
  // open the creation form instead.
  await expect
    .poll(async () => sessionCell(page, dayIndex, slot).getAttribute('aria-label'))
    .not.toMatch(/libre$/);
  await sessionCell(page, dayIndex, slot).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
  await dialog.waitFor();
  return dialog;
}

/** The delete button on the session's first slot: the delete popup opens. */
async function openDeletePopup(page: Page, dayIndex: number, slot: number, clientName: string) {
  await sessionCell(page, dayIndex, slot)
    .getByRole('button', { name: `Supprimer le rendez-vous ${deName(clientName)}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
  await dialog.waitFor();
  return dialog;
}

describe('mission popup', () => {
  it('double-click opens it; edits client, hours and comments; saves, closes and gives the focus back', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Dupont', [{ date: nextWeek[0]!, beginning: 4, ending: 8, agents: [agentId] }]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 0, 4);
    await expect(dateField(dialog).inputValue()).resolves.toBe(frenchDate(nextWeek[0]!));
    await expectNoAxeViolations(page, 'mission popup');

    await dialog.getByRole('textbox', { name: /^Client/ }).fill('Dupont-Moreau');
    await dialog.getByLabel('Appartement').fill('3B');
    await dialog.getByLabel('Commentaires').fill('Sonner deux fois');
    const end = dialog.getByRole('slider', { name: 'Heure de fin' });
    await end.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(end.getAttribute('aria-valuetext')).resolves.toBe('10h30');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, m.sessionUpdated);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedCellName(page)).toMatch(/Dupont-Moreau/);

    const [mission] = await weekOf(page, agentId);
    expect(mission).toMatchObject({
      client_name: 'Dupont-Moreau',
      appartement: '3B',
      comments: 'Sonner deux fois',
    });
    expect(mission!.sessions[0]).toMatchObject({ beginning: 4, ending: 10 });
  });

  it('Enter on a session opens it; a past date and an empty client are refused; Escape closes it', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Dupont', [{ date: nextWeek[1]!, beginning: 0, ending: 4, agents: [agentId] }]);
    await openCalendar(page, 'Julie Martin');
    const opener = sessionCell(page, 1, 0);
    await opener.click();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /^Client/ }).fill('');
    await dateField(dialog).fill('01/01/2020');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText(m.clientNameAndAddressRequired).waitFor();
    await dialog.getByText(m.pastDate).waitFor();
    await expectNoAxeViolations(page, 'mission popup with its errors');
    await expect(dateField(dialog).inputValue()).resolves.toBe('01/01/2020');

    // Escape first closes the month under the date field, then the popup.
    await dateField(dialog).click();
    await monthShown(page).waitFor();
    await page.keyboard.press('Escape');
    await monthShown(page).waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedCellName(page)).toMatch(/Dupont/);
    const [mission] = await weekOf(page, agentId);
    expect(mission!.client_name).toBe('Dupont');
  });

  it('the date is typed dd/MM/yyyy or picked in a French month that offers no past day and no weekend', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Garnier', [
      { date: nextWeek[0]!, beginning: 4, ending: 8, agents: [agentId] },
    ]);
    await openCalendar(page, 'Julie Martin');

    // Keyboard: the month opens on the chosen day; typing moves it; Escape closes the month, Enter saves.
    let dialog = await openMissionPopup(page, 0, 4);
    await dateField(dialog).focus();
    await expect(monthShown(page).textContent()).resolves.toBe(monthName(nextWeek[0]!));
    const chosenDay = (iso: string) =>
      page.getByRole('button', { name: dayName(iso), exact: true }).getAttribute('aria-pressed');
    await expect(chosenDay(nextWeek[0]!)).resolves.toBe('true');
    await expect(page.locator('[data-dates-dropdown] thead th').allTextContents()).resolves.toEqual([
      'lu',
      'ma',
      'me',
      'je',
      've',
      'sa',
      'di',
    ]);
    await expectNoAxeViolations(page, 'mission popup with its date picker');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(frenchDate(nextWeek[2]!));
    await expect.poll(() => chosenDay(nextWeek[2]!)).toBe('true');
    await page.keyboard.press('Escape');
    await monthShown(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await expectNotification(page, m.sessionUpdated);
    await dialog.waitFor({ state: 'detached' });
    expect((await weekOf(page, agentId))[0]!.sessions[0]!.date).toBe(nextWeek[2]);

    // Mouse: back to this month at most, where past days and weekends cannot be picked.
    dialog = await openMissionPopup(page, 2, 4);
    await dateField(dialog).click();
    const previousMonth = page.getByRole('button', { name: 'Mois précédent' });
    while (await previousMonth.isEnabled()) {
      await previousMonth.click();
    }
    await expect(monthShown(page).textContent()).resolves.toBe(monthName(today));
    const names = new Map(
      Array.from({ length: 100 }, (_day, index) => addDays(today, index - 45)).map((iso) => [
        dayName(iso),
        iso,
      ]),
    );
    const offered = (await daysOffered(page)).map(({ name, canPick }) => ({
      iso: names.get(name!),
      canPick,
    }));
    expect(offered.length).toBeGreaterThanOrEqual(28);
    expect(offered).toEqual(
      offered.map(({ iso }) => ({ iso, canPick: iso! >= today && isWorkingDay(iso!) })),
    );
    expect(offered.some(({ canPick }) => !canPick)).toBe(true);
    await pickDay(page, nextWeek[3]!);
    await monthShown(page).waitFor({ state: 'detached' });
    await expect(dateField(dialog).inputValue()).resolves.toBe(frenchDate(nextWeek[3]!));
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, m.sessionUpdated);
    await dialog.waitFor({ state: 'detached' });
    expect((await weekOf(page, agentId))[0]!.sessions[0]!.date).toBe(nextWeek[3]);
  });

  it('on a multi-session mission, asks "this session or all" and applies the hours to all', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Lefèvre', [
      { date: nextWeek[0]!, beginning: 0, ending: 4, agents: [agentId] },
      { date: nextWeek[2]!, beginning: 8, ending: 12, agents: [agentId] },
    ]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 0, 0);
    const start = dialog.getByRole('slider', { name: 'Heure de début' });
    await start.focus();
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const choice = page.getByRole('dialog', { name: 'Modifier la session' });
    await choice.getByText(m.sessionEditChoice).waitFor();
    await expectNoAxeViolations(page, 'session-modification choice popup');
    await choice.getByRole('button', { name: 'Toutes les sessions' }).click();
    await expectNotification(page, m.updated);
    await dialog.waitFor({ state: 'detached' });
    const [mission] = await weekOf(page, agentId);
    expect(mission!.sessions.map((session) => [session.beginning, session.ending])).toEqual([
      [1, 4],
      [1, 4],
    ]);
  });

  it('transfers the session to another agent', async () => {
    const page = await newCompanyPage(browser);
    const julie = await createAgent(page, 'Julie Martin');
    const marc = await createAgent(page, 'Marc Petit');
    await createMission(page, 'Bernard', [{ date: nextWeek[3]!, beginning: 4, ending: 8, agents: [julie] }]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 3, 4);
    await dialog.getByRole('button', { name: 'Transférer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transférer le rendez-vous' });
    await transfer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await transfer.getByText(m.agentRequired).waitFor();
    await expectNoAxeViolations(page, 'transfer sub-view');
    await transfer.getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('dialog', { name: 'Détails du rendez-vous' }).waitFor();
    await dialog.getByRole('button', { name: 'Transférer' }).click();
    await transfer.getByRole('combobox', { name: /^Nouvel agent/ }).click();
    await page.getByRole('option', { name: 'Marc Petit' }).click();
    await transfer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await expectNotification(page, m.transferDone);
    await transfer.waitFor({ state: 'detached' });
    expect(await weekOf(page, julie)).toEqual([]);
    const [mission] = await weekOf(page, marc);
    expect(mission!.sessions[0]!.agents.map((agent) => agent.agent_name)).toEqual(['Marc Petit']);
    // Julie's calendar no longer shows it.
    await expect.poll(async () => sessionCell(page, 3, 4).getAttribute('aria-label')).toMatch(/libre$/);
  });

  it('transfers all the agent’s sessions of the mission when asked', async () => {
    const page = await newCompanyPage(browser);
    const julie = await createAgent(page, 'Julie Martin');
    const marc = await createAgent(page, 'Marc Petit');
    await createMission(page, 'Mercier', [
      { date: nextWeek[0]!, beginning: 4, ending: 8, agents: [julie] },
      { date: nextWeek[2]!, beginning: 12, ending: 16, agents: [julie] },
    ]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 0, 4);
    await dialog.getByRole('button', { name: 'Transférer' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transférer le rendez-vous' });
    await transfer.getByRole('combobox', { name: /^Nouvel agent/ }).click();
    await page.getByRole('option', { name: 'Marc Petit' }).click();
    await transfer
      .getByRole('checkbox', { name: 'Transférer aussi ses autres sessions de ce rendez-vous' })
      .check();
    await expectNoAxeViolations(page, 'transfer sub-view of a multi-session mission');
    await transfer.getByRole('button', { name: 'Confirmer le transfert' }).click();
    await expectNotification(page, m.transferDone);
    await transfer.waitFor({ state: 'detached' });
    expect(await weekOf(page, julie)).toEqual([]);
    const [mission] = await weekOf(page, marc);
    expect(mission!.sessions.map((session) => session.date)).toEqual([nextWeek[0], nextWeek[2]]);
  });

  it('adds sessions through the session manager', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Moreau', [{ date: nextWeek[0]!, beginning: 4, ending: 8, agents: [agentId] }]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 0, 4);
    await dialog.getByRole('button', { name: 'Ajouter une session' }).click();
    const adding = page.getByRole('dialog', { name: 'Ajouter des sessions' });
    await adding.getByRole('group', { name: 'Nouvelle session 1' }).waitFor();
    await expect(dateField(adding).inputValue()).resolves.toBe(frenchDate(nextWeek[1]!));
    await adding.getByRole('button', { name: 'Ajouter une session' }).click();
    await adding.getByRole('group', { name: 'Nouvelle session 2' }).waitFor();
    await expectNoAxeViolations(page, 'add-sessions sub-view');
    await adding.getByRole('button', { name: 'Retirer la session 1' }).click();
    await adding.getByRole('button', { name: 'Retirer la session 1' }).click();
    await adding.getByRole('button', { name: "Confirmer l'ajout" }).click();
    await adding.getByText(m.sessionsRequired).waitFor();
    await adding.getByRole('button', { name: 'Ajouter une session' }).click();
    // No date chosen (spec 1): 'Veuillez sélectionner une date', on the field.
    await dateField(adding).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await expect(dateField(adding).inputValue()).resolves.toBe('');
    await adding.getByRole('button', { name: "Confirmer l'ajout" }).click();
    await adding.getByText(m.dateRequired).waitFor();
    await expect(dateField(adding).getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'add-sessions sub-view, no date chosen');
    // A Saturday typed gets the server's message; a day picked in the month replaces it.
    await dateField(adding).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(frenchDate(addDays(nextWeek[4]!, 1)));
    await page.keyboard.press('Escape');
    await adding.getByRole('button', { name: "Confirmer l'ajout" }).click();
    await adding.getByText(m.weekendDate).waitFor();
    await dateField(adding).click();
    await pickDay(page, nextWeek[3]!);
    await expect(dateField(adding).inputValue()).resolves.toBe(frenchDate(nextWeek[3]!));
    await adding.getByRole('button', { name: "Confirmer l'ajout" }).click();
    await expectNotification(page, m.sessionsAdded);
    await adding.waitFor({ state: 'detached' });
    const [mission] = await weekOf(page, agentId);
    expect(mission!.sessions.map((session) => [session.date, session.beginning, session.ending])).toEqual([
      [nextWeek[0], 4, 8],
      [nextWeek[3], 4, 8],
    ]);
    await expect.poll(async () => sessionCell(page, 3, 4).getAttribute('aria-label')).toMatch(/Moreau/);
  });

  it('a multi-agent session: switch the team leader, remove an agent', async () => {
    const page = await newCompanyPage(browser);
    const julie = await createAgent(page, 'Julie Martin');
    const marc = await createAgent(page, 'Marc Petit');
    const created = await createMission(page, 'Garnier', [
      { date: nextWeek[4]!, beginning: 0, ending: 8, agents: [julie, marc] },
    ]);
    expect(created.lead_agent_id).toBe(julie);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openMissionPopup(page, 4, 0);
    const team = dialog.getByRole('region', { name: /Équipe de la session/ });
    await team.getByText("Chef d'équipe", { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'mission popup of a multi-agent session');
    await team.getByRole('button', { name: "Nommer chef d'équipe : Marc Petit" }).click();
    await expectNotification(page, m.leaderSwitched);
    await team.getByRole('button', { name: "Nommer chef d'équipe : Julie Martin" }).waitFor();
    const [afterSwitch] = await weekOf(page, julie);
    expect(afterSwitch!.lead_agent_id).toBe(marc);
    await team.getByRole('button', { name: 'Retirer Marc Petit de la session' }).click();
    await expectNotification(page, m.agentRemoved);
    const [afterRemoval] = await weekOf(page, julie);
    expect(afterRemoval!.sessions[0]!.agents.map((agent) => [agent.agent_name, agent.is_lead])).toEqual([
      ['Julie Martin', true],
    ]);
  });
});

describe('delete popup', () => {
  it('a single-session, single-agent mission gets a plain confirmation', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Roux', [{ date: nextWeek[0]!, beginning: 0, ending: 4, agents: [agentId] }]);
    await openCalendar(page, 'Julie Martin');
    const dialog = await openDeletePopup(page, 0, 0, 'Roux');
    await dialog.getByText(m.deleteConfirm('Roux')).waitFor();
    expect(await dialog.getByRole('button').allTextContents()).toEqual(
      expect.not.arrayContaining(['Supprimer la session']),
    );
    await expectNoAxeViolations(page, 'plain delete confirmation');
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expectNotification(page, m.missionDeleted);
    expect(await weekOf(page, agentId)).toEqual([]);
    await expect.poll(async () => sessionCell(page, 0, 0).getAttribute('aria-label')).toMatch(/libre$/);
  });

  it("elides 'de' before a client name starting with a vowel: le rendez-vous d'Évelyne", async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    await createMission(page, 'Évelyne Ménard', [
      { date: nextWeek[0]!, beginning: 0, ending: 4, agents: [agentId] },
    ]);
    await openCalendar(page, 'Julie Martin');
    await sessionCell(page, 0, 0)
      .getByRole('button', { name: "Supprimer le rendez-vous d'Évelyne Ménard", exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
    await dialog.getByText("Supprimer le rendez-vous d'Évelyne Ménard ?", { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'plain delete confirmation, elided name');
  });

  it('offers remove me, delete this session and delete the whole mission (Delete key opens it)', async () => {
    const page = await newCompanyPage(browser);
    const julie = await createAgent(page, 'Julie Martin');
    const marc = await createAgent(page, 'Marc Petit');
    await createMission(page, 'Fournier', [
      { date: nextWeek[0]!, beginning: 0, ending: 4, agents: [julie] },
      { date: nextWeek[1]!, beginning: 0, ending: 4, agents: [julie, marc] },
      { date: nextWeek[2]!, beginning: 0, ending: 4, agents: [julie] },
    ]);
    await openCalendar(page, 'Julie Martin');

    // Alone in the session: the spec's refusal. The Delete key opens the popup too, on a cell the
    // week read has filled (a still free cell has nothing to delete).
    await expect.poll(async () => sessionCell(page, 0, 0).getAttribute('aria-label')).not.toMatch(/libre$/);
    await sessionCell(page, 0, 0).focus();
    await page.keyboard.press('Delete');
    let dialog = page.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
    await dialog.getByText(m.deleteChoice).waitFor();
    await expectNoAxeViolations(page, 'delete popup with three options');
    await dialog.getByRole('button', { name: 'Me retirer de cette session' }).click();
    await expectNotification(page, m.soleAgentRemoval);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // With a team-mate: Julie leaves, Marc keeps the session.
    dialog = await openDeletePopup(page, 1, 0, 'Fournier');
    await dialog.getByRole('button', { name: 'Me retirer de cette session' }).click();
    await expectNotification(page, m.agentRemoved);
    await expect.poll(async () => (await weekOf(page, julie))[0]?.sessions.length).toBe(2);
    expect((await weekOf(page, marc))[0]!.sessions.map((session) => session.date)).toEqual([nextWeek[1]]);

    // This session only.
    dialog = await openDeletePopup(page, 0, 0, 'Fournier');
    await dialog.getByRole('button', { name: 'Supprimer la session' }).click();
    await expectNotification(page, m.sessionDeleted);
    expect((await weekOf(page, julie))[0]!.sessions.map((session) => session.date)).toEqual([nextWeek[2]]);

    // The whole mission, Marc's session with it.
    dialog = await openDeletePopup(page, 2, 0, 'Fournier');
    await dialog.getByRole('button', { name: 'Supprimer tout le rendez-vous' }).click();
    await expectNotification(page, m.missionDeleted);
    expect(await weekOf(page, julie)).toEqual([]);
    expect(await weekOf(page, marc)).toEqual([]);
  });

  it('a mission deleted meanwhile counts as done: "Opération terminée"', async () => {
    const page = await newCompanyPage(browser);
    const agentId = await createAgent(page, 'Julie Martin');
    const mission = await createMission(page, 'Blanc', [
      { date: nextWeek[0]!, beginning: 0, ending: 4, agents: [agentId] },
    ]);
    // A planner whose live updates lag: the calendar still shows the mission another one deleted.
    await page.route('**/api/rdv-unified/events', (route) => route.abort());
    await openCalendar(page, 'Julie Martin');
    const dialog = await openDeletePopup(page, 0, 0, 'Blanc');
    const response = await page.request.delete(`/api/rdv-unified/${mission.id}`, {
      data: {},
      headers: ownOrigin(),
    });
    expect(response.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expectNotification(page, m.deletedOrMissing);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => sessionCell(page, 0, 0).getAttribute('aria-label')).toMatch(/libre$/);
  });
});

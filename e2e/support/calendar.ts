import type { Locator, Page } from 'playwright-core';
import { parisDateOf, slotToLabel, workWeekAt } from '@tourneo/domain';
import { dayLabel, weekLabel } from '@tourneo/domain/calendar/calendar-week';
import { callApi } from './settings.ts';

/** Next week: every day of it is in the future, so sessions may be planned on any of them. */
export const nextWeek = () => workWeekAt(parisDateOf(new Date()), 1);

/** Creates agents through the API; answers their ids by name. */
export async function createAgents(page: Page, names: readonly string[]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const name of names) {
    const answer = await callApi(page, 'POST', '/agents/create', {
      name,
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: 'secret-agent',
    });
    ids[name] = (answer.agent as { id: number }).id;
  }
  return ids;
}

/** Opens the agent's calendar from the side menu and goes to next week. */
export async function openNextWeek(page: Page, agentName: string): Promise<void> {
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: agentName })
    .click();
  await page.getByRole('heading', { level: 1, name: agentName }).waitFor();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await page.getByText(weekLabel(nextWeek().start, nextWeek().end), { exact: true }).waitFor();
  // The week's sessions read: the loading line above the grid goes, and the grid moves up by its
  // height (a drag begun before would end two slots lower).
  await page.getByText('Chargement...', { exact: true }).waitFor({ state: 'hidden' });
  // The pointer off the notifications (above the page's middle): a hovered notification stays
  // open, and the sixth would wait in the queue.
  await page.mouse.move(0, 0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grid cell of a day of next week (0: Monday) and a slot (0: 8h00), whatever it holds. */
export function cell(page: Page, dayIndex: number, slot: number): Locator {
  const date = nextWeek().days[dayIndex]!;
  return page.getByRole('grid').getByRole('gridcell', {
    name: new RegExp(`^${escapeRegExp(`${dayLabel(date)}, ${slotToLabel(slot)}, `)}`),
  });
}

/** The cell's accessible name: what a screen reader says of it. */
export const nameOf = (locator: Locator) => locator.getAttribute('aria-label');

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('cell not visible');
  }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real pointer drag from one cell to another, in small steps as a hand does. */
export async function drag(page: Page, from: Locator, to: Locator, offset = { x: 0, y: 0 }): Promise<void> {
  const start = await centreOf(from);
  const end = await centreOf(to);
  await page.mouse.move(start.x + offset.x, start.y + offset.y);
  await page.mouse.down();
  await page.mouse.move(end.x + offset.x, end.y + offset.y, { steps: 8 });
  await page.mouse.up();
}

let phoneNumber = 0;

/**
 * Fills the creation form's client as a new client (a phone of its own at each call, so that a
 * test may create two clients of one name) and its address.
 */
export async function fillClient(page: Page, client: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await dialog.getByRole('combobox', { name: 'Nom du client' }).fill(client);
  phoneNumber += 1;
  await dialog.getByLabel('Téléphone du client').fill(
    `06 12 34 ${String(phoneNumber)
      .padStart(4, '0')
      .replace(/(\d\d)(\d\d)/, '$1 $2')}`,
  );
  await dialog.getByRole('combobox', { name: 'Adresse' }).fill('5 rue de la Paix, 75002 Paris');
  // Out of the address field: its suggestions close and cover no button.
  await dialog.getByLabel('Appartement').focus();
}

/** Creates a mission through the API: one session a place, on these agents (the first leads). */
export async function createMission(
  page: Page,
  client: string,
  places: readonly { dayIndex: number; beginning: number; ending: number }[],
  agentIds: readonly number[],
): Promise<{ id: number; sessions: { session_id: number }[] }> {
  const answer = await callApi(page, 'POST', '/api/rdv-unified', {
    client_name: client,
    adresse: '5 rue de la Paix, 75002 Paris',
    sessions: places.map(({ dayIndex, beginning, ending }) => ({
      date: nextWeek().days[dayIndex],
      beginning,
      ending,
      agents: agentIds.map((agent_id, index) => ({ agent_id, is_lead: index === 0 })),
    })),
  });
  return answer.data as { id: number; sessions: { session_id: number }[] };
}

/** The agent's missions of next week, as the server has them. */
export async function readNextWeek(page: Page, agentId: number) {
  const answer = await callApi(
    page,
    'POST',
    `/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`,
    {},
  );
  return answer.data as {
    id: number;
    client_name: string;
    lead_agent_id: number | null;
    is_multi_agent: boolean;
    is_multi_session: boolean;
    sessions: {
      date: string;
      beginning: number;
      ending: number;
      agents: { agent_id: number; is_lead: boolean }[];
    }[];
  }[];
}

/**
 * Waits until the cell's accessible name matches (the calendar reloads after each change). As
 * long as Playwright waits for an element: on a busy machine the reload can take seconds.
 */
export async function waitForCellName(locator: Locator, expected: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  let name: string | null = null;
  while (Date.now() < deadline) {
    name = await locator.getAttribute('aria-label');
    if (name && expected.test(name)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`cell name is ${JSON.stringify(name)}, expected ${expected}`);
}

/** Moves the mouse over the cell (the copy and paste shortcuts act on what the pointer is over). */
export async function pointAt(page: Page, locator: Locator): Promise<void> {
  const { x, y } = await centreOf(locator);
  await page.mouse.move(x, y, { steps: 2 });
}

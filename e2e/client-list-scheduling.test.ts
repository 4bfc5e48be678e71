import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { parisDateOf } from '@tourneo/domain/time/paris';
import { workWeekAt } from '@tourneo/domain/time-slots/week';
import { isFocused, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompanyPage } from './support/settings.ts';

const L = MESSAGES.clientList;
let browser: Browser;
let page: Page;
const suffix = randomBytes(3).toString('hex');
const WAITING = `Attente${suffix}`;
const BOOKED = `Reserve${suffix}`;
let agentId: number;
let waitingId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newCompanyPage(browser);
  await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien chaudière', duration: 4 });
  const { agent } = (await callApi(page, 'POST', '/agents/create', {
    name: 'Agent Planif',
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password: 'mot-de-passe-agent',
  })) as { agent: { id: number } };
  const ids: number[] = [];
  for (const [name, telephone] of [
    [WAITING, '0611111111'],
    [BOOKED, '0622222222'],
  ] as const) {
    const { data } = (await callApi(page, 'POST', '/client/new-client', {
      name,
      prenom: 'Marie',
      telephone,
      adresse: '3 rue de la Roquette, 75011 Paris',
      code_postal: '75011',
      operation_name: 'Entretien chaudière',
    })) as { data: { id: number } };
    ids.push(data.id);
  }
  agentId = agent.id;
  waitingId = ids[0]!;
  // The second client is booked (as take-charge does): it leaves the list of clients to schedule.
  await callApi(page, 'POST', '/rdv/create', {
    clientId: ids[1],
    agentId: agent.id,
    date: workWeekAt(parisDateOf(new Date()), 1).days[0],
    beginning: 4,
    ending: 8,
  });
  // The sign-in lands on 'Liste clients', whose first read may have run between the calls above:
  // the test starts from a page loaded after them (a list left open is another test's subject).
  await page.reload();
});
afterAll(async () => {
  await browser.close();
});

const main = () => page.getByRole('main');
const cards = () => main().getByRole('article');
const names = async () => (await cards().allTextContents()).map((text) => text.match(/^(\S+)/)?.[1]);
const radio = (name: string) =>
  main().getByRole('radiogroup', { name: L.schedulingLabel }).getByRole('radio', { name, exact: true });

/** Clicks the filter's label, as a mouse user does (its radio input is visually hidden). */
const choose = (name: string) =>
  main().getByRole('radiogroup', { name: L.schedulingLabel }).getByText(name, { exact: true }).click();

async function showCards(expected: string[]) {
  await expect.poll(names).toEqual(expected);
}

describe('Liste clients: à planifier, planifiés, tous', () => {
  it('lists the clients to schedule by default; a name search finds a booked client, with its badge and history', async () => {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Liste clients' })
      .click();
    await main().getByRole('heading', { name: 'Liste clients' }).waitFor();
    await expect(radio(L.toSchedule).isChecked()).resolves.toBe(true);
    await showCards([WAITING]);
    await expectNoAxeViolations(page, 'client list, clients to schedule');

    // A name search looks at every client: the booked one shows, marked, and the list says why.
    await main().getByRole('textbox', { name: /^Nom/ }).fill(BOOKED);
    await showCards([BOOKED]);
    const booked = main().getByRole('article', { name: `${BOOKED} Marie` });
    await booked.getByText(L.scheduledBadge, { exact: true }).waitFor();
    await main().getByText(L.nameSearchIncludesScheduled).waitFor();
    await expect(radio(L.toSchedule).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'client list, name search with a scheduled client');

    // Its history and 'Renvoyer' are in its details.
    await booked.getByRole('button', { name: 'Détails' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MESSAGES.clientMessages.title).waitFor();
    await expectNoAxeViolations(page, 'details of a scheduled client');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await main().getByRole('textbox', { name: /^Nom/ }).fill('');
    await showCards([WAITING]);
    await expect(main().getByText(L.nameSearchIncludesScheduled).count()).resolves.toBe(0);
  });

  it('filters the scheduled clients or all with the keyboard, and keeps the filter in the URL', async () => {
    await radio(L.toSchedule).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radio(L.scheduled).isChecked()).toBe(true);
    expect(await isFocused(radio(L.scheduled))).toBe(true);
    await showCards([BOOKED]);
    await expect.poll(() => new URL(page.url()).searchParams.get('planification')).toBe('planifies');
    await expectNoAxeViolations(page, 'client list, scheduled clients');

    await page.keyboard.press('ArrowRight');
    await showCards([WAITING, BOOKED]);
    await expect.poll(() => new URL(page.url()).searchParams.get('planification')).toBe('tous');

    // The URL brings the filter back.
    await page.reload();
    await main().getByRole('heading', { name: 'Liste clients' }).waitFor();
    await expect.poll(() => radio(L.all).isChecked()).toBe(true);
    await showCards([WAITING, BOOKED]);

    // 'Planifiés' still narrows a name search.
    await choose(L.scheduled);
    await main().getByRole('textbox', { name: /^Nom/ }).fill(WAITING);
    await main().getByText(MESSAGES.clients.empty).waitFor();
    await choose(L.toSchedule);
    await expect.poll(() => new URL(page.url()).searchParams.get('planification')).toBe(null);
    await showCards([WAITING]);
  });

  it('a client booked while the list is open leaves it, without a reload', async () => {
    // The name search cleared: the list's read of it done (the search waits for typing to pause).
    const cleared = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/get-all') && !response.request().postData()?.includes(WAITING),
    );
    await main().getByRole('textbox', { name: /^Nom/ }).fill('');
    await cleared;
    await showCards([WAITING]);
    // Booked elsewhere (another planner, its link): the list hears it from the server.
    await callApi(page, 'POST', '/rdv/create', {
      clientId: waitingId,
      agentId,
      date: workWeekAt(parisDateOf(new Date()), 1).days[1],
      beginning: 4,
      ending: 8,
    });
    await main().getByText(MESSAGES.clients.empty).waitFor();
    await showCards([]);
    await expectNoAxeViolations(page, 'client list, nobody left to schedule');
  });

  it('a client booked before the list’s event stream listens (still connecting, or back after a break) leaves it once it opens', async () => {
    // The stream's request is held before it reaches the server: its event for the booking below
    // is never sent to this page, as when a stream is down (server restart, laptop asleep).
    let markHeld = () => {};
    const isHeld = new Promise<void>((resolve) => (markHeld = resolve));
    let release = () => {};
    const isReleased = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/rdv-unified/events', async (route) => {
      markHeld();
      await isReleased;
      await route.continue();
    });
    const LATE = `Tardif${suffix}`;
    const { data } = (await callApi(page, 'POST', '/client/new-client', {
      name: LATE,
      prenom: 'Marie',
      telephone: '0633333333',
      adresse: '3 rue de la Roquette, 75011 Paris',
      code_postal: '75011',
      operation_name: 'Entretien chaudière',
    })) as { data: { id: number } };
    await page.reload();
    await main().getByRole('heading', { name: 'Liste clients' }).waitFor();
    await showCards([LATE]);
    await isHeld;
    await callApi(page, 'POST', '/rdv/create', {
      clientId: data.id,
      agentId,
      date: workWeekAt(parisDateOf(new Date()), 1).days[2],
      beginning: 4,
      ending: 8,
    });
    // Its event was missed: the list reads again when the stream opens.
    release();
    await main().getByText(MESSAGES.clients.empty).waitFor();
    await showCards([]);
    await page.unroute('**/api/rdv-unified/events');
  });
});

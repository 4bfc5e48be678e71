import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { isFocused, launchBrowser, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newBookingCompany, type BookingCompany } from './support/booking.ts';
import { callApi, expectNotification } from './support/settings.ts';

const t = MESSAGES.takeCharge;
let browser: Browser;
let company: BookingCompany;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  company = await newBookingCompany(browser);
  page = company.planner;
});
afterAll(async () => {
  await browser.close();
});

const main = (on: Page = page) => on.getByRole('main');

/**
 * The clients list searched by the client's name: a fresh answer that holds it (the list may have
 * been read before the client was added, when the planner landed on it).
 */
async function openClients(name: string, on: Page = page) {
  await on
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Liste clients' })
    .click();
  await main(on).getByRole('heading', { name: 'Liste clients' }).waitFor();
  // The list shows the search's own answer (not the previous one, dimmed) before anything is read.
  const searched = on.waitForResponse(
    (response) =>
      response.url().endsWith('/client/get-all') && (response.request().postData() ?? '').includes(name),
  );
  await main(on).getByRole('textbox', { name: /^Nom/ }).fill(name);
  await searched;
  await card(name, on).waitFor();
}

const card = (name: string, on: Page = page) => main(on).getByRole('article', { name: `${name} Marie` });

describe('take-charge from the clients page', () => {
  it('proposes slots, creates the chosen one, and the client leaves the list to schedule', async () => {
    const client = await company.addClient();
    await openClients(client.name);
    const open = card(client.name).getByRole('button', { name: t.open });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.title(`${client.name} Marie`) });
    await dialog.waitFor();
    const radios = dialog.getByRole('radio');
    await radios.first().waitFor();
    const count = await radios.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await dialog.getByText('Paul Martin').first().waitFor();
    const create = dialog.getByRole('button', { name: t.create });
    await expect(create.isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'take-charge popup, proposals');

    // The keyboard picks a proposal.
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect(radios.first().isChecked()).resolves.toBe(true);
    await expect(create.isEnabled()).resolves.toBe(true);
    await create.click();
    await expectNotification(page, MESSAGES.booking.created);
    await dialog.waitFor({ state: 'detached' });
    // The client has its appointment: the name search still finds it, marked 'Planifié'…
    await card(client.name).getByText(MESSAGES.clientList.scheduledBadge, { exact: true }).waitFor();
    // …it leaves the list of clients to schedule, and 'Planifiés' shows it.
    const unfiltered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/get-all') &&
        !(response.request().postData() ?? '').includes(client.name),
    );
    await main().getByRole('textbox', { name: /^Nom/ }).fill('');
    await unfiltered;
    await expect.poll(() => card(client.name).count()).toBe(0);
    const scheduling = main().getByRole('radiogroup', { name: MESSAGES.clientList.schedulingLabel });
    await scheduling.getByText(MESSAGES.clientList.scheduled, { exact: true }).click();
    await card(client.name).waitFor();
    await scheduling.getByText(MESSAGES.clientList.toSchedule, { exact: true }).click();
    // Its booking link now shows its appointment.
    const link = await page.request.post('/rdv/get-appointment-by-token', {
      data: { token: client.token },
      headers: ownOrigin(),
    });
    expect(link.status()).toBe(200);
  });

  it("says 'Aucun créneau disponible' when no agent is free, and Escape closes the popup", async () => {
    const empty = await newBookingCompany(browser, { withAgent: false });
    const client = await empty.addClient();
    const planner = empty.planner;
    await openClients(client.name, planner);
    const open = card(client.name, planner).getByRole('button', { name: t.open });
    await open.click();
    const dialog = planner.getByRole('dialog', { name: t.title(`${client.name} Marie`) });
    await dialog.getByText(MESSAGES.booking.noSlotAvailable).waitFor();
    await expectNoAxeViolations(planner, 'take-charge popup, no slot');
    await planner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(open)).resolves.toBe(true);
  });

  it("says 'Erreur réseau' when the proposals cannot be asked, and retries", async () => {
    const client = await company.addClient();
    await openClients(client.name);
    await page.route('**/rdv/make-appointment', (route) => route.abort('internetdisconnected'));
    await card(client.name).getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.title(`${client.name} Marie`) });
    await dialog.getByRole('alert').filter({ hasText: MESSAGES.booking.networkError }).waitFor();
    await expectNoAxeViolations(page, 'take-charge popup, network error');
    await page.unroute('**/rdv/make-appointment');
    await dialog.getByRole('button', { name: t.retry }).click();
    await dialog.getByRole('radio').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("says 'Erreur lors de la création du RDV' when the slot is taken meanwhile, with fresh proposals", async () => {
    const client = await company.addClient();
    const other = await company.addClient();
    await openClients(client.name);
    await card(client.name).getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.title(`${client.name} Marie`) });
    const radios = dialog.getByRole('radio');
    await radios.first().waitFor();
    const firstLabel = await radios
      .first()
      .locator('xpath=ancestor::div[contains(@class,"Radio-root")]')
      .textContent();

    // Another client is given the same slot meanwhile.
    const { proposals } = (await callApi(page, 'POST', '/rdv/make-appointment', { clientId: other.id })) as {
      proposals: { date: string; beginning: number; ending: number; agentId: number }[];
    };
    const taken = proposals[0]!;
    await callApi(page, 'POST', '/rdv/create', {
      clientId: other.id,
      date: taken.date,
      beginning: taken.beginning,
      ending: taken.ending,
      agentId: taken.agentId,
    });

    await radios.first().check();
    await dialog.getByRole('button', { name: t.create }).click();
    await dialog.getByRole('alert').filter({ hasText: MESSAGES.booking.createError }).waitFor();
    await expectNoAxeViolations(page, 'take-charge popup, creation error');
    // Fresh proposals, without the slot taken; nothing chosen.
    await expect
      .poll(async () =>
        radios.first().locator('xpath=ancestor::div[contains(@class,"Radio-root")]').textContent(),
      )
      .not.toBe(firstLabel);
    await expect(dialog.getByRole('button', { name: t.create }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
  });

  it('creates a multi-agent mission with the proposed team', async () => {
    const teams = await newBookingCompany(browser, { teamSize: 2 });
    const client = await teams.addClient();
    const planner = teams.planner;
    await openClients(client.name, planner);
    await card(client.name, planner).getByRole('button', { name: t.open }).click();
    const dialog = planner.getByRole('dialog', { name: t.title(`${client.name} Marie`) });
    const radios = dialog.getByRole('radio');
    await radios.first().waitFor();
    // The team is named: its lead first.
    await dialog
      .getByText(`${t.team(2)} : Paul Martin, Inès Moreau`)
      .first()
      .waitFor();
    await expectNoAxeViolations(planner, 'take-charge popup, team proposals');
    await radios.first().check();
    const [request] = await Promise.all([
      planner.waitForRequest('**/rdv/create'),
      dialog.getByRole('button', { name: t.create }).click(),
    ]);
    const body = request.postDataJSON() as { isMultiAgent?: boolean; teamSize?: number; agentIds?: number[] };
    expect(body.isMultiAgent).toBe(true);
    expect(body.teamSize).toBe(2);
    expect(body.agentIds).toHaveLength(2);
    expect((await request.response())?.status()).toBe(201);
    await expectNotification(planner, MESSAGES.booking.created);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import { WEBHOOKS_MESSAGES as M } from '@tourneo/domain/messages/webhooks-fr';
import { baseUrl, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createAgents } from './support/calendar.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';
import { waitFor } from '../apps/server/src/test/smtp-server.ts';
import { startWebhookReceiver } from '../apps/server/src/test/webhook-receiver.ts';

let browser: Browser;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await browser?.close();
});

describe('Webhooks', () => {
  it('adds a webhook, shows its secret once, logs a signed delivery, sends it again, rotates its secret, deletes it', async () => {
    const page = await newCompanyPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
    await page.reload();
    await openSettings(page, M.title, M.title);
    const main = page.getByRole('main');
    await main.getByText(M.empty).waitFor();
    await expectNoAxeViolations(page, 'webhooks screen, empty');

    await main.getByRole('button', { name: M.create }).click();
    const dialog = page.getByRole('dialog', { name: M.create });
    await dialog.getByRole('textbox', { name: M.url }).fill('pas une adresse');
    await dialog.getByRole('button', { name: M.create }).click();
    await dialog.getByText(M.urlInvalid).waitFor();
    await dialog.getByText(M.eventsRequired).waitFor();
    await expectNoAxeViolations(page, 'webhook creation, errors');
    const url = `${receiver.url}/e2e`;
    await dialog.getByRole('textbox', { name: M.url }).fill(url);
    // The keyboard: a checkbox is ticked with Space.
    await dialog.getByRole('checkbox', { name: new RegExp(M.eventLabels['mission.created']) }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('checkbox', { name: new RegExp(M.eventLabels['booking.confirmed']) }).check();
    await dialog.getByRole('textbox', { name: M.url }).press('Enter');

    const shown = page.getByRole('dialog', { name: M.createdTitle });
    await shown.getByText(M.shownOnce).waitFor();
    const secret = (await shown.locator('pre').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page, 'webhook secret shown once');
    await shown.getByRole('button', { name: M.copy }).click();
    await shown.getByRole('button', { name: M.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: M.close }).click();
    await shown.waitFor({ state: 'detached' });
    const row = main.getByRole('row', { name: new RegExp(url) });
    await row.getByText(M.active).waitFor();
    expect(await main.innerText()).not.toContain(secret);
    receiver.control.secret = secret;

    // A mission created: the server's outbox worker delivers it, signed, to the receiver.
    const [agentId] = Object.values(await createAgents(page, ['Julie']));
    await callApi(page, 'POST', '/api/rdv-unified', {
      client_name: 'Dupont',
      adresse: 'Dupont, 12 rue de la Paix, 75002 Paris',
      sessions: [
        {
          date: workWeekAt(parisDateOf(new Date()), 1).days[0],
          beginning: 0,
          ending: 4,
          agents: [{ agent_id: agentId }],
        },
      ],
    });
    const first = await waitFor(() => receiver.accepted().find((event) => event.path === '/e2e'));
    expect(first).toMatchObject({ isSignatureValid: true, body: { type: 'mission.created' } });

    await row.getByRole('button', { name: `${M.deliveries} ${url}` }).click();
    const log = page.getByRole('dialog', { name: M.deliveries });
    const delivery = log.getByRole('row', { name: new RegExp(M.eventLabels['mission.created']) });
    await delivery.getByText(M.statusSent, { exact: true }).waitFor();
    await delivery.getByRole('cell', { name: '200', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'webhook delivery log');
    await delivery.getByRole('button', { name: `${M.redeliver} ${first.eventId}` }).click();
    await expectNotification(page, M.redelivered);
    await waitFor(() => {
      const again = receiver.accepted().filter((event) => event.eventId === first.eventId);
      return again.length === 2 ? again : undefined;
    });
    await page.keyboard.press('Escape');
    await log.waitFor({ state: 'detached' });

    // A new secret, after confirmation, shown once; the next deliveries are signed with it.
    await row.getByRole('button', { name: `${M.rotate} ${url}` }).click();
    const rotate = page.getByRole('dialog', { name: M.rotateTitle });
    await rotate.getByText(M.rotateConfirm).waitFor();
    await expectNoAxeViolations(page, 'webhook secret rotation');
    await rotate.getByRole('button', { name: M.rotate }).click();
    const rotated = page.getByRole('dialog', { name: M.createdTitle });
    const newSecret = (await rotated.locator('pre').innerText()).trim();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await expectNoAxeViolations(page, 'webhook new secret shown once');
    await rotated.getByRole('button', { name: M.close }).click();
    await rotated.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: `${M.delete} ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: M.deleteTitle });
    await confirm.getByText(M.deleteConfirm(url)).waitFor();
    await expectNoAxeViolations(page, 'webhook deletion');
    await confirm.getByRole('button', { name: M.delete }).click();
    await expectNotification(page, M.deleted);
    await main.getByText(M.empty).waitFor();
  });
});

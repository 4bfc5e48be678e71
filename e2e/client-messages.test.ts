import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CLIENT_MESSAGE_KIND_LABELS, CLIENT_MESSAGE_STATUS_LABELS } from '@tourneo/domain/clients/messages';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { isFocused, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';

const m = MESSAGES.clientMessages;
const LINK = CLIENT_MESSAGE_KIND_LABELS.invitation;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // A company without partner: the e2e server has no SMTP_URL, so its e-mails wait ('En attente'),
  // and no SMS gateway, so its SMS are not sent ('Non envoyé', with the reason).
  page = await newCompanyPage(browser);
  await callApi(page, 'POST', '/operations/new-operation', { name: 'Entretien chaudière', duration: 4 });
});
afterAll(async () => {
  await browser.close();
});

const main = () => page.getByRole('main');

async function addClient({ email, telephone }: { email?: string; telephone: string }) {
  const name = `Client${randomBytes(3).toString('hex')}`;
  const { data } = (await callApi(page, 'POST', '/client/new-client', {
    name,
    prenom: 'Marie',
    ...(email ? { email } : {}),
    telephone,
    adresse: '3 rue de la Roquette, 75011 Paris',
    code_postal: '75011',
    operation_name: 'Entretien chaudière',
    latitude: 48.8553,
    longitude: 2.3744,
  })) as { data: { id: number } };
  return { id: data.id, name };
}

/** Opens the client's details from the clients page, once its history has been answered. */
async function openDetails(name: string, { waitForHistory = true } = {}) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Liste clients' })
    .click();
  await main().getByRole('heading', { name: 'Liste clients' }).waitFor();
  const searched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/client/get-all') && (response.request().postData() ?? '').includes(name),
  );
  await main().getByRole('textbox', { name: /^Nom/ }).fill(name);
  await searched;
  const card = main().getByRole('article', { name: `${name} Marie` });
  const open = card.getByRole('button', { name: 'Détails' });
  const history = waitForHistory
    ? page.waitForResponse((response) => response.url().endsWith('/client/messages'))
    : undefined;
  await open.click();
  const dialog = page.getByRole('dialog', { name: `${name} Marie` });
  await dialog.waitFor();
  await history;
  return { dialog, open, section: dialog.getByRole('region', { name: m.title }) };
}

describe("a client's messages in its details", () => {
  it('sends the booking link by e-mail and SMS, shows them in the history, resends one', async () => {
    const email = `marie.${randomBytes(3).toString('hex')}@example.fr`;
    const client = await addClient({ email, telephone: '06 12 34 56 78' });
    const { dialog, open, section } = await openDetails(client.name);
    await section.getByText(m.empty).waitFor();
    await expectNoAxeViolations(page, 'client details, no message yet');

    // From the keyboard.
    const sendLink = section.getByRole('button', { name: m.sendLink });
    await sendLink.focus();
    await page.keyboard.press('Enter');
    await expectNotification(page, m.linkQueued);
    const rows = section.getByRole('table', { name: m.title }).getByRole('row');
    const emailRow = rows.filter({ hasText: email });
    const smsRow = rows.filter({ hasText: '06 12 34 56 78' });
    await emailRow.waitFor();
    await smsRow.waitFor();
    // A header row and the two messages.
    await expect(rows.count()).resolves.toBe(3);
    for (const [row, channel] of [
      [emailRow, 'E-mail'],
      [smsRow, 'SMS'],
    ] as const) {
      await row.getByRole('cell', { name: channel, exact: true }).waitFor();
      await row.getByRole('cell', { name: LINK, exact: true }).waitFor();
      // The time in Paris, as the screens say it.
      await row
        .getByText(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} .* \d{4} à \d{1,2}h\d{2}$/)
        .waitFor();
    }
    // No SMS gateway: the history says, a moment later, that the SMS was not sent and why (never
    // 'Envoyé'); the e-mail waits for an SMTP server (a company without partner, no SMTP_URL).
    await smsRow.getByText(CLIENT_MESSAGE_STATUS_LABELS.not_sent, { exact: true }).waitFor();
    await smsRow.getByText(m.noSmsGateway, { exact: true }).waitFor();
    await expect(smsRow.getByText(CLIENT_MESSAGE_STATUS_LABELS.sent, { exact: true }).count()).resolves.toBe(
      0,
    );
    await expect(
      emailRow.getByText(CLIENT_MESSAGE_STATUS_LABELS.pending, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    // An invitation went: the button now offers to send it again.
    await section.getByRole('button', { name: m.resendLink }).waitFor();
    await dialog.getByText('Aucune en attente').waitFor();
    await expectNoAxeViolations(page, 'client details with its messages');

    // Resending the SMS adds a third message, not sent either.
    await smsRow.getByRole('button', { name: `${m.resend} : ${LINK} par SMS` }).click();
    await expectNotification(page, m.resent);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => rows.filter({ hasText: '06 12 34 56 78' }).count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => rows.filter({ hasText: '06 12 34 56 78' }).filter({ hasText: m.noSmsGateway }).count(), {
        timeout: 15_000,
      })
      .toBe(2);
    await expectNoAxeViolations(page, 'client details after a resend');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(open)).toBe(true);
  });

  it('says why no link can leave when the client has neither e-mail nor mobile', async () => {
    // A landline only.
    const client = await addClient({ telephone: '01 23 45 67 89' });
    const { dialog, section } = await openDetails(client.name);
    await section.getByText(m.empty).waitFor();
    await section.getByRole('button', { name: m.sendLink }).click();
    await expectNotification(page, m.noChannel);
    await expect(section.getByText(m.empty).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a failure with its reason, and no resend for a cancelled message', async () => {
    const client = await addClient({ telephone: '06 11 22 33 44' });
    const reason = 'Serveur SMTP injoignable (smtp.exemple.fr)';
    const row = (id: number, status: string, kind: string, lastError: string | null) => ({
      id,
      kind,
      channel: 'email',
      recipient: 'marie@example.fr',
      subject: 'Votre rendez-vous',
      status,
      send_after: '2026-11-23T08:00:00.000Z',
      sent_at: null,
      created_at: '2026-11-20T08:00:00.000Z',
      attempts: status === 'failed' ? 5 : 0,
      last_error: lastError,
    });
    // Outcomes this server cannot produce on demand (an SMTP server that refuses, a cancellation).
    await page.route('**/client/messages', (route) =>
      route.fulfill({
        json: {
          success: true,
          messages: [row(2, 'cancelled', 'reminder_d1', null), row(1, 'failed', 'confirmation', reason)],
        },
      }),
    );
    const { dialog, section } = await openDetails(client.name);
    const rows = section.getByRole('table', { name: m.title }).getByRole('row');
    const failed = rows.filter({ hasText: CLIENT_MESSAGE_KIND_LABELS.confirmation });
    await failed.getByText(CLIENT_MESSAGE_STATUS_LABELS.failed, { exact: true }).waitFor();
    await failed.getByText(reason).waitFor();
    // 'lundi 23 novembre 2026 à 9h00' in Paris for 8h00 UTC.
    await failed.getByText('lundi 23 novembre 2026 à 9h00').waitFor();
    await failed.getByRole('button', { name: new RegExp(`^${m.resend}`) }).waitFor();
    const cancelled = rows.filter({ hasText: CLIENT_MESSAGE_KIND_LABELS.reminder_d1 });
    await cancelled.getByText(CLIENT_MESSAGE_STATUS_LABELS.cancelled, { exact: true }).waitFor();
    await expect(cancelled.getByRole('button').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'client details, failed and cancelled messages');
    await page.unroute('**/client/messages');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows why a message no longer true was not sent, without a resend (issue 39)', async () => {
    const client = await addClient({ telephone: '06 11 22 33 55' });
    const row = (id: number, status: string, kind: string, lastError: string | null) => ({
      id,
      kind,
      channel: 'email',
      recipient: 'marie@example.fr',
      subject: 'Votre rendez-vous',
      status,
      send_after: '2026-11-23T08:00:00.000Z',
      sent_at: status === 'sent' ? '2026-11-23T08:00:05.000Z' : null,
      created_at: '2026-11-20T08:00:00.000Z',
      attempts: 1,
      last_error: lastError,
    });
    // The worker's verdict (a confirmation whose appointment moved before it could leave).
    await page.route('**/client/messages', (route) =>
      route.fulfill({
        json: {
          success: true,
          messages: [
            row(2, 'sent', 'reschedule', null),
            row(1, 'not_sent', 'confirmation', m.notSentAppointmentMoved),
          ],
        },
      }),
    );
    const { dialog, section } = await openDetails(client.name);
    const rows = section.getByRole('table', { name: m.title }).getByRole('row');
    const untrue = rows.filter({ hasText: CLIENT_MESSAGE_KIND_LABELS.confirmation });
    await untrue.getByText(CLIENT_MESSAGE_STATUS_LABELS.not_sent, { exact: true }).waitFor();
    await untrue.getByText('annulé : rendez-vous modifié').waitFor();
    await expect(untrue.getByRole('button').count()).resolves.toBe(0);
    const notice = rows.filter({ hasText: CLIENT_MESSAGE_KIND_LABELS.reschedule });
    await notice.getByRole('button', { name: new RegExp(`^${m.resend}`) }).waitFor();
    await expectNoAxeViolations(page, 'client details, a message not sent because no longer true');
    await page.unroute('**/client/messages');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("shows the history's loading error and retries", async () => {
    const client = await addClient({ telephone: '06 98 76 54 32' });
    await page.route('**/client/messages', (route) => route.abort('internetdisconnected'));
    const { dialog, section } = await openDetails(client.name, { waitForHistory: false });
    await section.getByRole('alert').filter({ hasText: m.listError }).waitFor();
    await expectNoAxeViolations(page, 'client details, history not loaded');
    await page.unroute('**/client/messages');
    await section.getByRole('button', { name: m.retry }).click();
    await section.getByText(m.empty).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

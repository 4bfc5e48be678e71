import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { API_KEYS_MESSAGES as M } from '@tourneo/domain/messages/api-keys-fr';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const agentsWith = (key: string) =>
  fetch(`${baseUrl()}/api/v1/agents`, { headers: { authorization: `Bearer ${key}` } });

describe('Clés d’API', () => {
  it('creates a key shown once with its copy button, shows its last use, revokes it after confirmation', async () => {
    const page = await newCompanyPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    await page.reload();
    await openSettings(page, M.title, M.title);
    const main = page.getByRole('main');
    await main.getByText(M.empty).waitFor();
    await expectNoAxeViolations(page, 'API keys screen, empty');

    await main.getByRole('button', { name: M.create }).click();
    const dialog = page.getByRole('dialog', { name: M.create });
    await dialog.getByRole('button', { name: M.create }).click();
    await dialog.getByText(M.nameRequired).waitFor();
    await expectNoAxeViolations(page, 'API key creation, missing name');
    // The keyboard: the name, then the rights' radio group, then Enter sends the form.
    await dialog.getByRole('textbox', { name: M.name }).fill('ERP');
    await dialog.getByRole('radio', { name: M.scopeRead, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: M.scopeWrite }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: M.name }).press('Enter');

    const shown = page.getByRole('dialog', { name: M.createdTitle });
    await shown.getByText(M.shownOnce).waitFor();
    const key = (await shown.locator('pre').innerText()).trim();
    expect(key).toMatch(/^trn_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page, 'API key shown once');
    await shown.getByRole('button', { name: M.copy }).click();
    await shown.getByRole('button', { name: M.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: M.close }).click();
    await shown.waitFor({ state: 'detached' });

    const row = main.getByRole('row', { name: /ERP/ });
    await row.getByText(M.neverUsed).waitFor();
    await row.getByText(M.scopeWrite).waitFor();
    expect(await main.innerText()).not.toContain(key);

    expect((await agentsWith(key)).status).toBe(200);
    await page.reload();
    await openSettings(page, M.title, M.title);
    await row
      .getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
      .first()
      .waitFor();
    expect(await row.getByText(M.neverUsed).count()).toBe(0);

    await row.getByRole('button', { name: `${M.revoke} ERP` }).click();
    const confirm = page.getByRole('dialog', { name: M.revokeTitle });
    await confirm.getByText(M.revokeConfirm('ERP')).waitFor();
    await expectNoAxeViolations(page, 'API key revocation');
    await confirm.getByRole('button', { name: M.revoke }).click();
    await expectNotification(page, M.revoked);
    await row.getByText(M.revokedBadge).waitFor();
    expect((await agentsWith(key)).status).toBe(401);
  });

  it('the API documentation page reads without scripts, every route under its heading, axe clean', async () => {
    const page = await newPage(browser);
    await page.goto('/api/docs');
    await page.getByRole('heading', { level: 1, name: /API publique Tournéo/ }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'GET /api/v1/agents' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'POST /api/v1/bookings' }).waitFor();
    expect(await page.locator('script').count()).toBe(0);
    await expectNoAxeViolations(page, 'API documentation');
  });
});

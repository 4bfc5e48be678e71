import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SUPPORT_MESSAGES as M } from '@tourneo/domain/messages/support-fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Support', () => {
  it('asks for the missing fields, then sends the message with the keyboard', async () => {
    const page = await newCompanyPage(browser);
    await openSettings(page, M.title, M.title);
    const main = page.getByRole('main');
    await main.getByText(M.standardBadge, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'support screen');

    await main.getByRole('button', { name: M.send }).click();
    await main.getByText(M.subjectRequired).waitFor();
    await main.getByText(M.messageRequired).waitFor();
    await expectNoAxeViolations(page, 'support screen, missing fields');

    await main.getByRole('textbox', { name: M.subject }).fill('Question sur les rappels');
    await main.getByRole('textbox', { name: M.message }).fill('Les rappels partent-ils le samedi ?');
    // The keyboard sends it: the button focused, Enter.
    await main.getByRole('button', { name: M.send }).focus();
    await page.keyboard.press('Enter');
    await expectNotification(page, M.sent);
  });
});

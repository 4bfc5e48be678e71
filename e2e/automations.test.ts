import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTOMATIONS_MESSAGES as M } from '@tourneo/domain/messages/automations-fr';
import { launchBrowser, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, openSettings } from './support/settings.ts';
import { bookFirstSlot, newBookingCompany } from './support/booking.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('Automatisations', () => {
  it('switches a rule on and tunes another with the keyboard, then shows what the rule did in its log', async () => {
    const company = await newBookingCompany(browser);
    const page = company.planner;
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
    await page.reload();
    await openSettings(page, 'Automatisations', M.title);
    const main = page.getByRole('main');
    await main.getByText(M.logEmpty).waitFor();
    await expectNoAxeViolations(page, 'automations screen, every rule paused');

    // The express slots switched on with the keyboard.
    const express = main.getByRole('switch', { name: M.switchLabel(M.rules.express_slots.label) });
    await express.focus();
    await page.keyboard.press('Space');
    await expectNotification(page, M.saved);
    await main
      .getByRole('region', { name: M.rules.express_slots.label })
      .getByText(M.enabled, { exact: true })
      .waitFor();
    expect(await express.isChecked()).toBe(true);

    // The reminder's delay typed and saved with Enter.
    const reminder = main.getByRole('region', { name: M.rules.booking_reminder.label });
    const days = reminder.getByRole('textbox', { name: M.reminderDays });
    await days.fill('5');
    await days.press('Enter');
    await expectNotification(page, M.saved);

    // An appointment cancelled by the planner: its slot goes to the client still waiting.
    const booked = await company.addClient('Réservé');
    const waiting = await company.addClient('Attente');
    // The client books from its own phone (no back-office session).
    const slot = await bookFirstSlot(await newPage(browser), booked.token);
    const day = (await callApi(page, 'POST', '/api/rdv-unified/team-day', { date: slot.date })) as {
      data: { id: number; client_name: string }[];
    };
    const mission = day.data.find((each) => each.client_name.includes('Réservé'))!;
    const deleted = await page.request.fetch(`/api/rdv-unified/${mission.id}`, {
      method: 'DELETE',
      headers: ownOrigin(),
    });
    expect(deleted.ok()).toBe(true);

    await page.reload();
    await main.getByRole('heading', { name: M.title }).waitFor();
    const log = main.getByRole('region', { name: M.log });
    const row = log.getByRole('row').filter({ hasText: M.actions.offered });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Marie ${waiting.name}`);
    expect(await main.getByRole('textbox', { name: M.reminderDays }).inputValue()).toBe('5');
    await expectNoAxeViolations(page, 'automations screen, with its log');

    // The log filtered on one rule.
    await log.getByRole('combobox', { name: M.logFilter }).click();
    await page.getByRole('option', { name: M.rules.session_report.label }).click();
    await log.getByText(M.logEmpty).waitFor();
  });

  it('is refused to a plan without the automations', async () => {
    const company = await newBookingCompany(browser, { withAgent: false, withPartner: false });
    const response = await company.planner.request.fetch('/automations/get', {
      method: 'POST',
      data: {},
      headers: ownOrigin(),
    });
    expect(response.status()).toBe(403);
  });
});

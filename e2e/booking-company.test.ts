import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newBookingCompany, newPhonePage, type BookingCompany } from './support/booking.ts';
import { expectNotification, openSettings } from './support/settings.ts';

const P = MESSAGES.companyProfile;
let browser: Browser;
let company: BookingCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  // A new company: no partner, so no address but the one it gives in 'Mon entreprise'.
  company = await newBookingCompany(browser, { withPartner: false });
});
afterAll(async () => {
  await browser.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The company's name above the screen, and its contact below: e-mail draft and call link. */
async function expectCompanyAndContact(page: Page, context: string) {
  await page.getByRole('banner').getByText(company.name, { exact: true }).waitFor();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: M.contactTitle }).waitFor();
  expect(await footer.getByRole('link', { name: M.contact }).getAttribute('href')).toBe(
    `mailto:contact@plomberie-test.fr?subject=${encodeURIComponent(M.contactSubject(company.operationName))}`,
  );
  expect(await footer.getByRole('link', { name: M.call('01 23 45 67 89') }).getAttribute('href')).toBe(
    'tel:+33123456789',
  );
  await expect(page.locator('a[href="/contact"]').count()).resolves.toBe(0);
  await expectNoAxeViolations(page, context);
}

describe("the company's contact, from 'Mon entreprise' to its clients' booking page", () => {
  it('is set in the settings (checked in French), then named with its contact on every booking screen', async () => {
    const { planner } = company;
    await openSettings(planner, 'Mon entreprise', P.title);
    const main = planner.getByRole('main');
    await main.getByText(company.name, { exact: true }).waitFor();
    await main.getByText(P.noContactHint).waitFor();
    await expectNoAxeViolations(planner, 'écran Mon entreprise');

    // Wrong values: the domain's messages, nothing sent.
    await main.getByLabel(P.contactEmail).fill('pas-un-email');
    await main.getByLabel(P.contactPhone).fill('12 34');
    await main.getByRole('button', { name: P.save }).click();
    await main.getByText(P.contactEmailInvalid).waitFor();
    await main.getByText(P.contactPhoneInvalid).waitFor();
    await expectNoAxeViolations(planner, 'écran Mon entreprise, erreurs');

    // With the keyboard: the phone field, then Enter saves.
    await main.getByLabel(P.contactEmail).fill('contact@plomberie-test.fr');
    await main.getByLabel(P.contactPhone).fill('01 23 45 67 89');
    await main.getByLabel(P.contactPhone).press('Enter');
    await expectNotification(planner, P.saved);
    await planner.reload();
    await expect
      .poll(() => planner.getByRole('main').getByLabel(P.contactEmail).inputValue())
      .toBe('contact@plomberie-test.fr');
    expect(await planner.getByRole('main').getByLabel(P.contactPhone).inputValue()).toBe('01 23 45 67 89');

    // The client's page: proposals, success, appointment, all name the company with its contact.
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.title).waitFor();
    await expectCompanyAndContact(page, 'booking page, proposals with the company');
    expect(await page.title()).toBe(`${M.title} — ${company.name}`);

    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: M.confirm }).click();
    await heading(page, M.successTitle).waitFor();
    await expectCompanyAndContact(page, 'booking page, success with the company');

    await page.getByRole('button', { name: M.appointmentTitle }).click();
    await heading(page, M.appointmentTitle).waitFor();
    await expectCompanyAndContact(page, 'appointment page with the company');

    // Declining another link's proposals: the message screen keeps the company.
    const other = await company.addClient();
    const declining = await newPhonePage(browser);
    await declining.goto(`/?token=${other.token}`);
    await heading(declining, M.title).waitFor();
    await declining.getByRole('button', { name: M.decline }).click();
    await heading(declining, M.declinedTitle).waitFor();
    await expectCompanyAndContact(declining, 'booking page, declined with the company');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { MESSAGES } from '@tourneo/domain/messages/fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slots';
import { consoleErrorsOf, isFocused, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  PARTNER_EMAIL,
  bookFirstSlot,
  newBookingCompany,
  newPhonePage,
  type BookingCompany,
} from './support/booking.ts';

let browser: Browser;
let company: BookingCompany;

beforeAll(async () => {
  browser = await launchBrowser();
  company = await newBookingCompany(browser);
});
afterAll(async () => {
  await browser.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const slots = (page: Page) => page.getByRole('radio');
const confirmButton = (page: Page) => page.getByRole('button', { name: M.confirm });

async function openLink(token: string, options: { motion?: boolean } = {}): Promise<Page> {
  const page = await newPhonePage(browser, options);
  await page.goto(`/?token=${token}`);
  return page;
}

describe('booking from a link, on a phone', () => {
  it('opens, chooses with the keyboard, confirms and shows the success screen, then the appointment page', async () => {
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    // The proposals are held back a moment: the loading state shows, and is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rdv/get-rdv-and-user-info-by-token', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/?token=${client.token}`);
    await page.getByRole('status').filter({ hasText: 'Chargement...' }).waitFor();
    await expectNoAxeViolations(page, 'booking page, loading');
    release();

    await heading(page, M.title).waitFor();
    await page.getByText(M.intro(company.operationName)).waitFor();
    // « and » hold to the operation's name (no-break spaces): no line ends after «.
    expect(await page.locator('form > p').first().textContent()).toContain(
      `«\u00a0${company.operationName}\u00a0»`,
    );
    const count = await slots(page).count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    // Nothing chosen yet: the confirmation waits for a slot.
    await expect(confirmButton(page).isDisabled()).resolves.toBe(true);
    await page.getByText(M.chooseFirst).waitFor();
    await expectNoAxeViolations(page, 'booking page, proposals');

    // Keyboard: Tab reaches the first slot, Space chooses it, arrows move the choice.
    await page.keyboard.press('Tab');
    await expect(isFocused(slots(page).first())).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(slots(page).first().isChecked()).resolves.toBe(true);
    if (count > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(slots(page).nth(1).isChecked()).resolves.toBe(true);
      await page.keyboard.press('ArrowUp');
    }
    await expect(slots(page).first().isChecked()).resolves.toBe(true);
    const chosen = (await slots(page).first().locator('xpath=..').textContent())!;
    await expect(confirmButton(page).isEnabled()).resolves.toBe(true);

    // While confirming, the button is disabled (the answer is held back to see it).
    let releaseConfirm = () => {};
    const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
    await page.route('**/rdv/confirm-appointment', async (route) => {
      await confirmHeld;
      await route.continue();
    });
    await confirmButton(page).focus();
    await page.keyboard.press('Enter');
    const confirming = page.getByRole('button', { name: M.confirming });
    await confirming.waitFor();
    await expect(confirming.isDisabled()).resolves.toBe(true);
    releaseConfirm();

    await heading(page, M.successTitle).waitFor();
    await expect(isFocused(heading(page, M.successTitle))).resolves.toBe(true);
    const success = (await page.locator('.success').textContent())!;
    // The success names the chosen day and time, the weekday lower-case inside the sentence.
    expect(success).toMatch(/^Votre rendez-vous est confirmé le (lundi|mardi|mercredi|jeudi|vendredi) /);
    const day = success.replace('Votre rendez-vous est confirmé le ', '').split(' à ')[0]!;
    expect(chosen).toContain(day.charAt(0).toUpperCase() + day.slice(1));
    await expectNoAxeViolations(page, 'booking page, success');

    await page.getByRole('button', { name: M.appointmentTitle }).click();
    await heading(page, M.appointmentTitle).waitFor();
    // The link, opened again, is the client's appointment page, asked first: no 'used' 409 on the way.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rdv/')) {
        calls.push(new URL(request.url()).pathname);
      }
    });
    await page.reload();
    await heading(page, M.appointmentTitle).waitFor();
    const details = page.locator('dl');
    await details.getByText('rue de la Roquette').waitFor();
    await details.getByText(company.operationName).waitFor();
    expect(chosen).toContain((await details.locator('dd').first().textContent())!);
    await expectNoAxeViolations(page, 'appointment page');

    const ics = page.getByRole('link', { name: M.downloadIcs });
    const download = await page.request.get((await ics.getAttribute('href'))!);
    expect(download.headers()['content-type']).toContain('text/calendar');
    expect(await download.text()).toContain('TZID=Europe/Paris');
    expect(calls[0]).toBe('/rdv/get-appointment-by-token');
    expect(calls).not.toContain('/rdv/get-rdv-and-user-info-by-token');
    // No script error, and no error answer logged.
    const errors = consoleErrorsOf(page);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('shows the server message and fresh proposals when the chosen slot was taken meanwhile', async () => {
    const first = await company.addClient();
    const second = await company.addClient();
    const page = await openLink(first.token);
    await heading(page, M.title).waitFor();
    const firstSlot = (await slots(page).first().locator('xpath=..').textContent())!;
    // The other client, at the same place, books the same first slot before this one confirms.
    const taken = await bookFirstSlot(page, second.token);
    expect(firstSlot).toContain(dayLabel(taken.date));
    expect(firstSlot).toContain(slotToLabel(taken.beginning));

    await slots(page).first().check();
    await confirmButton(page).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.booking.slotTaken }).waitFor();
    // Fresh proposals, none of them the slot taken, and nothing chosen.
    await expect(slots(page).count()).resolves.toBeGreaterThan(0);
    for (const label of await slots(page).locator('xpath=..').allTextContents()) {
      expect(label).not.toBe(firstSlot);
    }
    await expect(confirmButton(page).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'booking page, slot taken meanwhile');

    await slots(page).first().check();
    await confirmButton(page).click();
    await heading(page, M.successTitle).waitFor();
  });

  it('asks for new proposals when the ones on screen expired, then books one of them', async () => {
    const client = await company.addClient();
    const page = await openLink(client.token);
    await heading(page, M.title).waitFor();
    let infoCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/rdv/get-rdv-and-user-info-by-token')) {
        infoCalls += 1;
      }
    });
    // The server's answer for a proposal no longer live (its rule is tested on the server).
    await page.route('**/rdv/confirm-appointment', (route) =>
      route.fulfill({
        status: 409,
        json: {
          success: false,
          error: MESSAGES.booking.slotNotProposed,
          message: MESSAGES.booking.slotNotProposed,
          code: 'SLOT_NOT_PROPOSED',
        },
      }),
    );
    await slots(page).first().check();
    await confirmButton(page).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.booking.slotNotProposed }).waitFor();
    expect(infoCalls).toBe(1);
    await expect(confirmButton(page).isDisabled()).resolves.toBe(true);
    await page.unroute('**/rdv/confirm-appointment');
    await slots(page).first().check();
    await confirmButton(page).click();
    await heading(page, M.successTitle).waitFor();
  });

  it("'Aucun créneau ne me convient' fades the proposals out, then says the client will be e-mailed", async () => {
    const client = await company.addClient();
    const page = await openLink(client.token, { motion: true });
    await heading(page, M.title).waitFor();
    await page.getByRole('button', { name: M.decline }).click();
    // The proposals fade out (motion allowed) before the message.
    await page.locator('form.choose.leaving').waitFor();
    await heading(page, M.declinedTitle).waitFor();
    await page.getByText(MESSAGES.booking.declined).waitFor();
    await expectNoAxeViolations(page, 'booking page, declined');
  });

  it('with reduced motion, declining shows the message without any animation', async () => {
    const client = await company.addClient();
    const page = await openLink(client.token);
    await heading(page, M.title).waitFor();
    await page.evaluate(() => {
      const seen = window as unknown as { motion: number };
      seen.motion = 0;
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, () => (seen.motion += 1), true);
      }
    });
    await page.getByRole('button', { name: M.decline }).click();
    await page.getByText(MESSAGES.booking.declined).waitFor();
    await expect(page.evaluate(() => (window as unknown as { motion: number }).motion)).resolves.toBe(0);
  });
});

describe('the appointment page of a used link', () => {
  it('reschedules: new proposals, the current appointment kept until a new slot is confirmed', async () => {
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    const booked = await bookFirstSlot(page, client.token);
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.appointmentTitle).waitFor();
    await page.getByText(dayLabel(booked.date)).waitFor();

    await page.getByRole('button', { name: M.reschedule }).click();
    await heading(page, M.rescheduleTitle).waitFor();
    await page.getByText(M.rescheduleHelp).waitFor();
    await expectNoAxeViolations(page, 'booking page, reschedule proposals');
    // Going back keeps the appointment as it was.
    await page.getByRole('button', { name: M.keepCurrent }).click();
    await heading(page, M.appointmentTitle).waitFor();
    await page.getByText(dayLabel(booked.date)).waitFor();

    await page.getByRole('button', { name: M.reschedule }).click();
    await heading(page, M.rescheduleTitle).waitFor();
    const labels = await slots(page).locator('xpath=..').allTextContents();
    const current = `${dayLabel(booked.date)}${M.timeRange(slotToLabel(booked.beginning), '')}`;
    // The current appointment is no new slot: never proposed.
    expect(labels.filter((label) => label.startsWith(current))).toEqual([]);
    const other = 0;
    await slots(page).nth(other).check();
    await confirmButton(page).click();
    await heading(page, M.successTitle).waitFor();
    await page.reload();
    await heading(page, M.appointmentTitle).waitFor();
    const time = (await page.locator('dd').nth(1).textContent())!;
    const date = (await page.locator('dd').first().textContent())!;
    expect(labels[other]).toBe(`${date}${time}`);
  });

  it('cancels after a confirmation that Escape can close', async () => {
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    await bookFirstSlot(page, client.token);
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.appointmentTitle).waitFor();

    const cancel = page.getByRole('button', { name: M.cancel });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: M.cancelConfirm });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'appointment page, cancel confirmation');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(cancel)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: M.cancelConfirmButton }).click();
    await heading(page, M.cancelledTitle).waitFor();
    await page.getByText(MESSAGES.booking.cancelled).waitFor();
    await expectNoAxeViolations(page, 'booking page, cancelled');
    // The appointment is gone: the link proposes slots again.
    await page.reload();
    await heading(page, M.title).waitFor();
  });

  it("records a data erasure request after 'Supprimer mes données' is confirmed", async () => {
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    await bookFirstSlot(page, client.token);
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.appointmentTitle).waitFor();
    await page.getByRole('button', { name: M.erase }).click();
    const dialog = page.getByRole('dialog', { name: M.eraseConfirm });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'appointment page, erasure confirmation');
    await dialog.getByRole('button', { name: M.eraseConfirmButton }).click();
    await page.getByRole('status').filter({ hasText: MESSAGES.booking.erasureRequested }).waitFor();
    await expect(page.getByRole('button', { name: M.erase }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'appointment page, erasure requested');
    await page.reload();
    await heading(page, M.appointmentTitle).waitFor();
    await expect(page.getByRole('button', { name: M.erase }).count()).resolves.toBe(0);
  });
});

describe('the appointment page on the day of the appointment', () => {
  it("offers neither 'Reprogrammer' nor 'Annuler', says why, and still offers 'Supprimer mes données'", async () => {
    const page = await newPhonePage(browser);
    // The server's answers for an appointment of today (its rule is tested on the server).
    await page.route('**/rdv/get-rdv-and-user-info-by-token', (route) =>
      route.fulfill({
        status: 409,
        json: {
          success: false,
          error: MESSAGES.booking.linkUsed,
          message: MESSAGES.booking.linkUsed,
          code: 'BOOKING_LINK_USED',
        },
      }),
    );
    await page.route('**/rdv/get-appointment-by-token', (route) =>
      route.fulfill({
        json: {
          success: true,
          message: '',
          appointment: {
            date: '2026-12-01',
            beginning: 4,
            ending: 8,
            adresse: '3 rue de la Roquette, 75011 Paris',
            appartement: 'Bât. B',
            operation_name: company.operationName,
            can_change: false,
            state: 'planned',
            billed: false,
            completed_on: null,
            erasure_requested: false,
          },
          client: { prenom: 'Marie', operation_name: company.operationName },
          company: { name: 'Société', email: PARTNER_EMAIL },
        },
      }),
    );
    await page.goto('/?token=AAAAAAAAAAAAAAAAAAAAAA');
    await heading(page, M.appointmentTitle).waitFor();
    await page.getByText('Mardi 1 décembre 2026').waitFor();
    await page.getByText('de 9h00 à 10h00').waitFor();
    await page.getByText('3 rue de la Roquette, 75011 Paris, Bât. B').waitFor();
    await page.getByText(M.cancelTooLate).waitFor();
    await expect(page.getByRole('button', { name: M.reschedule }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: M.cancel }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: M.erase }).waitFor();
    await expectNoAxeViolations(page, 'appointment page, the day of the appointment');
  });
});

describe('links that cannot book', () => {
  it('an unknown or malformed token shows the error state, pointing to whoever sent the link, never a technical message', async () => {
    const client = await company.addClient();
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'pas-un-jeton-valide!', `${client.token}\u0000`]) {
      const page = await openLink(encodeURIComponent(token));
      await heading(page, M.invalidLinkTitle).waitFor();
      await page.getByText(MESSAGES.booking.linkInvalid).waitFor();
      await expect(page.getByText('bientôt disponible').count()).resolves.toBe(0);
      await expect(page.getByText('caractères').count()).resolves.toBe(0);
      // No company known from the link: the client is sent back to whoever sent it, never to our own form.
      await page.getByText(M.invalidLinkHelp).waitFor();
      await expect(page.locator('a[href="/contact"]').count()).resolves.toBe(0);
      await expectNoAxeViolations(page, `booking page, invalid token ${token}`);
      await page.close();
    }
  });

  it("no agent free: 'Aucun créneau trouvé', retry asks again, contact opens an e-mail to the company", async () => {
    const empty = await newBookingCompany(browser, { withAgent: false });
    const client = await empty.addClient();
    const page = await newPhonePage(browser);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/rdv/get-rdv-and-user-info-by-token')) {
        calls += 1;
      }
    });
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.noSlot).waitFor();
    await page.getByRole('banner').getByText(empty.name, { exact: true }).waitFor();
    const contact = page.getByRole('link', { name: M.contact });
    const href = (await contact.getAttribute('href'))!;
    expect(href.startsWith(`mailto:${PARTNER_EMAIL}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(M.contactSubject(empty.operationName));
    await expectNoAxeViolations(page, 'booking page, no slot');
    expect(calls).toBe(1);
    await page.getByRole('button', { name: M.retry }).click();
    await heading(page, M.noSlot).waitFor();
    expect(calls).toBe(2);
  });

  it("no slot and no contact known: names the company and says politely it left none, never Tournéo's form", async () => {
    const empty = await newBookingCompany(browser, { withAgent: false, withPartner: false });
    const client = await empty.addClient();
    const page = await openLink(client.token);
    await heading(page, M.noSlot).waitFor();
    await page.getByRole('banner').getByText(empty.name, { exact: true }).waitFor();
    await page.getByRole('button', { name: M.retry }).waitFor();
    await page.getByText(M.noContact(empty.name)).waitFor();
    await expect(page.locator('a[href="/contact"]').count()).resolves.toBe(0);
    await expect(page.getByRole('link').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'booking page, no slot, no company contact');
  });

  it("a network failure shows 'Aucun créneau trouvé' with the reason, and retry books again", async () => {
    const client = await company.addClient();
    const page = await newPhonePage(browser);
    await page.route('**/rdv/get-rdv-and-user-info-by-token', (route) => route.abort('internetdisconnected'));
    await page.goto(`/?token=${client.token}`);
    await heading(page, M.noSlot).waitFor();
    await page.getByRole('alert').filter({ hasText: MESSAGES.network.connection }).waitFor();
    // The company is not known without an answer: whoever sent the link, never our own form.
    await page.getByText(M.contactSender).waitFor();
    await expect(page.locator('a[href="/contact"]').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'booking page, network failure');
    await page.unroute('**/rdv/get-rdv-and-user-info-by-token');
    await page.getByRole('button', { name: M.retry }).click();
    await heading(page, M.title).waitFor();
  });
});

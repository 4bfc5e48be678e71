/**
 * Issue 39, point 1: a link whose appointment is no longer planned shows its state instead of
 * 'Reprogrammer' and 'Annuler' (the server refuses them too: booking-lifecycle.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { parisDateOf } from '@tourneo/domain/time/paris';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { workWeekAt } from '@tourneo/domain/time-slots/week';
import { isFocused, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newBookingCompany, newPhonePage, type BookingCompany } from './support/booking.ts';
import { callApi } from './support/settings.ts';

let browser: Browser;
let company: BookingCompany;
let agentId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  company = await newBookingCompany(browser, { withAgent: false });
  const answer = await callApi(company.planner, 'POST', '/agents/create', {
    name: 'Paul Martin',
    postal_code: '75011',
    adresse: '10 rue Oberkampf, 75011 Paris',
    password: 'agent-mot-de-passe',
    latitude: 48.8649,
    longitude: 2.3736,
  });
  agentId = (answer.agent as { id: number }).id;
});
afterAll(async () => {
  await browser.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A client whose appointment the planner booked on a working day next week, then put in `status`. */
async function appointmentIn(status: 'completed' | 'cancelled', dayIndex: number) {
  const client = await company.addClient();
  const date = workWeekAt(parisDateOf(new Date()), 1).days[dayIndex]!;
  const created = await callApi(company.planner, 'POST', '/api/rdv-unified', {
    client_name: `Marie ${client.name}`,
    adresse: '3 rue de la Roquette, 75011 Paris',
    client_id: client.id,
    sessions: [{ date, beginning: 4, ending: 8, agents: [{ agent_id: agentId }] }],
  });
  const missionId = (created.data as { id: number }).id;
  await callApi(company.planner, 'PUT', `/api/rdv-unified/${missionId}`, { status });
  return { token: client.token, date };
}

async function expectNoChangeOffered(page: Page) {
  await expect(page.getByRole('button', { name: M.reschedule }).count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: M.cancel }).count()).resolves.toBe(0);
  await expect(page.getByText(M.cancelTooLate).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: M.downloadIcs }).count()).resolves.toBe(0);
}

describe('the booking link of an appointment that is no longer planned', () => {
  it("a completed one says 'Intervention réalisée le …' and offers neither 'Reprogrammer' nor 'Annuler'", async () => {
    const { token, date } = await appointmentIn('completed', 1);
    const page = await newPhonePage(browser);
    await page.goto(`/?token=${token}`);
    await heading(page, M.appointmentTitle).waitFor();
    const state = page.getByRole('status').filter({ hasText: M.stateCompleted(dayLabel(date)) });
    await state.waitFor();
    // 'Intervention réalisée le mardi 15 décembre 2026': the weekday lower-case inside the sentence.
    expect(await state.textContent()).toMatch(
      /^Intervention réalisée le (lundi|mardi|mercredi|jeudi|vendredi) \d+ /,
    );
    await page.locator('dd').getByText(dayLabel(date), { exact: true }).waitFor();
    await expectNoChangeOffered(page);
    // Keyboard: the one action left, 'Supprimer mes données', is reached with Tab.
    const erase = page.getByRole('button', { name: M.erase });
    await erase.waitFor();
    for (let presses = 0; presses < 10 && !(await isFocused(erase)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(isFocused(erase)).resolves.toBe(true);
    await expectNoAxeViolations(page, 'appointment page, intervention completed');
  });

  it("a cancelled one says 'Rendez-vous annulé', without the actions", async () => {
    const { token } = await appointmentIn('cancelled', 2);
    const page = await newPhonePage(browser);
    await page.goto(`/?token=${token}`);
    await heading(page, M.appointmentTitle).waitFor();
    await page.getByRole('status').filter({ hasText: M.stateCancelled }).waitFor();
    await expectNoChangeOffered(page);
    await expectNoAxeViolations(page, 'appointment page, appointment cancelled');
  });
});

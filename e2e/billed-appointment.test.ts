/**
 * Issue 39: a billed appointment is on the company's invoice, and the server refuses its deletion
 * and its cancellation from every door. A user is not offered what the server would refuse: the
 * calendar shows no delete cross and says why, its popups offer neither 'Supprimer' nor cancelling,
 * and the client's link offers neither 'Reprogrammer' nor 'Annuler' (the server's side:
 * billing-status-view.test.ts, lifecycle-doors.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newBookingCompany, newPhonePage } from './support/booking.ts';
import { cell, nextWeek, openNextWeek } from './support/calendar.ts';
import { callApi } from './support/settings.ts';

const BILLED = MESSAGES.billing.billedAppointment;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Buttons of a dialog, by their names (the close cross of a Mantine modal has none). */
const buttonNames = async (dialog: Locator) =>
  (await dialog.getByRole('button').allTextContents()).filter((name) => name.trim() !== '');

describe('a billed appointment', () => {
  it('the calendar and its popups offer neither deleting nor cancelling it, nor does the client’s link', async () => {
    const company = await newBookingCompany(browser);
    const { planner } = company;
    await callApi(planner, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    const agents = (await callApi(planner, 'POST', '/agents/get-all', {})) as unknown as { id: number }[];
    const client = await company.addClient('Facturé');
    // Tuesday of next week, 9h00-10h00: before its day, the link could still move or cancel it.
    const created = await callApi(planner, 'POST', '/api/rdv-unified', {
      client_name: 'Marie Facturé',
      adresse: '3 rue de la Roquette, 75011 Paris',
      client_id: client.id,
      sessions: [
        { date: nextWeek().days[1], beginning: 4, ending: 8, agents: [{ agent_id: agents[0]!.id }] },
      ],
    });
    const missionId = (created.data as { id: number }).id;
    await callApi(planner, 'POST', '/billing/mark-billed', { rdv_id: missionId });

    // The calendar: no delete cross on the session, whose name and hover say it is billed.
    await openNextWeek(planner, 'Paul Martin');
    const session = cell(planner, 1, 4);
    await expect.poll(async () => session.getAttribute('aria-label')).toMatch(/, facturé$/);
    await expect(session.getByRole('button').count()).resolves.toBe(0);
    await expect(session.locator('[data-session-id]').getAttribute('title')).resolves.toBe(BILLED);

    // Its popup says so; it still offers the edits, not a deletion nor a cancellation.
    await session.dblclick();
    const details = planner.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.getByText(BILLED, { exact: true }).waitFor();
    const offered = await buttonNames(details);
    expect(offered).toContain('Transférer');
    expect(offered.filter((name) => /Supprimer|Annuler/.test(name))).toEqual([]);
    await expectNoAxeViolations(planner, 'mission popup of a billed appointment');
    await planner.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The Delete key opens the delete popup: why, and nothing to choose but closing it.
    await session.focus();
    await planner.keyboard.press('Delete');
    const deletion = planner.getByRole('dialog', { name: 'Supprimer le rendez-vous' });
    await deletion.getByText(BILLED, { exact: true }).waitFor();
    expect(await buttonNames(deletion)).toEqual(['Annuler']);
    await expectNoAxeViolations(planner, 'delete popup of a billed appointment');
    await deletion.getByRole('button', { name: 'Annuler' }).click();
    await deletion.waitFor({ state: 'detached' });
    await expect.poll(async () => session.getAttribute('aria-label')).toMatch(/, facturé$/);

    // The client's link: the appointment, its state said in place of 'Reprogrammer' and 'Annuler'.
    const page = await newPhonePage(browser);
    await page.goto(`/?token=${client.token}`);
    await page.getByRole('heading', { level: 1, name: M.appointmentTitle }).waitFor();
    await page.getByRole('status').filter({ hasText: M.stateBilled }).waitFor();
    await expect(page.getByRole('button', { name: M.reschedule }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: M.cancel }).count()).resolves.toBe(0);
    await expect(page.getByText(M.cancelTooLate).count()).resolves.toBe(0);
    await page.getByRole('link', { name: M.downloadIcs }).waitFor();
    await page.getByRole('button', { name: M.erase }).waitFor();
    await expectNoAxeViolations(page, 'appointment page of a billed appointment');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, isPastDate, parisDateOf, workWeekAt } from '@tourneo/domain';
import { dayLabel } from '@tourneo/domain/calendar/calendar-week';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookFirstSlot, newBookingCompany, newPhonePage } from './support/booking.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';
import {
  cell,
  createAgents,
  createMission,
  nextWeek,
  openNextWeek,
  pointAt,
  readNextWeek,
  waitForCellName,
} from './support/calendar.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The calendar's week of `monday` (`?semaine=`), the agent's calendar already open. */
async function goToWeekOf(page: Page, monday: string): Promise<void> {
  const url = new URL(page.url());
  url.searchParams.set('semaine', monday);
  await page.goto(url.toString());
  await page.getByRole('grid').waitFor();
}

/** For each day column: its date, whether it is marked today, and whether its header and cells are greyed past. */
const dayMarks = (page: Page) =>
  page.evaluate(() => {
    const headers = Array.from(document.querySelectorAll('[role="grid"] [role="columnheader"]')).slice(1);
    return headers.map((header, day) => {
      const cells = Array.from(document.querySelectorAll(`[role="gridcell"][data-day="${day}"]`));
      return {
        isToday: header.getAttribute('aria-current') === 'date',
        isPast: header.hasAttribute('data-past'),
        cellsWhen: [...new Set(cells.map((cell) => cell.getAttribute('data-when')))],
      };
    });
  });

const backgroundOf = (page: Page, dayIndex: number, slot: number) =>
  page
    .locator(`[data-day="${dayIndex}"][data-slot="${slot}"]`)
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('agent calendar: hover paste, days, colours and bookings', () => {
  it('after a click in the grid, Ctrl+V pastes on the hovered day, not on the clicked one', async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': julie } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Moreau', [{ dayIndex: 0, beginning: 4, ending: 8 }], [julie!]);
    await openNextWeek(page, 'Julie Martin');
    await waitForCellName(cell(page, 0, 4), /Moreau/);

    // A click on the session: the grid has the focus (Monday 9h15) from now on.
    const box = (await cell(page, 0, 5).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe('0');
    await page.keyboard.press('Control+c');
    await expectNotification(page, MESSAGES.calendar.sessionCopied);

    // Pointing at Thursday: the paste goes there, though Monday keeps the focus.
    await pointAt(page, cell(page, 3, 20));
    await page.keyboard.press('Control+v');
    await expectNotification(page, MESSAGES.calendar.sessionPasted);
    await waitForCellName(cell(page, 3, 4), /Moreau, 9h00 - 10h00$/);
    const week = await readNextWeek(page, julie!);
    expect(week.flatMap((mission) => mission.sessions.map((session) => session.date)).sort()).toEqual([
      nextWeek().days[0],
      nextWeek().days[3],
    ]);
    // Arrows then Ctrl+V: the keyboard's focused day (Tuesday, after one step right) takes over.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Control+v');
    await expectNotification(page, MESSAGES.calendar.sessionPasted);
    await waitForCellName(cell(page, 1, 4), /Moreau, 9h00 - 10h00$/);
  });

  it("highlights today and greys the past days, from Paris's date", async () => {
    const page = await newCompanyPage(browser);
    await createAgents(page, ['Julie Martin']);
    await openNextWeek(page, 'Julie Martin');
    const today = parisDateOf(new Date());

    // Next week: all to come.
    expect(await dayMarks(page)).toEqual(
      nextWeek().days.map(() => ({ isToday: false, isPast: false, cellsWhen: [null] })),
    );
    const future = await backgroundOf(page, 0, 0);

    // Last week: all past, greyed.
    await goToWeekOf(page, workWeekAt(today, -1).start);
    await page.getByRole('columnheader', { name: dayLabel(workWeekAt(today, -1).days[0]!) }).waitFor();
    expect(await dayMarks(page)).toEqual(
      workWeekAt(today, -1).days.map(() => ({ isToday: false, isPast: true, cellsWhen: ['past'] })),
    );
    expect(await backgroundOf(page, 0, 0)).not.toBe(future);
    await expectNoAxeViolations(page, 'agent calendar, a past week');

    // This week: as the day it is in Paris says (no past day on a Monday, all of them on a weekend).
    await page.getByRole('button', { name: 'Cette semaine' }).click();
    const thisWeek = workWeekAt(today, 0).days;
    await page.getByRole('columnheader', { name: new RegExp(`^${dayLabel(thisWeek[0]!)}`) }).waitFor();
    expect(await dayMarks(page)).toEqual(
      thisWeek.map((date) => ({
        isToday: date === today,
        isPast: isPastDate(date, today),
        cellsWhen: [date === today ? 'today' : isPastDate(date, today) ? 'past' : null],
      })),
    );
    const todayIndex = thisWeek.indexOf(today);
    if (todayIndex !== -1) {
      // Said, not only shown: 'jeudi 26 novembre, aujourd'hui'.
      await page
        .getByRole('columnheader', {
          name: new RegExp(`^${dayLabel(today)}\\s?, ${MESSAGES.calendar.today}$`),
        })
        .waitFor();
      await expect(page.getByRole('columnheader', { name: MESSAGES.calendar.today }).count()).resolves.toBe(
        1,
      );
      expect(await backgroundOf(page, todayIndex, 0)).not.toBe(future);
    }
    await expectNoAxeViolations(page, 'agent calendar, this week');
  });

  it("each operation has its own colour, and a client's booking through the link shows an icon and says so", async () => {
    const { planner: page, operationName, addClient } = await newBookingCompany(browser);
    const client = await addClient('Lefebvre');
    // The client's phone books (the planner's signed-in page would be refused as a cross-site call).
    const phone = await newPhonePage(browser);
    const booked = await bookFirstSlot(phone, client.token);
    await phone.context().close();
    // The demo's two other operations, planned by hand on the same day, clear of the booking.
    const free = [0, 8, 16, 24, 32].filter(
      (start) => start + 4 <= booked.beginning || start >= booked.beginning + 4,
    );
    const agents = (await callApi(page, 'POST', '/agents/get-all', {})) as unknown as { id: number }[];
    for (const [index, name] of ['Installation compteur', 'Dépannage express'].entries()) {
      const created = await callApi(page, 'POST', '/operations/new-operation', { name, duration: 4 });
      await callApi(page, 'POST', '/api/rdv-unified', {
        client_name: `Client ${index + 1}`,
        adresse: '5 rue de la Paix, 75002 Paris',
        operation_id: (created.operation as { id: number }).id,
        sessions: [
          {
            date: booked.date,
            beginning: free[index]!,
            ending: free[index]! + 4,
            agents: [{ agent_id: agents[0]!.id, is_lead: true }],
          },
        ],
      });
    }
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Paul Martin' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Paul Martin' }).waitFor();
    const week = workWeekAt(booked.date, 0);
    await goToWeekOf(page, week.start);
    const day = week.days.indexOf(booked.date);
    const bookedCell = page.locator(`[role="gridcell"][data-day="${day}"][data-slot="${booked.beginning}"]`);
    await expect
      .poll(() => bookedCell.getAttribute('aria-label'))
      .toMatch(new RegExp(`Lefebvre, .*, ${operationName}, réservé par le client$`));
    const blocks = page.locator(`[data-day="${day}"] [data-session-id]`);
    await expect.poll(() => blocks.count()).toBe(3);

    // Three operations, three colours.
    const backgrounds = await blocks.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(new Set(backgrounds).size).toBe(3);

    // The booking through the link carries the icon (not only a colour); the others do not.
    const bookedBlock = bookedCell.locator('[data-session-id]');
    await expect(bookedBlock.getAttribute('data-booked-by-client')).resolves.toBe('true');
    await expect(bookedBlock.locator('[data-booked-icon]').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-booked-by-client]').count()).resolves.toBe(1);
    const planned = page.locator(`[role="gridcell"][data-day="${day}"][data-slot="${free[0]}"]`);
    await expect(planned.getAttribute('aria-label')).resolves.toMatch(/Client 1, .*, Installation compteur$/);
    await expectNoAxeViolations(page, 'agent calendar with a booking by the client');
  });
});

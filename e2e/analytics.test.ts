import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, newCompany } from './support/settings.ts';
import { parisDateOf, workWeekAt } from '@tourneo/domain';
import { isSchedulingDay } from '@tourneo/domain/scheduling/horizon';
import { createAgents } from './support/calendar.ts';

/**
 * Analytics Avancé (issue 23): next Monday, Julie 8h-9h and Karim 9h-10h. The heatmap, the filters
 * kept in the URL, a CSV export that holds what the table shows; axe on the screen.
 */
let browser: Browser;
let page: Page;
let agents: Record<string, number>;
/** Next week, or the first after it whose Monday is no public holiday (the figures leave holidays out: 1 November 2027). */
const week = (() => {
  for (let offset = 1; ; offset += 1) {
    const candidate = workWeekAt(parisDateOf(new Date()), offset);
    if (isSchedulingDay(candidate.days[0]!)) {
      return candidate;
    }
  }
})();
const monday = week.days[0]!;
const friday = week.days[4]!;

const main = () => page.getByRole('main');
/** The heatmap's cell of a weekday and hour. */
const heat = (day: string, hour: string) =>
  main()
    .getByRole('table', { name: 'Occupation (%) par jour de la semaine et heure' })
    .getByRole('row', { name: new RegExp(`^${day}`) })
    .getByRole('cell')
    .nth(Number(hour) - 8);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newCompany(browser));
  await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
  agents = await createAgents(page, ['Julie', 'Karim']);
  for (const [client, beginning, ending, agent] of [
    ['Dupont', 0, 4, agents.Julie!],
    ['Martin', 4, 8, agents.Karim!],
  ] as const) {
    await callApi(page, 'POST', '/api/rdv-unified', {
      client_name: client,
      adresse: `${client}, 12 rue de la Paix, 75002 Paris`,
      sessions: [{ date: monday, beginning, ending, agents: [{ agent_id: agent }] }],
    });
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('Analytics avancé', () => {
  it('draws the period’s occupancy, filters by agent in the URL, exports the table shown', async () => {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Analytics Avancé' })
      .click();
    await main().getByRole('heading', { name: 'Analytics avancé', level: 1 }).waitFor();
    await main().getByLabel('Au').fill(friday);
    await main().getByLabel('Du').fill(monday);
    await expect.poll(() => heat('lundi', '8').textContent()).toBe('50 %');
    expect(await heat('lundi', '9').textContent()).toBe('50 %');
    expect(await heat('mardi', '8').textContent()).toBe('0 %');
    const url = new URL(page.url());
    expect([url.searchParams.get('du'), url.searchParams.get('au')]).toEqual([monday, friday]);
    // The charts draw their bars.
    await main().locator('path.recharts-rectangle').first().waitFor();
    await expectNoAxeViolations(page, 'Analytics avancé');

    // One agent: the figures change, the URL keeps it.
    await main()
      .getByRole('textbox', { name: 'Agent' })
      .or(main().getByRole('combobox', { name: 'Agent' }))
      .click();
    await page.getByRole('option', { name: 'Julie', exact: true }).click();
    await expect.poll(() => heat('lundi', '8').textContent()).toBe('100 %');
    expect(await heat('lundi', '9').textContent()).toBe('0 %');
    expect(new URL(page.url()).searchParams.get('agent')).toBe(String(agents.Julie));

    // The utilisation table's CSV holds its rows as shown.
    const table = main().getByRole('table', { name: 'Utilisation des agents' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const shown = await table
      .getByRole('row')
      .evaluateAll((rows): string[][] =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td'), (cell): string => cell.textContent ?? ''),
        ),
      );
    const download = page.waitForEvent('download');
    await main().getByRole('button', { name: 'Exporter en CSV : Utilisation des agents' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`utilisation-agents-${monday}-${friday}.csv`);
    const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(
      text
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(';')),
    ).toEqual(shown);
    expect(shown[1]![0]).toBe('Julie');
  });
});

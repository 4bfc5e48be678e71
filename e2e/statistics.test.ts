import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FRENCH_MONTHS, MESSAGES } from '@tourneo/domain';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany } from './support/settings.ts';
import { createAgents, nextWeek } from './support/calendar.ts';

/**
 * Statistiques (issue 23): the screen's figures and charts for three missions of next Monday (one
 * shared by Julie and Karim), the period filters, the two popups; axe on each.
 */
let browser: Browser;
let page: Page;
const monday = nextWeek().days[0]!;
const year = Number(monday.slice(0, 4));
const monthName = FRENCH_MONTHS[Number(monday.slice(5, 7)) - 1]!;

const main = () => page.getByRole('main');

async function choose(label: string, option: string) {
  await main().getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (label: string) => main().getByRole('listitem').filter({ hasText: label });

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newCompany(browser));
  await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
  const agents = await createAgents(page, ['Julie', 'Karim']);
  const operation = (
    (await callApi(page, 'POST', '/operations/new-operation', { name: 'Relevé', duration: 4 })) as {
      operation: { id: number };
    }
  ).operation.id;
  const missions: [string, number, number, number[]][] = [
    ['Dupont', 0, 4, [agents.Julie!]],
    ['Martin', 4, 8, [agents.Julie!, agents.Karim!]],
    ['Bernard', 8, 12, [agents.Karim!]],
  ];
  for (const [client, beginning, ending, team] of missions) {
    await callApi(page, 'POST', '/api/rdv-unified', {
      client_name: client,
      adresse: `${client}, 12 rue de la Paix, 75002 Paris`,
      operation_id: operation,
      sessions: [{ date: monday, beginning, ending, agents: team.map((agent_id) => ({ agent_id })) }],
    });
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('Statistiques', () => {
  it('shows the figures, charts and popups of the period chosen', async () => {
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Statistiques' })
      .click();
    await main().getByRole('heading', { name: 'Statistiques', level: 1 }).waitFor();
    await expectNotification(page, MESSAGES.statistics.loaded);
    await choose('Année', String(year));
    await choose('Mois', monthName);
    await card(`Rendez-vous en ${year}`).getByText('3', { exact: true }).waitFor();
    await card(`Rendez-vous en ${monthName}`).getByText('3', { exact: true }).waitFor();

    // The shared mission counts half for each: 1,5 missions each.
    const rowOf = (name: string) =>
      main()
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) });
    expect(await rowOf('Julie').first().textContent()).toContain('1,5');
    expect(await rowOf('Karim').first().textContent()).toContain('1,5');

    // Both charts draw bars, with a table for screen readers beside them.
    const yearly = main().getByRole('figure', { name: `Rendez-vous par mois en ${year} et ${year - 1}` });
    await yearly.locator('path.recharts-rectangle').first().waitFor();
    const shares = main().getByRole('figure', { name: `Répartition mensuelle des opérations en ${year}` });
    await shares.locator('path.recharts-rectangle').first().waitFor();
    expect(await shares.getByRole('table').textContent()).toContain('Relevé');
    await expectNoAxeViolations(page, 'Statistiques');

    // The yearly chart folds away.
    await main().getByRole('button', { name: 'Masquer le graphique annuel' }).click();
    await main().getByRole('button', { name: 'Afficher le graphique annuel' }).waitFor();

    // The popups.
    await main().getByRole('button', { name: 'Performance annuelle de Julie' }).click();
    const performance = page.getByRole('dialog', { name: 'Performance annuelle — Julie' });
    await performance.locator('path.recharts-rectangle').first().waitFor();
    expect(await performance.textContent()).toContain('Moyen');
    await expectNoAxeViolations(page, 'Performance annuelle');
    await page.keyboard.press('Escape');
    await performance.waitFor({ state: 'detached' });

    await main().getByRole('button', { name: 'Analyse des trajets de Julie' }).click();
    const travel = page.getByRole('dialog', { name: 'Analyse des trajets — Julie' });
    await travel.getByRole('cell', { name: 'Dupont', exact: true }).waitFor();
    expect(await travel.getByRole('row').count()).toBe(3);
    await expectNoAxeViolations(page, 'Analyse des trajets');
    await page.keyboard.press('Escape');
    await travel.waitFor({ state: 'detached' });

    // The previous year has none of them: the filter changes the figures.
    await choose('Année', String(year - 1));
    await card(`Rendez-vous en ${year - 1}`)
      .getByText('0', { exact: true })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('annee')).toBe(String(year - 1));
  });
});

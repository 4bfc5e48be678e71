import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, isoToFrenchDate, monthLabel } from '@tourneo/domain';
import { showMonth } from './support/billing.ts';
import { isFocused, launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany, openSettings } from './support/settings.ts';
import { nextWeek } from './support/calendar.ts';

const m = MESSAGES.billing;
let browser: Browser;
let page: Page;
const week = nextWeek();
const monday = week.days[0]!;
/** The month of next Monday's appointments: this month, or the next one at the end of a month. */
const missionMonth = { year: Number(monday.slice(0, 4)), month: Number(monday.slice(5, 7)) };

const main = () => page.getByRole('main');
const menu = () => page.getByRole('navigation', { name: 'Menu principal' });
const table = () => main().getByTestId('billing-rdv-table');
const rowOf = (client: string) => table().getByRole('row').filter({ hasText: client });
const figure = (name: string) => main().getByRole('group', { name, exact: true }).last();
const label = (client: string, date: string) => `${client} (${isoToFrenchDate(date)})`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newCompany(browser));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function openBilling() {
  await menu().getByRole('button', { name: 'Facturation', exact: true }).click();
  await main().getByRole('heading', { name: 'Facturation', level: 1 }).waitFor();
}

describe('Facturation', () => {
  it('is locked on the standard plan; a price is entered in the operation form', async () => {
    await expect(
      menu()
        .getByRole('button', { name: /^Facturation/ })
        .getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    await page.reload();

    await openSettings(page, 'Créer opération', "Tous les Types d'Opérations");
    await main().getByRole('button', { name: 'Ajouter une opération' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une opération' });
    await dialog.getByLabel("Nom de l'opération").fill('Entretien chaudière');
    await dialog.getByLabel('Prix (€ HT)').fill('89,9');
    await expectNoAxeViolations(page, 'dialog "Créer une opération" with a price');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Opération créée avec succès');
    await main()
      .getByRole('listitem', { name: 'Entretien chaudière' })
      .getByText(/Prix : 89,90\s€ HT/)
      .waitFor();
  });

  it('shows the month at a glance and its appointments; marks one billed then paid', async () => {
    const agent = await callApi(page, 'POST', '/agents/create', {
      name: 'Julie Martin',
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: 'secret-agent',
    });
    const operations = (await callApi(page, 'POST', '/operations/get-all', {})) as unknown as {
      id: number;
    }[];
    for (const [client, beginning] of [
      ['Dupont', 4],
      ['Martin', 12],
    ] as const) {
      await callApi(page, 'POST', '/api/rdv-unified', {
        client_name: client,
        adresse: `${client}, 12 rue de la Paix, 75002 Paris`,
        operation_id: operations[0]!.id,
        sessions: [
          {
            date: monday,
            beginning,
            ending: beginning + 4,
            agents: [{ agent_id: (agent.agent as { id: number }).id }],
          },
        ],
      });
    }

    await openBilling();
    await main().getByText(m.periodsEmpty).waitFor();
    await showMonth(page, missionMonth);
    await rowOf('Dupont').waitFor();
    // The month's figures: in the summary at the top, or in the month's own when it is next month.
    await figure('Rendez-vous').getByText('2', { exact: true }).waitFor();
    await figure("Chiffre d'affaires estimé")
      .getByText(/^179,80\s€$/)
      .waitFor();
    await figure('Manuel (calendrier)').getByText('2 rendez-vous').waitFor();
    await expectNoAxeViolations(page, 'Facturation');

    await main()
      .getByRole('button', { name: `${m.markBilled} — ${label('Dupont', monday)}` })
      .click();
    await expectNotification(page, m.statusUpdated);
    await rowOf('Dupont').getByText('Facturé', { exact: true }).waitFor();
    await main()
      .getByRole('button', { name: `${m.markPaid} — ${label('Dupont', monday)}` })
      .click();
    await rowOf('Dupont')
      .getByLabel(`${m.paidMarker} — ${label('Dupont', monday)}`, { exact: true })
      .waitFor();
    expect(
      await rowOf('Dupont')
        .getByRole('button', { name: new RegExp(`^${m.markPaid}`) })
        .count(),
    ).toBe(0);
    await figure('Payé').getByText('1 rendez-vous').waitFor();
    await figure('Payé')
      .getByText(/^89,90\s€$/)
      .waitFor();
    await expectNoAxeViolations(page, 'Facturation, one appointment paid');
  });

  it('the detail popup shows the appointment and its action; Escape gives the focus back', async () => {
    const details = main().getByRole('button', { name: `Détails — ${label('Martin', monday)}` });
    await details.click();
    const dialog = page.getByRole('dialog', { name: `Rendez-vous — ${label('Martin', monday)}` });
    await dialog.getByText('Manuel (calendrier)').waitFor();
    await dialog.getByText(/89,90\s€/).waitFor();
    await expectNoAxeViolations(page, 'Facturation, detail popup');
    await dialog.getByRole('button', { name: `${m.markBilled} — ${label('Martin', monday)}` }).click();
    await dialog.getByRole('button', { name: `${m.markPaid} — ${label('Martin', monday)}` }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(isFocused(details)).resolves.toBe(true);
  });

  it('sorts by a column with its header, both ways', async () => {
    const header = table().getByRole('columnheader', { name: 'Client' });
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('ascending');
    await header.getByRole('button').click();
    await expect(header.getAttribute('aria-sort')).resolves.toBe('descending');
    const clients = await table()
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.children[1]?.textContent));
    expect(clients).toEqual(['Martin', 'Dupont']);
  });

  it('exports the month as CSV: UTF-8 with BOM, one line a appointment', async () => {
    const download = page.waitForEvent('download');
    await main().getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`facturation-${monthLabel(missionMonth)}.csv`);
    const saved = path.join(
      mkdtempSync(path.join(tmpdir(), 'tourneo-e2e-billing-')),
      file.suggestedFilename(),
    );
    await file.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text.startsWith('\uFEFFDate;Début;Fin;Client;')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${isoToFrenchDate(monday)};9h00;10h00;Dupont;;Julie Martin;Entretien chaudière;Manuel (calendrier);60;89,90;Payé`,
    );
    expect(lines[2]).toContain(';Martin;');
    expect(lines[2]).toMatch(/;Facturé$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import {
  INVOICES_CSV_HEADER,
  INVOICES_CSV_OPERATOR_HEADER,
  MESSAGES,
  currentPeriod,
  lastFinishedPeriod,
  parisInstant,
  type GenerateInvoicesResponse,
} from '@tourneo/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { launchBrowser, logIn, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification } from './support/settings.ts';
import { E2E_OPERATOR_ENV } from './support/operator.ts';
import { startServer, type StartedServer } from './support/server.ts';

/*
 * Paiements (issues 22 and 39). A run covers only a month that is over (Paris time), and what a
 * month bills is the agents on the roster before its end: agents created today bill nothing yet.
 * So this file runs a server of its own, registers its companies (each with one agent), stops the
 * server to put their agents on the roster since the first day of the last finished month (no
 * route dates an agent in the past), and starts it again on the same database. Months come from
 * the domain's functions at the instant of the test, never from a fixed date.
 */
const SERVER_ENV = { SEED_DEMO_ACTIVITY: 'false', ...E2E_OPERATOR_ENV };
const PASSWORD = 'mot-de-passe-solide';
const suffix = Math.random().toString(36).slice(2, 8);
const COMPANIES = {
  /** Enters its identity on 'Mon abonnement', invoiced from the operator's screen. */
  shown: `Société facturée ${suffix}`,
  /** Its identity entered through the API; the operator records its payments. */
  paid: `Société payante ${suffix}`,
  /** Never enters its identity: the run's failure. */
  missing: `Société sans identité ${suffix}`,
};

let dataDir: string;
let server: StartedServer;
let browser: Browser;

const identityOf = (name: string) => ({
  legal_name: `${name} SARL`,
  address: '5 avenue Jean Jaurès',
  postal_code: '69007',
  city: 'Lyon',
  siren: '987654321',
  vat_number: 'FR12987654321',
});

/** A call of the page's session to this file's server (its own origin, as the app sends it). */
async function callApi(page: Page, method: 'POST' | 'PUT', url: string, data: object = {}) {
  const response = await page.request.fetch(url, { method, data, headers: { origin: server.baseUrl } });
  if (!response.ok()) {
    throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

async function signedIn(name: string, password = PASSWORD): Promise<Page> {
  const page = await newPage(browser, { baseURL: server.baseUrl });
  await logIn(page, name, password);
  return page;
}

const signedInOperator = () => signedIn(E2E_OPERATOR_ENV.OPERATOR_NAME, E2E_OPERATOR_ENV.OPERATOR_PASSWORD);

/** A Business company with one agent, 'Julie Martin'; its billing identity if `withIdentity`. */
async function registerCompany(name: string, withIdentity: boolean) {
  const response = await fetch(`${server.baseUrl}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: name, company_password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  const page = await signedIn(name);
  await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
  await callApi(page, 'POST', '/agents/create', {
    name: 'Julie Martin',
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password: 'secret-agent',
  });
  if (withIdentity) {
    await callApi(page, 'PUT', '/payments/legal-identity', identityOf(name));
  }
  await page.context().close();
}

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(path.join(tmpdir(), 'tourneo-e2e-payments-'));
  server = await startServer(SERVER_ENV, 180_000, { dataDir });
  await registerCompany(COMPANIES.shown, false);
  await registerCompany(COMPANIES.paid, true);
  await registerCompany(COMPANIES.missing, false);
  await server.stop();
  const database = await openDatabase({ dataDir });
  const rosterSince = parisInstant(`${lastFinishedPeriod(new Date())}-01`, 0);
  await database.db.execute(sql`
    update agents set created_at = ${rosterSince.toISOString()}::timestamptz
    where company_id in (select id from companies where name in (${sql.join(
      Object.values(COMPANIES).map((name) => sql`${name}`),
      sql`, `,
    )}))`);
  await database.close();
  server = await startServer(SERVER_ENV, 180_000, { dataDir });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The operator's run of the last finished month through the API (issues nothing twice). */
async function invoiceLastFinishedMonth(operator: Page) {
  const generated = (await callApi(
    operator,
    'POST',
    '/payments/generate-all-invoices',
  )) as GenerateInvoicesResponse;
  expect(generated.data.period).toBe(lastFinishedPeriod(new Date()));
  return generated.data.period;
}

/** Follows the invoices' export link from the keyboard; answers the file's name and lines. */
async function downloadInvoices(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: MESSAGES.exports.invoices }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  return { name: file.suggestedFilename(), lines: (await readFile(await file.path(), 'utf8')).split('\r\n') };
}

describe('Paiements', () => {
  it('runs the last finished month from the screen, names each failure, shows the invoice, its lines and its PDF', async () => {
    const name = COMPANIES.shown;
    const page = await signedIn(name);
    // 'Mon abonnement': the identity written on the company's invoices.
    await page.getByRole('button', { name: 'Forfait Business' }).click();
    const subscription = page.getByRole('main');
    await subscription.getByLabel('Raison sociale').fill(`${name} SARL`);
    await subscription.getByLabel('Adresse').fill('5 avenue Jean Jaurès');
    await subscription.getByLabel('Code postal').fill('69007');
    await subscription.getByLabel('Ville').fill('Lyon');
    await subscription.getByLabel('SIREN').fill('98765432');
    await subscription.getByLabel('Numéro de TVA intracommunautaire').fill('FR12987654321');
    const saveIdentity = subscription.getByRole('button', { name: 'Enregistrer l’identité de facturation' });
    await saveIdentity.click();
    await subscription.getByText(MESSAGES.payments.sirenInvalid).waitFor();
    await expectNoAxeViolations(page, 'Mon abonnement, the legal identity with its error');
    await subscription.getByLabel('SIREN').fill('987 654 321');
    await saveIdentity.click();
    await expectNotification(page, MESSAGES.payments.legalIdentitySaved);

    // The operator's screen offers the last finished month; the month in progress is not offered.
    const operator = await signedInOperator();
    const operatorMain = operator.getByRole('main');
    await operatorMain.getByRole('heading', { name: 'Paiements' }).waitFor();
    const month = operatorMain.getByLabel('Mois à facturer');
    expect(await month.inputValue()).toBe(lastFinishedPeriod(new Date()));
    expect(await month.locator(`option[value="${currentPeriod(new Date())}"]`).isDisabled()).toBe(true);
    const period = await month.inputValue();
    await operatorMain.getByRole('button', { name: 'Générer les factures du mois' }).click();
    // The run's summary, then each company it could not invoice, by name and why.
    const run = operatorMain.getByRole('status').filter({ hasText: MESSAGES.payments.generated });
    await run.getByText(/émise\(s\), 1 échec\(s\)/).waitFor();
    const failures = run
      .getByRole('list', { name: MESSAGES.payments.runFailuresTitle })
      .getByRole('listitem');
    await failures.filter({ hasText: COMPANIES.missing }).waitFor();
    expect(await failures.allInnerTexts()).toEqual([
      `${COMPANIES.missing} : ${MESSAGES.payments.runFailureReasons.no_legal_identity}`,
    ]);
    await expectNoAxeViolations(operator, "operator, Factures with the run's failures");

    // The operator's back office: every company's invoices.
    await operatorMain.getByRole('row').filter({ hasText: name }).waitFor();
    await expectNoAxeViolations(operator, 'operator, Factures');
    // The operator's CSV: every company's invoices, each with its company's name.
    const everyInvoice = await downloadInvoices(operator);
    expect(everyInvoice.lines[0]).toBe(`\uFEFF${INVOICES_CSV_OPERATOR_HEADER.join(';')}`);
    expect(everyInvoice.lines.some((line) => line.split(';')[1] === name)).toBe(true);
    await operatorMain.getByRole('tab', { name: 'Tableau de bord' }).click();
    const monthly = operator.getByTestId('monthly-revenue-chart');
    await monthly.locator('.recharts-bar-rectangle path').first().waitFor();
    await operator
      .getByTestId('top-companies-chart')
      .locator('.recharts-bar-rectangle path')
      .first()
      .waitFor();
    await expectNoAxeViolations(operator, 'operator, Tableau de bord with its charts');

    // The company: its own invoice (15.00 HT + 20 % = 18,00 €), its lines, its PDF.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Paiements' })
      .click();
    const main = page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: period });
    await row.getByText('18,00 €').first().waitFor();
    await row.getByText('Envoyée').waitFor();
    await expectNoAxeViolations(page, 'company, Factures');

    await row.getByRole('button', { name: /Détails/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Forfait Business/ }).click();
    await dialog.getByText('Julie Martin').waitFor();
    await expectNoAxeViolations(page, 'dialog of the invoice, its subscription line open');
    await page.keyboard.press('Escape');

    const pdfUrl = await row.getByRole('link', { name: /PDF/ }).getAttribute('href');
    const pdf = await page.request.get(pdfUrl!, { headers: { origin: server.baseUrl } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The company's CSV: its one invoice, amounts with a decimal comma.
    const own = await downloadInvoices(page);
    expect(own.name).toMatch(/^factures-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(own.lines[0]).toBe(`\uFEFF${INVOICES_CSV_HEADER.join(';')}`);
    expect(own.lines.slice(1).filter(Boolean)).toHaveLength(1);
    expect(own.lines[1]).toMatch(
      new RegExp(`^F\\d+;Facture;;[\\d-]+;[\\d-]+;${period};\\d+;15,00;3,00;18,00;0,00;0,00;18,00;Envoyée$`),
    );

    await main.getByRole('tab', { name: 'Tableau de bord' }).click();
    await page.getByTestId('monthly-revenue-chart').locator('.recharts-bar-rectangle path').first().waitFor();
    await expectNoAxeViolations(page, 'company, Tableau de bord');
  });

  it('lets the operator record payments, a failure and a credit note on an invoice', async () => {
    const name = COMPANIES.paid;
    const operator = await signedInOperator();
    await invoiceLastFinishedMonth(operator);
    await operator.reload();
    const main = operator.getByRole('main');
    // Its invoice: 15,00 € HT for one agent, 18,00 € TTC.
    const creditNoteCell = operator.getByRole('cell', { name: /^Avoir F\d+$/ });
    const invoice = main.getByRole('row').filter({ hasText: name }).filter({ hasNot: creditNoteCell });
    await invoice.getByText('Envoyée').waitFor();
    const dialog = operator.getByRole('dialog');

    // A partial payment: what remains shows, the invoice waits for the rest.
    await invoice.getByRole('button', { name: /^Paiement/ }).click();
    await dialog.getByLabel('Montant TTC (€)').fill('abc');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.getByText(MESSAGES.payments.amountInvalid).waitFor();
    await expectNoAxeViolations(operator, 'operator, the payment dialog with its error');
    await dialog.getByLabel('Montant TTC (€)').fill('8,00');
    await dialog.getByLabel('Moyen de paiement').selectOption('Chèque');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await expectNotification(operator, MESSAGES.payments.paymentRecorded);
    await dialog.waitFor({ state: 'detached' });
    await invoice.getByText('En attente').waitFor();
    await invoice.getByText('10,00 €').waitFor();

    // A failed payment.
    await invoice.getByRole('button', { name: /^Échec/ }).click();
    await dialog.getByRole('button', { name: 'Enregistrer l’échec' }).click();
    await dialog.getByText(MESSAGES.payments.reasonRequired).waitFor();
    await expectNoAxeViolations(operator, 'operator, the failure dialog with its error');
    await dialog.getByLabel('Motif').fill('Prélèvement rejeté');
    await dialog.getByRole('button', { name: 'Enregistrer l’échec' }).click();
    await expectNotification(operator, MESSAGES.payments.failureRecorded);
    await invoice.getByText('Échec', { exact: true }).waitFor();

    // A credit note of 5,00 € HT (6,00 € TTC), confirmed: its row appears, 4,00 € remain.
    await invoice.getByRole('button', { name: /^Avoir/ }).click();
    await dialog.getByLabel('Montant HT de l’avoir (€)').fill('5');
    await dialog.getByLabel('Motif').fill('Geste commercial');
    await expectNoAxeViolations(operator, 'operator, the credit note dialog');
    await dialog.getByRole('button', { name: 'Émettre l’avoir' }).click();
    await dialog.getByText(/Émettre un avoir de 5,00\s€ HT/).waitFor();
    await expectNoAxeViolations(operator, 'operator, the credit note confirmation');
    await dialog.getByRole('button', { name: 'Confirmer l’avoir' }).click();
    await expectNotification(operator, MESSAGES.payments.creditNoteCreated);
    const creditNote = main.getByRole('row').filter({ hasText: name }).filter({ has: creditNoteCell });
    await creditNote.getByText('6,00 €').waitFor();
    await invoice.getByText('4,00 €').waitFor();

    // The rest (the amount offered is what remains): paid.
    await invoice.getByRole('button', { name: /^Paiement/ }).click();
    expect(await dialog.getByLabel('Montant TTC (€)').inputValue()).toBe('4,00');
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await invoice.getByText('Payée').waitFor();
    expect(await invoice.getByRole('button', { name: /^Paiement/ }).count()).toBe(0);

    // The invoice's PDF, as the operator opens it.
    const pdfUrl = await invoice.getByRole('link', { name: /PDF/ }).getAttribute('href');
    const pdf = await operator.request.get(pdfUrl!, { headers: { origin: server.baseUrl } });
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await invoice.getByRole('button', { name: /Détails/ }).click();
    await dialog.getByText(/Paiement de 8,00\s€/).waitFor();
    await dialog.getByText(/Échec le .* : Prélèvement rejeté/).waitFor();
    await expectNoAxeViolations(operator, 'operator, the paid invoice with its payments');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import {
  INVOICES_CSV_HEADER,
  INVOICES_CSV_OPERATOR_HEADER,
  MESSAGES,
  parisDateOf,
  previousPeriod,
} from '@tourneo/domain';
import { launchBrowser, logIn, newPage, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, expectNotification, newCompany } from './support/settings.ts';
import { E2E_OPERATOR_ENV } from './support/operator.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * One agent for the company on `page`, then the operator (signed in on a page of its own) issues
 * the invoices of the month in progress (allowed, to close an account): the company's among them.
 */
async function invoiceMonthInProgress(page: Page) {
  await callApi(page, 'POST', '/agents/create', {
    name: 'Julie Martin',
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password: 'secret-agent',
  });
  const operator = await newPage(browser);
  await logIn(operator, E2E_OPERATOR_ENV.OPERATOR_NAME, E2E_OPERATOR_ENV.OPERATOR_PASSWORD);
  const period = parisDateOf(new Date()).slice(0, 7);
  const generated = await callApi(operator, 'POST', '/payments/generate-all-invoices', { period });
  expect((generated.data as { summary: { success: number } }).summary.success).toBeGreaterThanOrEqual(1);
  return { operator, period };
}

/** Follows the invoices' export link from the keyboard; answers the file's name and lines. */
async function downloadInvoices(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: MESSAGES.exports.invoices }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  return { name: file.suggestedFilename(), lines: (await readFile(await file.path(), 'utf8')).split('\r\n') };
}

/*
 * Paiements (issue 22): a Business company with one agent and its legal identity is invoiced for
 * the month in progress (allowed, to close an account) by the operator; the company opens its
 * invoice, its details and its PDF; the operator's dashboard draws its charts with data.
 */
describe('Paiements', () => {
  it('invoices a company, shows the invoice, its lines and its PDF, and draws the charts', async () => {
    const { page, name } = await newCompany(browser);
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    // 'Mon abonnement': the identity written on the company's invoices.
    await page.reload();
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
    const { operator, period } = await invoiceMonthInProgress(page);

    // The operator's back office: every company's invoices.
    await operator.reload();
    const operatorMain = operator.getByRole('main');
    await operatorMain.getByRole('heading', { name: 'Paiements' }).waitFor();
    await operatorMain.getByRole('row').filter({ hasText: name }).waitFor();
    await expectNoAxeViolations(operator, 'operator, Factures');
    // The operator's CSV: every company's invoices, each with its company's name.
    const everyInvoice = await downloadInvoices(operator);
    expect(everyInvoice.lines[0]).toBe(`\uFEFF${INVOICES_CSV_OPERATOR_HEADER.join(';')}`);
    expect(everyInvoice.lines.some((line) => line.split(';')[1] === name)).toBe(true);
    // Any month, chosen in the back office: the month in progress again issues nothing twice.
    const month = operatorMain.getByLabel('Mois à facturer');
    expect(await month.inputValue()).toBe(previousPeriod(parisDateOf(new Date())));
    await month.selectOption(period);
    await operatorMain.getByRole('button', { name: 'Générer les factures du mois' }).click();
    await operator
      .getByText(`${MESSAGES.payments.generated} (${period})`, { exact: false })
      .first()
      .waitFor();
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
    const pdf = await page.request.get(pdfUrl!, { headers: ownOrigin() });
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
    const { page, name } = await newCompany(browser);
    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    await callApi(page, 'PUT', '/payments/legal-identity', {
      legal_name: `${name} SARL`,
      address: '5 avenue Jean Jaurès',
      postal_code: '69007',
      city: 'Lyon',
      siren: '987654321',
      vat_number: 'FR12987654321',
    });
    const { operator } = await invoiceMonthInProgress(page);
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
    const pdf = await operator.request.get(pdfUrl!, { headers: ownOrigin() });
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await invoice.getByRole('button', { name: /Détails/ }).click();
    await dialog.getByText(/Paiement de 8,00\s€/).waitFor();
    await dialog.getByText(/Échec le .* : Prélèvement rejeté/).waitFor();
    await expectNoAxeViolations(operator, 'operator, the paid invoice with its payments');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';

// Intl writes French amounts and counts with no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const planTagOf = (page: Page, entry: RegExp) =>
  menuOf(page).getByRole('button', { name: entry }).locator('[data-plan-tag]');

async function addAgents(page: Page, names: string[]) {
  for (const name of names) {
    await callApi(page, 'POST', '/agents/create', {
      name,
      postal_code: '75011',
      adresse: '12 rue Oberkampf, 75011 Paris',
      password: 'secret-agent',
    });
  }
}

/** Opens "Mon abonnement" from the side menu; answers the screen's main region. */
async function openPlanScreen(page: Page) {
  await menuOf(page).getByRole('button', { name: 'Mon abonnement' }).click();
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: 'Mon abonnement' }).waitFor();
  return main;
}

describe('plan screen', () => {
  it('shows the plan, its usage and price, and changes plan with the keyboard: the menu opens at once', async () => {
    const page = await newCompanyPage(browser);
    await addAgents(page, ['Julie Martin', 'Marc Petit']);
    await page.reload();
    const forms = menuOf(page).getByRole('button', { name: /Formulaires/ });
    await expect.poll(() => planTagOf(page, /Formulaires/).textContent()).toBe('Business');
    await expect(forms.isDisabled()).resolves.toBe(true);

    const main = await openPlanScreen(page);
    const current = main.getByRole('region', { name: 'Forfait Standard' });
    await current.waitFor();
    await expectNoAxeViolations(page, 'écran Mon abonnement');
    expect(plain(await current.getByTestId('usage-agents').textContent())).toBe('2 / 10 000');
    expect(plain(await current.getByTestId('usage-forms').textContent())).toBe('Non inclus');
    expect(plain(await current.getByTestId('current-monthly-price').textContent())).toContain(
      '20,00 € par mois pour 2 agents',
    );

    // Keyboard only: the upgrade button, then the dialog's confirmation.
    await main.getByRole('button', { name: 'Passer au forfait Business' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Changer de forfait' });
    await dialog.waitFor();
    expect(plain(await dialog.getByTestId('new-monthly-price').textContent())).toContain(
      'Nouveau prix : 30,00 € par mois pour 2 agents (15,00 € par agent et par mois',
    );
    await dialog.getByText('Formulaires personnalisés').waitFor();
    await expectNoAxeViolations(page, 'dialogue Changer de forfait');
    // The focus starts on "Annuler" (a stray Enter changes nothing); Tab reaches the confirmation.
    const isFocused = (name: string) =>
      dialog.getByRole('button', { name }).evaluate((button) => button === document.activeElement);
    await expect.poll(() => isFocused('Annuler')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused('Confirmer le changement')).toBe(true);
    await page.keyboard.press('Enter');
    await expectNotification(page, 'Vous êtes passé au forfait Business.');
    await dialog.waitFor({ state: 'hidden' });

    // The menu and the gates follow without reloading the page.
    await expect.poll(() => forms.isDisabled()).toBe(false);
    await expect(planTagOf(page, /Formulaires/).count()).resolves.toBe(0);
    await expect(planTagOf(page, /Import CSV/).count()).resolves.toBe(0);
    await expect(planTagOf(page, /Statistiques/).textContent()).resolves.toBe('Premium');
    await main.getByRole('region', { name: 'Forfait Business' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Forfait Business' }).waitFor();
    await forms.click();
    await main.getByRole('button', { name: 'Nouveau formulaire' }).waitFor();
  });

  it('leads from a locked section to the plans, and refuses a downgrade below usage with the reason', async () => {
    const page = await newCompanyPage(browser);
    await page.goto('/admin?section=forms');
    const main = page.getByRole('main');
    await main.getByText('Cette fonctionnalité nécessite le forfait Business ou supérieur').waitFor();
    await expectNoAxeViolations(page, 'section verrouillée');
    await main.getByRole('button', { name: 'Voir les forfaits' }).click();
    await main.getByRole('heading', { level: 1, name: 'Mon abonnement' }).waitFor();

    await callApi(page, 'POST', '/subscriptions/change-plan', { plan: 'business' });
    await callApi(page, 'POST', '/forms/create', {
      name: 'Relevé',
      description: '',
      fields: [{ field_type: 'text', field_name: 'index', field_label: 'Index', is_required: true }],
    });
    await page.reload();
    await openPlanScreen(page);
    await main.getByRole('region', { name: 'Forfait Business' }).waitFor();
    expect(plain(await main.getByTestId('usage-forms').textContent())).toBe('1 / 50');

    await main.getByRole('button', { name: 'Passer au forfait Standard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer de forfait' });
    await dialog.getByText('Fonctionnalités qui ne seront plus disponibles :').waitFor();
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain(
      'Impossible de passer au forfait Standard : vous avez 1 formulaire et ce forfait n’en permet aucun.',
    );
    await expect(dialog.getByRole('button', { name: 'Confirmer le changement' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await main.getByRole('region', { name: 'Forfait Business' }).waitFor();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { MESSAGES } from '@tourneo/domain';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface StoredAgent {
  name: string;
  adresse: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

const storedAgent = async (page: Page, name: string) => {
  const agents = (await callApi(page, 'POST', '/agents/get-all', {})) as unknown as StoredAgent[];
  return agents.find((agent) => agent.name === name);
};

async function openCreateAgent(page: Page) {
  await openSettings(page, 'Gérer les agents', 'Tous les agents');
  await page.getByRole('main').getByRole('button', { name: 'Ajouter un agent' }).click();
  return page.getByRole('dialog', { name: 'Créer un agent' });
}

describe("Saisie d'adresse", () => {
  it('chooses a suggestion with the keyboard: postal code and coordinates follow', async () => {
    const page = await newCompanyPage(browser);
    const dialog = await openCreateAgent(page);
    await dialog.getByLabel('Nom').fill('Léa Petit');

    // The label names the combobox; the list is closed.
    const address = dialog.getByRole('combobox', { name: 'Adresse' });
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(address.getAttribute('aria-haspopup')).resolves.toBe('listbox');

    await address.pressSequentially('8 rue Mercière 69002 Lyon');
    const list = page.getByRole('listbox', { name: 'Adresse' });
    await list.waitFor();
    await expect.poll(() => address.getAttribute('aria-expanded')).toBe('true');
    await expect(address.getAttribute('aria-controls')).resolves.toBe(await list.getAttribute('id'));
    const first = list.getByRole('option').first();
    const label = (await first.textContent())!;
    expect(label).toBe('8 rue Mercière, 69002 Lyon');
    await expectNoAxeViolations(page, 'address field with its suggestions');

    // Escape closes the list, not the popup; typing opens it again.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await address.press('End');
    await address.pressSequentially(' ');
    await list.waitFor();

    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => address.getAttribute('aria-activedescendant'))
      .toBe(await first.getAttribute('id'));
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    await expect(address.inputValue()).resolves.toBe(label);
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');
    const postalCode = label.match(/\b(\d{5})\b/)![1]!;
    await expect(dialog.getByLabel('Code postal').inputValue()).resolves.toBe(postalCode);
    // Enter chose the address: the popup is still open.
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByLabel(/^Mot de passe/).fill('secret-agent');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Agent créé avec succès');
    const agent = await storedAgent(page, 'Léa Petit');
    expect(agent).toMatchObject({ adresse: label, postal_code: postalCode });
    expect(agent!.latitude).toBeCloseTo(45.76, 1);
    expect(agent!.longitude).toBeCloseTo(4.83, 1);
  });

  it('still accepts an address typed freely, located by its postal code', async () => {
    const page = await newCompanyPage(browser);
    const dialog = await openCreateAgent(page);
    await dialog.getByLabel('Nom').fill('Marc Roux');
    const address = dialog.getByRole('combobox', { name: 'Adresse' });
    // Nothing found: said under the field, and no empty list announced as open.
    await address.pressSequentially('zzzqqq');
    await dialog.getByText('Aucune adresse trouvée').waitFor();
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');
    await expectNoAxeViolations(page, 'address field, nothing found');
    await address.fill('3 allée des Tilleuls');
    const postalCode = dialog.getByLabel('Code postal');
    await postalCode.fill('3300');
    await dialog.getByLabel(/^Mot de passe/).fill('secret-agent');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Le code postal doit contenir 5 chiffres').waitFor();
    await postalCode.fill('33000');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Agent créé avec succès');
    const agent = await storedAgent(page, 'Marc Roux');
    expect(agent).toMatchObject({ adresse: '3 allée des Tilleuls', postal_code: '33000' });
    expect(agent!.latitude).toBeCloseTo(44.84, 1);
    expect(agent!.longitude).toBeCloseTo(-0.58, 1);
  });

  it('saves an address picked in 75001 and one in 69001 at their own arrondissement', async () => {
    const page = await newCompanyPage(browser);
    const picks = [
      {
        name: 'Agent Louvre',
        typed: '2 rue de Rivoli 75001',
        label: '2 rue de Rivoli, 75001 Paris',
        at: [48.86, 2.34],
      },
      {
        name: 'Agent Terreaux',
        typed: '5 quai Saint-Vincent 69001 Lyon',
        label: '5 quai Saint-Vincent, 69001 Lyon',
        at: [45.77, 4.83],
      },
    ] as const;
    for (const pick of picks) {
      const dialog = await openCreateAgent(page);
      await dialog.getByLabel('Nom').fill(pick.name);
      const address = dialog.getByRole('combobox', { name: 'Adresse' });
      await address.pressSequentially(pick.typed);
      const option = page.getByRole('listbox', { name: 'Adresse' }).getByRole('option', { name: pick.label });
      await option.click();
      await expect(address.inputValue()).resolves.toBe(pick.label);
      const postalCode = pick.label.match(/\b(\d{5})\b/)![1]!;
      await expect(dialog.getByLabel('Code postal').inputValue()).resolves.toBe(postalCode);
      await dialog.getByLabel(/^Mot de passe/).fill('secret-agent');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expectNotification(page, 'Agent créé avec succès');
      await dialog.waitFor({ state: 'detached' });
      const agent = await storedAgent(page, pick.name);
      expect(agent).toMatchObject({ adresse: pick.label, postal_code: postalCode });
      // Within about 1 km of the arrondissement's centre.
      expect(Math.abs(agent!.latitude! - pick.at[0])).toBeLessThan(0.01);
      expect(Math.abs(agent!.longitude! - pick.at[1])).toBeLessThan(0.015);
    }
  });

  it('flags a postal code that is not the commune written, asks for one when a city has several', async () => {
    const page = await newCompanyPage(browser);
    const dialog = await openCreateAgent(page);
    await dialog.getByLabel('Nom').fill('Agent Perdu');
    const address = dialog.getByRole('combobox', { name: 'Adresse' });
    await address.pressSequentially('12 rue de la Paix Paris');
    await dialog.getByText(MESSAGES.geo.postalCodeNeeded('Paris')).waitFor();
    await expect(address.getAttribute('aria-expanded')).resolves.toBe('false');

    await address.fill('3 place Bellecour, 75001 Lyon');
    const mismatch = MESSAGES.geo.postalCodeNotInCommune('75001', 'Lyon');
    await dialog.getByText(mismatch).waitFor();
    await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog.getByLabel('Code postal').inputValue()).resolves.toBe('75001');
    await expectNoAxeViolations(page, 'address field, postal code of another commune');
    await dialog.getByLabel(/^Mot de passe/).fill('secret-agent');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, mismatch);
    expect(await storedAgent(page, 'Agent Perdu')).toBeUndefined();

    // The right postal code clears the flag and saves in Lyon.
    await address.fill('3 place Bellecour, 69002 Lyon');
    await dialog.getByLabel('Code postal').fill('69002');
    await expect.poll(() => address.getAttribute('aria-invalid')).not.toBe('true');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Agent créé avec succès');
    const agent = await storedAgent(page, 'Agent Perdu');
    expect(agent).toMatchObject({ postal_code: '69002' });
    expect(agent!.latitude).toBeCloseTo(45.75, 1);
  });
});

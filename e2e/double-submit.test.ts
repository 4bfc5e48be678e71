import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Holds every creation request to `path` for a moment, as a slow network would, and records the
 * Idempotency-Key of each one.
 */
async function slowDown(page: Page, path: string): Promise<(string | undefined)[]> {
  const keys: (string | undefined)[] = [];
  await page.route(`**${path}`, async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    await sleep(600);
    await route.continue();
  });
  return keys;
}

/** Double-clicks Enregistrer; the button shows its loader (disabled) while the request runs. */
async function doubleClickSave(page: Page) {
  const save = page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' });
  await save.dblclick();
  await expect.poll(() => save.isDisabled()).toBe(true);
}

const countOf = async (page: Page, path: string) =>
  ((await callApi(page, 'POST', path, {})) as unknown as unknown[]).length;

describe('double-clicking Enregistrer creates one row', () => {
  it('for an agent', async () => {
    const page = await newCompanyPage(browser);
    await openSettings(page, 'Gérer les agents', 'Tous les agents');
    const keys = await slowDown(page, '/agents/create');
    await page.getByRole('main').getByRole('button', { name: 'Ajouter un agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un agent' });
    await dialog.getByLabel('Nom').fill('Julie Martin');
    await dialog.getByRole('combobox', { name: 'Adresse' }).fill('12 rue Oberkampf, 75011 Paris');
    await dialog.getByLabel('Code postal').fill('75011');
    await dialog.getByLabel(/^Mot de passe/).fill('secret-agent');
    await doubleClickSave(page);
    await expectNotification(page, 'Agent créé avec succès');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('main').getByRole('listitem', { name: 'Julie Martin' }).waitFor();
    expect(await countOf(page, '/agents/get-all')).toBe(1);
    // The form sent one request, with a UUID key.
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('for an operation', async () => {
    const page = await newCompanyPage(browser);
    await openSettings(page, 'Créer opération', "Tous les Types d'Opérations");
    await slowDown(page, '/operations/new-operation');
    await page.getByRole('main').getByRole('button', { name: 'Ajouter une opération' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer une opération' });
    await dialog.getByLabel("Nom de l'opération").fill('Ramonage');
    await doubleClickSave(page);
    await expectNotification(page, 'Opération créée avec succès');
    await dialog.waitFor({ state: 'detached' });
    expect(await countOf(page, '/operations/get-all')).toBe(1);
  });

  it('for a partner, and a second submission after success creates a second one', async () => {
    const page = await newCompanyPage(browser);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Partenaires' })
      .click();
    await page.getByRole('main').getByRole('heading', { name: 'Partenaires' }).waitFor();
    const keys = await slowDown(page, '/partenaires/new-partenaire');
    const createPartner = async (nom: string) => {
      await page.getByRole('button', { name: 'Nouveau partenaire' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau partenaire' });
      await dialog.getByLabel('Nom').fill(nom);
      await dialog.getByLabel('Email').fill('envoi@agence.fr');
      await dialog.getByLabel('Téléphone').fill('03 20 00 00 00');
      await dialog.getByLabel('Serveur SMTP').fill('smtp.agence.fr');
      await dialog.getByLabel('Mot de passe du mail').fill('secret');
      await doubleClickSave(page);
      await expectNotification(page, 'Partenaire ajouté avec succès');
      await dialog.waitFor({ state: 'detached' });
    };
    await createPartner('Agence Nord');
    expect(await countOf(page, '/partenaires/get-all')).toBe(1);
    // Partners may share a name: the second form is a new creation with a new key.
    await createPartner('Agence Nord');
    expect(await countOf(page, '/partenaires/get-all')).toBe(2);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('a creation retried after its answer was lost creates one row', () => {
  it('for a partner: the retry carries the same key and gets the first answer', async () => {
    const page = await newCompanyPage(browser);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Partenaires' })
      .click();
    await page.getByRole('main').getByRole('heading', { name: 'Partenaires' }).waitFor();
    const keys: (string | undefined)[] = [];
    await page.route('**/partenaires/new-partenaire', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length === 1) {
        // The server creates the partner, but the answer never reaches the browser.
        expect((await route.fetch()).status()).toBe(201);
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Nouveau partenaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau partenaire' });
    await dialog.getByLabel('Nom').fill('Agence Sud');
    await dialog.getByLabel('Email').fill('envoi@agence.fr');
    await dialog.getByLabel('Téléphone').fill('03 20 00 00 00');
    await dialog.getByLabel('Serveur SMTP').fill('smtp.agence.fr');
    await dialog.getByLabel('Mot de passe du mail').fill('secret');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Erreur de connexion au serveur' }).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(page, 'Partenaire ajouté avec succès');
    await dialog.waitFor({ state: 'detached' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await countOf(page, '/partenaires/get-all')).toBe(1);
  });
});

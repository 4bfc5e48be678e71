import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, launchBrowser, logIn, newPage } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('visitor', () => {
  it('sees the home page with its two calls to action and reaches the login page', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    await expect(page.title()).resolves.toContain('Tournéo');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Demander une démo' }).getAttribute('href')).resolves.toBe(
      '/contact',
    );
    await header.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
  });

  it('is sent home from an unknown path', async () => {
    const page = await newPage(browser);
    await page.goto('/cette-page-n-existe-pas');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('is sent to the login page from /admin without a session', async () => {
    const page = await newPage(browser);
    await page.goto('/admin');
    await page.waitForURL('**/login');
  });
});

describe('login', () => {
  it('asks for both fields before calling the server', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Nom de la société').fill('demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Veuillez remplir tous les champs');
  });

  it("shows the server's error for a wrong password", async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Nom de la société').fill('demo');
    await page.getByLabel('Mot de passe').fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Nom de société ou mot de passe incorrect',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in, sees the menu, switches sections and logs out', async () => {
    const page = await newPage(browser);
    await logIn(page, DEMO.name, DEMO.password);
    await page.getByText('Connexion réussie').waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('heading', { name: 'Tournéo' }).waitFor();
    for (const group of ['Agents', 'Paramètres', 'Clients', 'Rapports', 'Finance']) {
      await menu.getByRole('button', { name: group, exact: true }).waitFor();
    }
    await menu.getByRole('button', { name: 'Julien Moreau' }).waitFor();
    // Default section: the client list.
    await page.getByRole('main').getByRole('heading', { name: 'Liste clients' }).waitFor();
    await menu.getByRole('button', { name: 'Rôles' }).click();
    await page.getByRole('main').getByRole('heading', { name: 'Rôles' }).waitFor();
    await expect(page.getByRole('main').textContent()).resolves.toContain('bientôt disponible');
    await menu.getByRole('button', { name: 'Sophie Laurent' }).click();
    await page.getByRole('main').getByRole('heading', { name: 'Calendrier de Sophie Laurent' }).waitFor();
    // Premium demo company: gated entries are enabled.
    await expect(menu.getByRole('button', { name: 'Formulaires' }).isDisabled()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.goto('/admin');
    await page.waitForURL('**/login');
  });
});

describe('registration', () => {
  it('registers a company whose standard plan shows gated entries disabled with a PREMIUM tag', async () => {
    const page = await newPage(browser);
    const name = `Société ${randomUUID().slice(0, 8)}`;
    await page.goto('/register');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Veuillez remplir tous les champs');
    await page.getByLabel('Nom de la société').fill(name);
    await page.getByLabel('Mot de passe').fill('mot-de-passe-solide');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain(
      'Company registered successfully!',
    );

    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Veuillez remplir tous les champs',
    );

    await logIn(page, name, 'mot-de-passe-solide');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const forms = menu.getByRole('button', { name: /Formulaires/ });
    await forms.waitFor();
    await expect(forms.isDisabled()).resolves.toBe(true);
    await expect(forms.textContent()).resolves.toContain('PREMIUM');
    for (const entry of ['Import CSV', 'Statistiques', 'Analytics Avancé', 'Facturation', 'Paiements']) {
      await expect(menu.getByRole('button', { name: new RegExp(entry) }).isDisabled()).resolves.toBe(true);
    }
    await expect(menu.getByRole('button', { name: 'Liste clients' }).isDisabled()).resolves.toBe(false);
    await menu.getByText('Aucun agent').waitFor();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, featureMissingMessage } from '@tourneo/domain';
import type { Browser, Route } from 'playwright-core';
import { DEMO, consoleErrorsOf, launchBrowser, logIn, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';

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
    expect(consoleErrorsOf(page)).toEqual([]);
    await header.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await expectNoAxeViolations(page, 'login page');
  });

  it('is sent home from an unknown path', async () => {
    const page = await newPage(browser);
    await page.goto('/cette-page-n-existe-pas');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("opens the agents' app", async () => {
    const page = await newPage(browser);
    await page.goto('/agent');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page, "agents' app");
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
    await expectNoAxeViolations(page, 'login page with its error');
  });

  it("shows the server's error for a wrong password", async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Nom de la société').fill('demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Nom de société ou mot de passe incorrect',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('logs in, sees the menu, switches sections and logs out', async () => {
    const page = await newPage(browser);
    await logIn(page, DEMO.name, DEMO.password);
    // The notification closes by itself (closing starts at 1.7 s, removed at 2 s).
    const notification = page.getByText('Connexion réussie');
    await notification.waitFor();
    await notification.waitFor({ state: 'detached', timeout: 4000 });
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('heading', { name: 'Tournéo' }).waitFor();
    for (const group of ['Agents', 'Paramètres', 'Clients', 'Rapports', 'Finance']) {
      await menu.getByRole('button', { name: group, exact: true }).waitFor();
    }
    await menu.getByRole('button', { name: 'Julien Moreau' }).waitFor();
    // Default section: the client list.
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Liste clients' }).waitFor();
    await expectNoAxeViolations(page, 'back office, client list (premium plan)');
    await menu.getByRole('button', { name: 'Statistiques' }).click();
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Statistiques' }).waitFor();
    // Every entry of the menu is built now: no section says 'bientôt disponible' any more.
    await expect(page.getByRole('main').textContent()).resolves.not.toContain('bientôt disponible');
    await expectNoAxeViolations(page, 'back office, statistics');
    await menu.getByRole('button', { name: 'Sophie Laurent' }).click();
    await page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: 'Sophie Laurent', exact: true })
      .waitFor();
    await expectNoAxeViolations(page, "back office, an agent's calendar");
    // Premium demo company: gated entries are enabled.
    await expect(menu.getByRole('button', { name: 'Formulaires' }).isDisabled()).resolves.toBe(false);

    expect(consoleErrorsOf(page)).toEqual([]);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.goto('/admin');
    await page.waitForURL('**/login');
  });
});

describe('signed in', () => {
  it('is sent from /login and /register to the back office, by the server and inside the app', async () => {
    const page = await newPage(browser);
    await logIn(page, DEMO.name, DEMO.password);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Liste clients' }).waitFor();
    // Back in the history to the login page: the app moves on to the back office.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Liste clients' }).waitFor();
    for (const path of ['/login', '/register']) {
      const response = await page.goto(path);
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}$`));
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Liste clients' }).waitFor();
    }
    await expect(page.getByRole('button', { name: 'Se connecter' }).count()).resolves.toBe(0);
    expect(consoleErrorsOf(page)).toEqual([]);
  });
});

describe('registration', () => {
  it('registers a company whose standard plan shows gated entries disabled, tagged with the plan that opens them', async () => {
    const page = await newPage(browser);
    const name = `Société ${randomUUID().slice(0, 8)}`;
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: 'Créer un compte société' }).waitFor();
    await expectNoAxeViolations(page, 'registration page');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Veuillez remplir tous les champs');
    await expectNoAxeViolations(page, 'registration page with its error');
    await page.getByLabel('Nom de la société').fill(name);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    // Registered is signed in: on to the back office's first steps (e2e/first-steps.test.ts).
    await page.waitForURL('**/admin?section=premiersPas');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Premiers pas' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const forms = menu.getByRole('button', { name: /Formulaires/ });
    await forms.waitFor();
    await expect(forms.isDisabled()).resolves.toBe(true);
    await expect(forms.locator('[data-plan-tag]').textContent()).resolves.toBe('Business');
    await expect(
      menu
        .getByRole('button', { name: /Statistiques/ })
        .locator('[data-plan-tag]')
        .textContent(),
    ).resolves.toBe('Premium');
    for (const entry of ['Import CSV', 'Statistiques', 'Analytics Avancé', 'Facturation', 'Paiements']) {
      await expect(menu.getByRole('button', { name: new RegExp(entry) }).isDisabled()).resolves.toBe(true);
    }
    await expect(menu.getByRole('button', { name: 'Liste clients' }).isDisabled()).resolves.toBe(false);
    await menu.getByText('Aucun agent').waitFor();
    await expectNoAxeViolations(page, 'back office on a standard plan (plan tags)');
    await page.goto('/admin?section=forms');
    await page.getByText(featureMissingMessage('form_creation')).waitFor();
    await expectNoAxeViolations(page, 'back office, a section the plan lacks');
  });
});

describe('login and registration without an answer from the server', () => {
  // Spec 2 §8 (Login): no server message (no answer, or a proxy's page) → the spec's sentence.
  const failures = [
    ['the network fails', (route: Route) => route.abort('internetdisconnected')],
    [
      'a proxy answers 502 with its own page',
      (route: Route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    ],
  ] as const;

  it.each(failures)(
    "a login shows 'Une erreur est survenue lors de la connexion' when %s",
    async (_, fail) => {
      const page = await newPage(browser);
      await page.route('**/admin/login', fail);
      await page.goto('/login');
      await page.getByLabel('Nom de la société').fill(DEMO.name);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.auth.connectionFailed);
      expect(new URL(page.url()).pathname).toBe('/login');
      await expectNoAxeViolations(page, 'login page, no answer from the server');
    },
  );

  it.each(failures)(
    "a registration shows 'Une erreur est survenue lors de la connexion' when %s",
    async (_, fail) => {
      const page = await newPage(browser);
      await page.route('**/admin/register', fail);
      await page.goto('/register');
      await page.getByLabel('Nom de la société').fill(`Société ${randomUUID().slice(0, 8)}`);
      await page.getByLabel('Mot de passe', { exact: true }).fill('mot-de-passe-solide');
      await page.getByRole('button', { name: 'Créer le compte' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(MESSAGES.auth.connectionFailed);
      await expectNoAxeViolations(page, 'registration page, no answer from the server');
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { expectNoAxeViolations, formatViolations } from './support/axe.ts';

const MESSAGES = {
  missingFields: 'Merci de remplir nom, email et message.',
  success: 'Message envoyé. Nous vous répondons rapidement.',
  sendError: "Erreur d'envoi",
  sending: 'Envoi en cours...',
};

const PAGES = [
  { path: '/', heading: /Planifiez les interventions/ },
  { path: '/fonctionnalites', heading: /Tout ce qu’il faut/ },
  { path: '/solutions', heading: /Une réponse pour chaque métier/ },
  { path: '/tarifs', heading: /Un prix par agent/ },
  { path: '/temoignages', heading: /200 clients, 12 camionnettes/ },
  { path: '/faq', heading: 'Questions fréquentes' },
  { path: '/privacy', heading: 'Politique de confidentialité' },
  { path: '/contact', heading: /Demander une démo ou nous écrire/ },
] as const;

// Intl writes French amounts with no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();
/**
 * The back office's and the agent app's chunks. Rollup names a shared chunk after one of its
 * modules: a domain file whose name starts with one of these words would look like one (the
 * agents' invitation texts live in `messages/invitations-fr.ts` for that reason).
 */
const BACK_OFFICE_ASSET = /\/assets\/(app|admin|agent|coming-soon)-/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const contactCalls = (requests: Request[]) =>
  requests.filter((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');

describe('marketing pages', () => {
  it('speak to buyers without technical jargon', async () => {
    for (const { path } of PAGES) {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } })).text();
      expect(html, path).not.toMatch(/argon2|HttpOnly|haché|PostgreSQL|pré-rendu|jeton|serveurs sans état/i);
    }
  });

  it('serves every page as prerendered HTML with its title, description, canonical and Open Graph tags', async () => {
    for (const { path } of PAGES) {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      // Compressed at build time, served as is.
      expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]*Tournéo[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<h1>');
      expect(html).not.toMatch(BACK_OFFICE_ASSET);
    }
  });

  it('navigates through the header, footer and calls to action without loading back-office code', async () => {
    const page = await newPage(browser);
    const requests = recordRequests(page);
    await page.goto('/');
    await expectNoAxeViolations(page, 'home page');
    const header = page.getByRole('banner');
    const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const { label, path, heading } of [
      { label: 'Fonctionnalités', ...PAGES[1] },
      { label: 'Solutions', ...PAGES[2] },
      { label: 'Tarifs', ...PAGES[3] },
      { label: 'Études de cas', ...PAGES[4] },
      { label: 'FAQ', ...PAGES[5] },
    ]) {
      await mainNav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title()).toContain('Tournéo');
      await expectNoAxeViolations(page, `page ${path}`);
    }
    const footer = page.getByRole('navigation', { name: 'Liens de pied de page' });
    await footer.getByRole('link', { name: 'Confidentialité' }).click();
    await page.waitForURL('**/privacy');
    await page.getByText('22/08/2025').waitFor();
    await expectNoAxeViolations(page, 'page /privacy');
    await footer.getByRole('link', { name: 'Accueil' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('link', { name: 'Planifier une démo' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { level: 1, name: PAGES[7].heading }).waitFor();
    await expectNoAxeViolations(page, 'page /contact');
    await header.getByRole('link', { name: 'Tournéo, accueil' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header.getByRole('link', { name: 'Demander une démo' }).click();
    await page.waitForURL('**/contact');
    const siteUrls = requests.map((request) => request.url());
    expect(siteUrls.some((url) => url.includes('/assets/site-'))).toBe(true);
    expect(siteUrls.filter((url) => BACK_OFFICE_ASSET.test(url))).toEqual([]);
    await header.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL('**/login');
  });

  it('shows the case study figures, ten FAQ questions and native accordions', async () => {
    const page = await newPage(browser);
    await page.goto('/temoignages');
    const text = plain(await page.locator('main').textContent());
    for (const figure of [
      '200 clients',
      '12 camionnettes',
      '60 % par e-mail',
      '28 % par SMS',
      '8 % par téléphone',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('4 % sans réponse ou annulés');

    await page.goto('/faq');
    const questions = page.locator('main details');
    expect(await questions.count()).toBe(10);
    const first = questions.first();
    expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
    await first.locator('summary').click();
    expect(await first.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    await expectNoAxeViolations(page, 'page /faq with a question open');
  });
});

describe('unknown paths', () => {
  it('are sent home by the server', async () => {
    const page = await newPage(browser);
    await page.goto('/cette-page-n-existe-pas');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: PAGES[0].heading }).waitFor();
  });

  it('are replaced by the home page in the history inside the site', async () => {
    const page = await newPage(browser);
    await page.goto('/faq');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nulle-part');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goBack();
    await page.waitForURL('**/faq');
  });
});

describe('pricing calculator', () => {
  it.each([
    ['0', '1 agent', '10,00 €', '15,00 €', '25,00 €'],
    ['', '1 agent', '10,00 €', '15,00 €', '25,00 €'],
    ['abc', '1 agent', '10,00 €', '15,00 €', '25,00 €'],
    ['1', '1 agent', '10,00 €', '15,00 €', '25,00 €'],
    ['12', '12 agents', '120,00 €', '180,00 €', '300,00 €'],
    ['10000', '10 000 agents', '100 000,00 €', '150 000,00 €', '250 000,00 €'],
  ])('prices %j agents as %s: %s, %s and %s per month', async (input, count, standard, business, premium) => {
    const page = await newPage(browser);
    await page.goto('/tarifs');
    await page.getByLabel('Nombre d’agents').fill(input);
    await expect.poll(async () => plain(await page.getByTestId('agent-count').textContent())).toBe(count);
    expect(plain(await page.getByTestId('plan-total-standard').textContent())).toBe(standard);
    expect(plain(await page.getByTestId('plan-total-business').textContent())).toBe(business);
    expect(plain(await page.getByTestId('plan-total-premium').textContent())).toBe(premium);
    await expect(page.getByTestId('beyond-range').count()).resolves.toBe(0);
  });

  it('beyond 10 000 agents shows the count typed and prices only the unlimited Premium, for that count', async () => {
    const page = await newPage(browser);
    await page.goto('/tarifs');
    await page.getByLabel('Nombre d’agents').fill('10001');
    await page.getByTestId('beyond-range').getByRole('link', { name: 'contactez-nous' }).waitFor();
    expect(plain(await page.getByTestId('agent-count').textContent())).toBe('10 001 agents');
    expect(plain(await page.getByTestId('plan-total-standard').textContent())).toBe('jusqu’à 10 000 agents');
    expect(plain(await page.getByTestId('plan-total-business').textContent())).toBe('jusqu’à 10 000 agents');
    expect(plain(await page.getByTestId('plan-total-premium').textContent())).toBe('250 025,00 €');
    expect(plain(await page.getByTestId('beyond-range').textContent())).toContain('seul le forfait Premium');
    await expectNoAxeViolations(page, 'calculateur au-delà de 10 000 agents');
  });

  it.each([
    ['1.5', '1 agent', '1.5 compte pour 1 agent'],
    ['2,5', '2 agents', '2,5 compte pour 2 agents'],
    ['12abc', '1 agent', 'Saisissez un nombre entier d’agents'],
  ])('counts %j as %s and says why in French', async (input, count, hint) => {
    const page = await newPage(browser);
    await page.goto('/tarifs');
    await page.getByLabel('Nombre d’agents').fill(input);
    await expect.poll(async () => plain(await page.getByTestId('agent-count').textContent())).toBe(count);
    expect(plain(await page.getByTestId('agent-count-hint').textContent())).toContain(hint);
    // The hint describes the field, for screen readers.
    const describedBy = await page.getByLabel('Nombre d’agents').getAttribute('aria-describedby');
    expect(await page.getByTestId('agent-count-hint').getAttribute('id')).toBe(describedBy);
  });

  it('shows every plan by its catalogue name, the usage fees and the comparison table', async () => {
    const page = await newPage(browser);
    await page.goto('/tarifs');
    const text = plain(await page.locator('main').textContent());
    for (const name of ['Standard', 'Business', 'Premium']) {
      await page.getByRole('heading', { level: 3, name: `Forfait ${name}` }).waitFor();
    }
    expect(text).toContain('10,00 € par agent et par mois');
    expect(text).toContain('15,00 € par agent et par mois');
    expect(text).toContain('25,00 € par agent et par mois');
    expect(text).not.toContain('Forfait 1');
    expect(text).not.toContain('Forfait 2');
    expect(text).toContain('0,80 € par rendez-vous confirmé par e-mail');
    expect(text).toContain('0,80 € par rendez-vous confirmé par SMS');
    const row = page.getByRole('table').getByRole('row', { name: /Formulaires personnalisés/ });
    expect((await row.getByRole('cell').allTextContents()).map(plain)).toEqual([
      '— Non inclus',
      '✓ Inclus',
      '✓ Inclus',
    ]);
    await expectNoAxeViolations(page, 'page /tarifs');
  });
});

describe('pricing on a narrow screen', () => {
  it('lets the keyboard reach and scroll the comparison table (axe scrollable-region-focusable)', async () => {
    // 320 px: the width WCAG's reflow criterion names; the table is wider and scrolls.
    const page = await newPage(browser, { viewport: { width: 320, height: 740 } });
    await page.goto('/tarifs');
    const table = page.getByRole('table');
    await table.waitFor();
    const scroller = table.locator('xpath=..');
    const isScrollable = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(isScrollable).toBe(true);
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withRules(['scrollable-region-focusable'])
      .analyze();
    expect(violations, formatViolations('page /tarifs, 320 px', violations)).toEqual([]);
    await expectNoAxeViolations(page, 'page /tarifs, 320 px');

    // Reached with Tab from the top of the page, named for screen readers, scrolled with the arrows.
    const region = page.getByRole('region', { name: 'Tableau de comparaison des forfaits' });
    const isRegionFocused = () => region.evaluate((element) => element === document.activeElement);
    let presses = 0;
    while (!(await isRegionFocused()) && presses < 100) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await isRegionFocused()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

describe('contact form', () => {
  async function fillContact(
    page: Page,
    values: { name?: string; email?: string; subject?: string; message?: string },
  ) {
    if (values.name !== undefined) {
      await page.getByLabel('Nom').fill(values.name);
    }
    if (values.email !== undefined) {
      await page.getByLabel('Email').fill(values.email);
    }
    if (values.subject !== undefined) {
      await page.getByLabel('Sujet').fill(values.subject);
    }
    if (values.message !== undefined) {
      await page.getByLabel('Message', { exact: true }).fill(values.message);
    }
  }
  const submit = (page: Page) => page.getByRole('button', { name: /Envoyer le message|Envoi en cours/ });

  it('sends the message once, shows the sending state, then clears the form and confirms', async () => {
    const page = await newPage(browser);
    const requests = recordRequests(page);
    await page.goto('/contact');
    // Hold the answer a moment to see the sending state and try a second submit.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await fillContact(page, {
      name: 'Léa Martin',
      email: 'lea@example.fr',
      subject: 'Démo',
      message: '12 techniciens',
    });
    await submit(page).click();
    const button = page.getByRole('button', { name: MESSAGES.sending });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.locator('form').evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await page.getByRole('status').getByText(MESSAGES.success).waitFor();
    expect(contactCalls(requests)).toHaveLength(1);
    expect(JSON.parse(contactCalls(requests)[0]!.postData() ?? '{}')).toEqual({
      name: 'Léa Martin',
      email: 'lea@example.fr',
      subject: 'Démo',
      message: '12 techniciens',
    });
    expect(await page.getByLabel('Nom').inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await submit(page).textContent()).toBe('Envoyer le message');
    await expectNoAxeViolations(page, 'contact form after sending');
  });

  it('asks for name, e-mail and message without calling the server', async () => {
    const page = await newPage(browser);
    const requests = recordRequests(page);
    await page.goto('/contact');
    await fillContact(page, { name: 'Léa', subject: 'Sans e-mail', message: 'Bonjour' });
    await submit(page).click();
    await expect.poll(async () => page.getByRole('alert').textContent()).toBe(MESSAGES.missingFields);
    expect(contactCalls(requests)).toHaveLength(0);
    await expectNoAxeViolations(page, 'contact form with its error');
  });

  it('drops a submission with the honeypot filled: no call and no message', async () => {
    const page = await newPage(browser);
    const requests = recordRequests(page);
    await page.goto('/contact');
    await fillContact(page, { name: 'Robot', email: 'robot@example.fr', message: 'Achetez' });
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page).click();
    await page.waitForTimeout(500);
    expect(contactCalls(requests)).toHaveLength(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(plain(await page.getByRole('status').textContent())).toBe('');
  });

  it("shows the server's error, or 'Erreur d'envoi' when it gives none, in an alert", async () => {
    const page = await newPage(browser);
    await page.goto('/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Erreur serveur interne' }),
      }),
    );
    await fillContact(page, { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' });
    await submit(page).click();
    await expect.poll(async () => page.getByRole('alert').textContent()).toBe('Erreur serveur interne');
    // The form keeps what was typed, to try again.
    expect(await page.getByLabel('Nom').inputValue()).toBe('Léa');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await submit(page).click();
    await expect.poll(async () => page.getByRole('alert').textContent()).toBe(MESSAGES.sendError);
  });
});

describe('booking page', () => {
  it('opens from a booking link on its own light page', async () => {
    const page = await newPage(browser);
    const requests = recordRequests(page);
    await page.goto('/?token=lien-de-test');
    // An unknown token: the booking page's error state (e2e/booking.test.ts books with real links).
    await page.getByRole('heading', { level: 1, name: 'Lien de rendez-vous invalide' }).waitFor();
    expect(requests.map((request) => request.url()).filter((url) => BACK_OFFICE_ASSET.test(url))).toEqual([]);
    await expectNoAxeViolations(page, 'booking page');
  });
});

import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Under `scripts/test-at.sh` the test runner and the server run on a shifted clock (libfaketime,
 * `FAKETIME`). Chromium does not start with libfaketime loaded: it runs on the real clock and each
 * page gets the runner's shifted time through Playwright's clock instead (see `newPage`).
 */
const isClockShifted = Boolean(process.env.FAKETIME);

function environmentWithoutFaketime(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) {
      env[name] = value;
    }
  }
  return env;
}

/** Debian's Chromium, with the flags this machine needs (no network but loopback). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    ...(isClockShifted ? { env: environmentWithoutFaketime() } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const baseUrl = () => inject('baseUrl');

/**
 * Headers of a call made with `page.request` as the app's own pages make it: the server refuses a
 * state-changing call that carries the session cookie without its Origin (CSRF).
 */
export const ownOrigin = () => ({ origin: baseUrl() });

const consoleErrors = new WeakMap<Page, string[]>();

/**
 * A fresh browser context (its own cookies) and page; its console errors are collected. `options`
 * change the context's (a phone's viewport, motion allowed...).
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    // As many users set it: screens and dialogs appear without fading, so axe-core reads settled
    // colours (the theme respects it: Mantine's transitions, the import screen's entrance).
    reducedMotion: 'reduce',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    ...options,
  });
  if (isClockShifted) {
    // The page's clock starts at the runner's (shifted) now and flows from there.
    await context.clock.install({ time: Date.now() });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  consoleErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** Console errors seen so far on the page (content security policy violations, uncaught exceptions...). */
export function consoleErrorsOf(page: Page): string[] {
  return consoleErrors.get(page) ?? [];
}

/** Whether this element has the keyboard focus. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

export const DEMO = { name: 'demo', password: 'tourneo-demo' } as const;

export async function logIn(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nom de la société').fill(name);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/admin**');
}

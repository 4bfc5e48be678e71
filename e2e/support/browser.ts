import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Under `scripts/test-at.sh` the test runner and the server run on a clock shifted by
 * `FAKETIME` seconds (libfaketime, '+805060'). Chromium does not start with libfaketime loaded: it
 * runs on the real clock, and every document of a page gets the same shift through an init script
 * (see `newPage`). Playwright's `clock.install` is not used: each new document would start again
 * at the instant it was installed, falling behind the server a little more at each navigation.
 */
const clockShiftMs = /^[+-]\d+$/.test(process.env.FAKETIME ?? '') ? Number(process.env.FAKETIME) * 1000 : 0;
const isClockShifted = Boolean(process.env.FAKETIME);

/** Runs in the page: `Date` (and `Date.now`) read the real time plus `shiftMs`. */
function shiftPageClock(shiftMs: number): void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) {
        super(RealDate.now() + shiftMs);
      } else {
        super(...(args as [string]));
      }
    }

    static override now(): number {
      return RealDate.now() + shiftMs;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

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
    await context.addInitScript(shiftPageClock, clockShiftMs);
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

import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, logIn, newPage, ownOrigin } from './browser.ts';

/** A fresh company (standard plan), signed in on a new page: a clean slate for a settings screen. */
export async function newCompanyPage(browser: Browser): Promise<Page> {
  return (await newCompany(browser)).page;
}

/** A new company, signed in on a new page; its name is the agents' login too. */
export async function newCompany(browser: Browser): Promise<{ page: Page; name: string }> {
  const name = `Société ${randomUUID().slice(0, 8)}`;
  const password = 'mot-de-passe-solide';
  const response = await fetch(`${baseUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ company_name: name, company_password: password }),
  });
  if (response.status !== 201) {
    throw new Error(`registration failed: ${response.status}`);
  }
  const page = await newPage(browser);
  await logIn(page, name, password);
  return { page, name };
}

/** Opens a section of the side menu's "Paramètres" group. */
export async function openSettings(page: Page, entry: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: entry }).click();
  await page.getByRole('main').getByRole('heading', { name: heading }).waitFor();
}

/** Waits for a notification (Mantine renders them as alerts) with this exact text. */
export async function expectNotification(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).first().waitFor();
}

/** Calls the API with the page's session cookie. */
export async function callApi(page: Page, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await page.request.fetch(path, { method, data, headers: ownOrigin() });
  if (!response.ok()) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as Record<string, unknown>;
}

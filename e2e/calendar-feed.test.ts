import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { consoleErrorsOf, isFocused, launchBrowser, newPage } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNotification, newCompany, openSettings } from './support/settings.ts';
import { createAgents, createMission } from './support/calendar.ts';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

const m = CALENDAR_FEED_MESSAGES;
const t = AGENT_APP_MESSAGES;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe("an agent's calendar feed", () => {
  it('the planner shows and replaces the address; the agent finds it in the app; calendar apps read it', async () => {
    const { page, name: companyName } = await newCompany(browser);
    const { 'Julie Martin': agentId } = await createAgents(page, ['Julie Martin']);
    await createMission(page, 'Mme Durand', [{ dayIndex: 1, beginning: 4, ending: 8 }], [agentId!]);
    await openSettings(page, 'Gérer les agents', 'Tous les agents');

    // 'Lien d’agenda', from the keyboard.
    const open = page
      .getByRole('main')
      .getByRole('listitem', { name: 'Julie Martin' })
      .getByRole('button', { name: m.openLabel('Julie Martin') });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    const field = dialog.getByRole('textbox', { name: m.linkLabel });
    await expect.poll(() => field.inputValue()).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
    const first = await field.inputValue();
    await expectNoAxeViolations(page, `dialog "${m.dialogTitle}"`);

    // What a calendar app reads: the agent's session, in Paris time.
    const feed = await page.request.get(new URL(first).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('Intervention – Mme Durand');
    expect(ics).toContain('TZID=Europe/Paris');

    // A new address, after a confirmation: the old one stops working.
    await dialog.getByRole('button', { name: m.regenerate }).click();
    const confirm = page.getByRole('dialog', { name: m.regenerateTitle });
    await confirm.getByText(m.regenerateText).waitFor();
    await expectNoAxeViolations(page, `dialog "${m.regenerateTitle}"`);
    await confirm.getByRole('button', { name: m.regenerateConfirm }).click();
    await expectNotification(page, m.regenerated);
    await expect.poll(() => field.inputValue()).not.toBe(first);
    const renewed = await field.inputValue();
    expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
    expect((await page.request.get(new URL(renewed).pathname)).status()).toBe(200);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(open)).toBe(true);

    // The agent's phone: the schedule links to the feed's screen, which shows the same address.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await phone.goto('/agent');
    await phone.getByLabel(t.signIn.companyName).fill(companyName);
    await phone.getByLabel(t.signIn.agentName).fill('Julie Martin');
    await phone.getByLabel(t.signIn.password).fill('secret-agent');
    await phone.getByRole('button', { name: t.signIn.submit }).click();
    await phone.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    const link = phone.getByRole('link', { name: m.title });
    await link.focus();
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { level: 1, name: m.title }).waitFor();
    const own = phone.getByRole('textbox', { name: m.linkLabel });
    await expect.poll(() => own.inputValue()).toBe(renewed);
    expect(await phone.getByRole('link', { name: m.subscribe }).getAttribute('href')).toBe(
      renewed.replace(/^https?:/, 'webcal:'),
    );
    await phone.getByText(m.google).waitFor();
    await expectNoAxeViolations(phone, 'agent app, calendar feed');
    expect(new URL(phone.url()).pathname).toBe('/agent/agenda');
    await phone.getByRole('button', { name: m.back }).click();
    await phone.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
    expect(consoleErrorsOf(page)).toEqual([]);
    expect(consoleErrorsOf(phone)).toEqual([]);
  });
});

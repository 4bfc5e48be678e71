import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES, formatAppointmentDate, missionResponseSchema } from '@tourneo/domain';
import { AGENT_APP_MESSAGES as t } from '@tourneo/domain/messages/agent-app-fr';
import { MOBILE_MESSAGES as m } from '@tourneo/domain/messages/mobile-fr';
import { launchBrowser } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newPhonePage } from './support/booking.ts';
import { cell, createAgents, nextWeek, openNextWeek } from './support/calendar.ts';
import { callApi, expectNotification, newCompanyPage } from './support/settings.ts';

/**
 * Issue 39, point 2: the agent app starts a session on its day only; the planner allows an early
 * start in the mission popup. The session is next week's Tuesday: before its day whatever today
 * is (the app opens it by its address, next week being past the schedule's seven days).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const AGENT_NAME = 'Julie Martin';
/** The password `createAgents` gives. */
const PASSWORD = 'secret-agent';
const TUESDAY = nextWeek().days[1]!;
const refusal = m.startBeforeDay(formatAppointmentDate(TUESDAY));

async function signInAgent(page: Page, companyName: string) {
  await page.goto('/agent');
  await page.getByRole('heading', { level: 1, name: t.signIn.title }).waitFor();
  await page.getByLabel(t.signIn.companyName).fill(companyName);
  await page.getByLabel(t.signIn.agentName).fill(AGENT_NAME);
  await page.getByLabel(t.signIn.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await page.getByRole('heading', { level: 1, name: t.schedule.title }).waitFor();
}

describe("'Démarrer' before the session's day", () => {
  it('is disabled with its reason; the planner allows it in the mission popup; a queued start refused on replay is shown', async () => {
    const planner = await newCompanyPage(browser);
    const { admin } = (await (await planner.request.get('/api/session')).json()) as {
      admin: { company_name: string };
    };
    const agentId = (await createAgents(planner, [AGENT_NAME]))[AGENT_NAME]!;
    const client = `Dupont ${randomUUID().slice(0, 6)}`;
    const created = missionResponseSchema.parse(
      await callApi(planner, 'POST', '/api/rdv-unified', {
        client_name: client,
        adresse: '5 rue de la Roquette, 75011 Paris',
        sessions: [{ date: TUESDAY, beginning: 4, ending: 8, agents: [{ agent_id: agentId }] }],
      }),
    ).data;
    const sessionId = created.sessions[0]!.session_id;

    // The agent opens next week's session: 'Démarrer' is there but disabled, its reason beside it.
    const phone = await newPhonePage(browser);
    const starts: string[] = [];
    phone.on('request', (request) => {
      if (request.url().endsWith(`/mobile/sessions/${sessionId}/start`)) {
        starts.push(request.url());
      }
    });
    await signInAgent(phone, admin.company_name);
    await phone.goto(`/agent/sessions/${sessionId}`);
    await phone.getByRole('heading', { level: 1, name: client }).waitFor();
    const start = phone.getByRole('button', { name: t.session.start });
    await phone.getByText(refusal).waitFor();
    expect(await start.getAttribute('aria-disabled')).toBe('true');
    // Reached by the keyboard, the reason read with it; Enter starts nothing.
    for (
      let step = 0;
      step < 30 && !(await start.evaluate((button) => button === document.activeElement));
      step += 1
    ) {
      await phone.keyboard.press('Tab');
    }
    expect(await start.evaluate((button) => button === document.activeElement)).toBe(true);
    const describedBy = (await start.getAttribute('aria-describedby'))!;
    expect((await phone.locator(`#${describedBy}`).textContent())?.trim()).toBe(refusal);
    await phone.keyboard.press('Enter');
    // A tap too (Playwright waits for an enabled button: `force` taps it as a finger would).
    await start.click({ force: true });
    expect(starts).toEqual([]);
    await expectNoAxeViolations(phone, "agent session before its day, 'Démarrer' disabled");

    // The planner ticks « Autoriser le démarrage avant le jour prévu » in the mission popup.
    await openNextWeek(planner, AGENT_NAME);
    await cell(planner, 1, 4).dblclick();
    const dialog = planner.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await dialog.waitFor();
    const allow = dialog.getByRole('checkbox', { name: MESSAGES.missions.earlyStartAllowed });
    expect(await allow.isChecked()).toBe(false);
    await expectNoAxeViolations(planner, 'mission popup with the early start checkbox');
    await allow.focus();
    await planner.keyboard.press('Space');
    expect(await allow.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectNotification(planner, MESSAGES.missions.sessionUpdated);
    await dialog.waitFor({ state: 'detached' });

    // The agent's app, reloaded: 'Démarrer' is enabled. Offline, the start is queued...
    await phone.reload();
    await phone.getByRole('heading', { level: 1, name: client }).waitFor();
    await expect.poll(() => start.getAttribute('aria-disabled')).toBeNull();
    expect(await phone.getByText(refusal).count()).toBe(0);
    await phone.context().setOffline(true);
    await start.click();
    await phone
      .getByTestId('pending-count')
      .filter({ hasText: t.sync.pending(1) })
      .waitFor();

    // ...the planner withdraws the allowance meanwhile: the replay is refused and shown, not dropped.
    await callApi(planner, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, { early_start_allowed: false });
    await phone.context().setOffline(false);
    const conflicts = phone.getByRole('region', { name: t.sync.conflictsTitle });
    await conflicts.waitFor({ timeout: 30_000 });
    await conflicts.getByText(t.sync.conflict(t.sync.action.start, client, refusal)).waitFor();
    await phone.getByTestId('pending-count').filter({ hasText: t.sync.synced }).waitFor();
    await expectNoAxeViolations(phone, 'agent app, a start refused on replay');
    expect(starts).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  AUDIT_ACTION_LABELS,
  MESSAGES,
  agentWeekResponseSchema,
  auditEntriesResponseSchema,
  missionResponseSchema,
} from '@tourneo/domain';
import { launchBrowser, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { cell, createAgents, nextWeek, openNextWeek } from './support/calendar.ts';
import { callApi, expectNotification, newCompanyPage, openSettings } from './support/settings.ts';

/**
 * Issue 39: the back office reopens a completed appointment from the mission popup, and says why
 * in a dialog (keyboard, axe); the reason is kept beside the report and shown in the 'Journal
 * d'audit' (whose entry holds ids and codes only), the report's version 1 stays.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const r = MESSAGES.reopen;

/** The session's status as the calendar's week read gives it. */
async function sessionStatusOf(page: Page, agentId: number): Promise<string | undefined> {
  const response = await page.request.post(`/api/rdv-unified/agent/${agentId}/week-range?currentWeek=1`, {
    data: {},
    headers: ownOrigin(),
  });
  expect(response.status()).toBe(200);
  return agentWeekResponseSchema.parse(await response.json()).data[0]?.sessions[0]?.session_status;
}

/** Double-clicks the session (once the week read shows it) and chooses another status in its popup. */
async function chooseStatus(page: Page, status: string) {
  const session = cell(page, 0, 4);
  await expect.poll(async () => session.getAttribute('aria-label')).not.toMatch(/libre$/);
  await session.dblclick();
  const popup = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
  await popup.waitFor();
  const field = popup
    .getByRole('textbox', { name: r.statusLabel })
    .or(popup.getByRole('combobox', { name: r.statusLabel }));
  await expect(field.inputValue()).resolves.toBe('Terminée');
  await field.click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await popup.getByRole('button', { name: 'Enregistrer' }).click();
  const dialog = page.getByRole('dialog', { name: r.dialogTitle });
  await dialog.waitFor();
  return { popup, dialog };
}

describe('reopening a completed appointment', () => {
  it("asks for the reason in a dialog, then reopens it; the 'Journal d'audit' shows the reason", async () => {
    const page = await newCompanyPage(browser);
    const { 'Julie Martin': agentId } = await createAgents(page, ['Julie Martin']);
    const created = missionResponseSchema.parse(
      await callApi(page, 'POST', '/api/rdv-unified', {
        client_name: 'Dubois',
        adresse: '5 rue de la Roquette, 75011 Paris',
        sessions: [{ date: nextWeek().days[0], beginning: 4, ending: 8, agents: [{ agent_id: agentId }] }],
      }),
    ).data;
    const sessionId = created.sessions[0]!.session_id;
    await callApi(page, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, { session_status: 'completed' });
    await openNextWeek(page, 'Julie Martin');

    // Escape leaves the session as it was.
    let { popup, dialog } = await chooseStatus(page, 'Planifiée');
    await expectNoAxeViolations(page, 'dialog "Rouvrir le rendez-vous réalisé ?"');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await sessionStatusOf(page, agentId!)).toBe('completed');

    ({ popup, dialog } = await chooseStatus(page, 'Planifiée'));
    // The help says where the reason goes; the field has the focus; an empty reason is refused in
    // French, nothing is sent.
    await dialog.getByText(r.reasonHelp).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await dialog.getByRole('button', { name: r.confirm }).click();
    await dialog.getByText(r.reasonRequired).waitFor();
    await expectNoAxeViolations(page, 'dialog "Rouvrir le rendez-vous réalisé ?" with its error');
    expect(await sessionStatusOf(page, agentId!)).toBe('completed');

    // Keyboard only: the reason, then Tab to 'Rouvrir' and Enter.
    await dialog.getByRole('textbox', { name: new RegExp(`^${r.reasonLabel}`) }).focus();
    await page.keyboard.type('Photo du compteur floue');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(r.cancel);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectNotification(page, MESSAGES.missions.sessionUpdated);
    await dialog.waitFor({ state: 'detached' });
    await popup.waitFor({ state: 'detached' });
    expect(await sessionStatusOf(page, agentId!)).toBe('planned');

    const audit = auditEntriesResponseSchema.parse(
      await callApi(page, 'POST', '/audit/get-all', { action: 'appointment_reopened' }),
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'appointment_reopened',
        target_id: created.id,
        details: {
          reopening_id: expect.any(Number) as unknown,
          from: 'completed',
          to: 'planned',
          report_version: 1,
          session_id: sessionId,
        },
        reopen_reason: { status: 'kept', text: 'Photo du compteur floue' },
      }),
    ]);

    // The 'Journal d'audit' shows the reason beside the entry.
    await openSettings(page, "Journal d'audit", MESSAGES.audit.title);
    const table = page.getByRole('main').getByRole('table', { name: MESSAGES.audit.title });
    const row = table.getByRole('row').filter({ hasText: AUDIT_ACTION_LABELS.appointment_reopened });
    await row.getByText(MESSAGES.audit.reopenReason('Photo du compteur floue')).waitFor();
    await expectNoAxeViolations(page, "Journal d'audit with the reopening's reason");
  });
});

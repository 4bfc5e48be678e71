import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@tourneo/domain';
import { AUTOMATIONS_MESSAGES as M } from '@tourneo/domain/messages/automations-fr';
import { buildPng } from '../apps/server/src/test/images.ts';
import { baseUrl, launchBrowser, ownOrigin } from './support/browser.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { callApi, openSettings } from './support/settings.ts';
import { newBookingCompany, newPhonePage } from './support/booking.ts';
import { nextWeek } from './support/calendar.ts';

/*
 * Issue 28, the satisfaction question and the clients to call: the question's page on a phone
 * (keyboard, axe), the rule on the automations screen with its log after a real completed
 * intervention, and the clients list's 'À appeler' filter.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const SURVEY = 'Qm9uam91ci1zYXRpc2ZhY3Rpb24';
const SURVEY_PAGE = {
  company: {
    name: 'Chauffage Dubois',
    email: 'contact@chauffage-dubois.fr',
    phone: '+33320000000',
    branding: { name: 'Chauffage Dubois', colour: '#8a2be2', logo_url: null, powered_by: false },
  },
  operation: 'Entretien chaudière',
  date: '2026-11-24',
  score: null,
};

/** The question's two calls answered as the server would (the server's side: satisfaction.test.ts). */
async function serveSurvey(page: Page) {
  const answers: unknown[] = [];
  await page.route('**/automations/satisfaction/get', (route) =>
    route.fulfill({ json: { success: true, survey: SURVEY_PAGE } }),
  );
  await page.route('**/automations/satisfaction/answer', (route) => {
    answers.push(route.request().postDataJSON());
    return route.fulfill({ json: { success: true, message: M.surveyThanks, score: 4 } });
  });
  return answers;
}

describe('Satisfaction question', () => {
  it('is answered on a phone with the keyboard, branded like the booking page, axe clean', async () => {
    const page = await newPhonePage(browser);
    const answers = await serveSurvey(page);
    await page.goto(`/?avis=${SURVEY}`);
    const question = page.getByRole('group', { name: M.surveyQuestion });
    await question.waitFor();
    await page.getByText('Chauffage Dubois', { exact: true }).first().waitFor();
    await expect(page.getByText('propulsé par Tournéo').count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'satisfaction question on a phone');

    // Sent without a score: told to choose one.
    await page.getByRole('button', { name: M.surveySend }).click();
    await page.getByRole('alert').filter({ hasText: M.surveyChoose }).waitFor();
    await expectNoAxeViolations(page, 'satisfaction question, no score chosen');

    // Arrow keys move along the five scores; Enter sends.
    const first = question.getByRole('radio', { name: M.surveyScoreLabel(1, M.surveyScores[1]!) });
    await first.focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(
      await question.getByRole('radio', { name: M.surveyScoreLabel(4, M.surveyScores[4]!) }).isChecked(),
    ).toBe(true);
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('heading', { name: M.surveyThanks });
    await thanks.waitFor();
    expect(answers).toEqual([{ survey: SURVEY, score: 4 }]);
    await expect.poll(() => thanks.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await page.getByText(M.surveyAnswered(4)).waitFor();
    await expectNoAxeViolations(page, 'satisfaction question answered');
  });

  it('says so for an unknown question, through the real server', async () => {
    const page = await newPhonePage(browser);
    await page.goto('/?avis=inconnu-inconnu-inconnu');
    await page.getByText(M.surveyInvalid).waitFor();
    await expectNoAxeViolations(page, 'unknown satisfaction question');
  });

  it('is a rule of the automations screen, whose log shows the question sent after a completed intervention', async () => {
    const company = await newBookingCompany(browser);
    const planner = company.planner;
    await callApi(planner, 'POST', '/subscriptions/change-plan', { plan: 'premium' });
    await callApi(planner, 'POST', '/automations/update', { rule: 'satisfaction_survey', is_enabled: true });

    // An intervention next week, completed by its agent in the agent app (signature, then 'Terminer').
    const client = await company.addClient('Satisfait');
    const agents = (await callApi(planner, 'POST', '/agents/get-all', {})) as unknown as {
      id: number;
      name: string;
    }[];
    const agent = agents.find((each) => each.name === 'Paul Martin')!;
    const created = (await callApi(planner, 'POST', '/api/rdv-unified', {
      client_name: `Marie ${client.name}`,
      client_id: client.id,
      adresse: '1 rue de la Roquette, 75011 Paris',
      sessions: [{ date: nextWeek().days[1], beginning: 4, ending: 8, agents: [{ agent_id: agent.id }] }],
    })) as { data: { sessions: { session_id: number }[] } };
    const sessionId = created.data.sessions[0]!.session_id;
    // Next week's visit started now: the planner allows it ('Démarrer' waits for its day otherwise).
    await callApi(planner, 'PUT', `/api/rdv-unified/sessions/${sessionId}`, { early_start_allowed: true });
    const login = await fetch(`${baseUrl()}/mobile/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({
        company_name: company.name,
        agent_name: 'Paul Martin',
        password: 'agent-mot-de-passe',
      }),
    });
    const cookie = /tourneo_agent_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    expect(cookie, `agent login ${login.status}`).toBeDefined();
    const asAgent = async (path: string, body: object | FormData) => {
      const response = await fetch(`${baseUrl()}/mobile/sessions/${sessionId}${path}`, {
        method: 'POST',
        headers: {
          cookie: cookie!,
          origin: baseUrl(),
          ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : JSON.stringify(body),
      });
      expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
    };
    await asAgent('/start', {});
    const signature = new FormData();
    signature.append(
      'file',
      new Blob([new Uint8Array(buildPng({ width: 300, height: 100, alpha: true }))]),
      's.png',
    );
    await asAgent('/signature', signature);
    await asAgent('/complete', {});

    // The dispatcher's next round sends the question (every 30 s on this server): the log says so.
    await planner.reload();
    await openSettings(planner, 'Automatisations', M.title);
    const main = planner.getByRole('main');
    const rule = main.getByRole('region', { name: M.rules.satisfaction_survey.label });
    await rule.getByText(M.enabled, { exact: true }).waitFor();
    const log = main.getByRole('region', { name: M.log });
    await expect
      .poll(
        async () => {
          await planner.reload();
          await main.getByRole('heading', { name: M.title }).waitFor();
          return log.getByRole('row').filter({ hasText: M.actions.survey_sent }).count();
        },
        { timeout: 120_000, interval: 3_000 },
      )
      .toBe(1);
    expect(await log.getByRole('row').filter({ hasText: M.actions.survey_sent }).textContent()).toContain(
      client.name,
    );
    await log.getByRole('combobox', { name: M.logFilter }).click();
    await planner.getByRole('option', { name: M.rules.satisfaction_survey.label }).click();
    await log.getByRole('row').filter({ hasText: M.actions.survey_sent }).waitFor();
    await expectNoAxeViolations(planner, 'automations screen, satisfaction rule and its log');

    // The statistics count the answers (none yet): the section says how to get them.
    const stats = await planner.request.fetch('/statistics/company-stats', {
      method: 'POST',
      data: {},
      headers: ownOrigin(),
    });
    expect((await stats.json()).data.satisfaction.count).toBe(0);
  });
});

describe("Clients list: 'À appeler'", () => {
  it('filters the clients handed off for a call with the keyboard, in the address, axe clean', async () => {
    const company = await newBookingCompany(browser, { withAgent: false });
    await company.addClient('Attente');
    const page = company.planner;
    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Liste clients' }).waitFor();
    await main.getByText('Attente', { exact: false }).first().waitFor();
    const toCall = main.getByRole('radio', { name: MESSAGES.clientList.toCall });
    await toCall.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(/planification=a-appeler/);
    // No client was reminded and left without a booking yet: none to call.
    await expect.poll(() => main.getByText('Attente', { exact: false }).count()).toBe(0);
    await expectNoAxeViolations(page, "clients list, 'À appeler' filter");
  });
});

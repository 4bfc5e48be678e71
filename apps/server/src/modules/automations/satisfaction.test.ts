import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { AutomationLogEntry, CompanyStatsResponse, SatisfactionSurveyResponse } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { startTestSmtpServer, waitFor } from '../../test/smtp-server.ts';
import { missionSessions, outboxMessages, satisfactionSurveys } from '../../db/schema/index.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { readableMail } from '../../test/mail-text.ts';
import { runSatisfactionSurveys } from './automations.service.ts';
import { deliverThroughSmtp, setRule } from './automations-fixture.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

/*
 * The satisfaction question (issue 28): sent once per completed mission while the rule is on,
 * answered once through its public page, logged, and counted in the statistics (average, count,
 * distribution, per agent).
 */

const M = AUTOMATIONS_MESSAGES;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;
beforeAll(async () => {
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await smtp?.close();
  await app?.close();
});

const run = (company: TestCompany) =>
  runSatisfactionSurveys({ db: app.db, now: new Date(), companyIds: [company.id] });
const getSurvey = (survey: string) =>
  call(app, 'POST', '/automations/satisfaction/get', undefined, { survey });
const answer = (survey: string, score: unknown) =>
  call(app, 'POST', '/automations/satisfaction/answer', undefined, { survey, score });

/** A mission of the client, its one session completed by the agent after the rule was switched on. */
async function completedMission(
  company: TestCompany,
  clientId: number,
  agentId: number,
  date: string,
  completedAt = new Date(Date.now() + 60_000),
) {
  const mission = await buildMission(
    app,
    company.id,
    { clientId, status: 'completed' },
    { date, sessionStatus: 'completed', agentIds: [agentId] },
  );
  await app.db
    .update(missionSessions)
    .set({ completedAt })
    .where(and(eq(missionSessions.companyId, company.id), eq(missionSessions.missionId, mission.id)));
  return mission;
}

async function surveysOf(companyId: number) {
  return app.db.select().from(satisfactionSurveys).where(eq(satisfactionSurveys.companyId, companyId));
}

describe('Satisfaction question', () => {
  it('is sent once per completed mission, by e-mail and SMS, through a real SMTP server', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const agent = await buildAgent(app, company.id, { name: 'Léa Martin' });
    const client = await buildClient(app, company.id, {
      email: 'avis@example.fr',
      telephone: '0612345678',
      prenom: 'Élodie',
      name: 'Dupont',
    });
    // Paused: nothing; switched on, the missions completed before are not asked about.
    await completedMission(company, client.id, agent.id, '2026-03-03', new Date('2026-03-03T12:00:00Z'));
    expect(await run(company)).toBe(0);
    await setRule(app, company, { rule: 'satisfaction_survey', is_enabled: true });
    const mission = await completedMission(company, client.id, agent.id, '2026-03-04');
    expect(await run(company)).toBe(1);
    expect(await run(company)).toBe(0);

    const [survey] = await surveysOf(company.id);
    expect(survey).toMatchObject({
      missionId: mission.id,
      agentId: agent.id,
      score: null,
      date: '2026-03-04',
    });
    const messages = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, company.id), eq(outboxMessages.kind, 'satisfaction')));
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    for (const message of messages) {
      expect(message.bodyText).toContain(`/?avis=${survey!.publicId}`);
    }
    const email = messages.find((message) => message.channel === 'email')!;
    await deliverThroughSmtp(app, { smtpUrl: smtp.url, recorder }, email.id);
    const mail = await waitFor(() => smtp.received.find((each) => each.to.includes('avis@example.fr')));
    const text = readableMail(mail.raw);
    expect(text).toContain('Êtes-vous satisfait ?');
    expect(text).toContain(`avis=${survey!.publicId}`);

    const log = (await call(app, 'POST', '/automations/log', company, { rule: 'satisfaction_survey' })).json<{
      entries: AutomationLogEntry[];
    }>().entries;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'survey_sent',
      label: M.actions.survey_sent,
      client_name: 'Élodie Dupont',
    });
  });

  it('is answered once through its public page; a second answer is refused in French', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const agent = await buildAgent(app, company.id, { name: 'Paul Girard' });
    const client = await buildClient(app, company.id, { email: 'note@example.fr' });
    await setRule(app, company, { rule: 'satisfaction_survey', is_enabled: true });
    await completedMission(company, client.id, agent.id, '2026-03-05');
    await run(company);
    const [survey] = await surveysOf(company.id);

    expect((await getSurvey('x'.repeat(22))).statusCode).toBe(404);
    expect((await getSurvey('x'.repeat(22))).json().error).toBe(M.surveyInvalid);
    expect((await answer(survey!.publicId, 6)).json().error).toBe(M.scoreInvalid);
    expect((await answer(survey!.publicId, 2.5)).statusCode).toBe(400);
    const page = await getSurvey(survey!.publicId);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<SatisfactionSurveyResponse>().survey).toMatchObject({
      // Premium has the white label: the page shows the company's brand, no 'propulsé par Tournéo'.
      company: { name: company.name, branding: { powered_by: false } },
      date: '2026-03-05',
      score: null,
    });

    const answers = await Promise.all([4, 1, 5].map((score) => answer(survey!.publicId, score)));
    // Meaningful on PostgreSQL: three answers at once, one kept.
    expect(answers.filter((each) => each.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((each) => each.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(M.surveyAlreadyAnswered);
    }
    const kept = answers.find((each) => each.statusCode === 200)!.json<{ score: number }>().score;
    expect((await getSurvey(survey!.publicId)).json().survey.score).toBe(kept);
    const log = (await call(app, 'POST', '/automations/log', company, {})).json<{
      entries: AutomationLogEntry[];
    }>().entries;
    expect(log.filter((entry) => entry.action === 'survey_answered')).toEqual([
      expect.objectContaining({ detail: M.surveyDetail(kept), label: M.actions.survey_answered }),
    ]);
  });

  it('counts the answers of the year in the statistics: average, count, distribution, per agent', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const lea = await buildAgent(app, company.id, { name: 'Léa' });
    const marc = await buildAgent(app, company.id, { name: 'Marc' });
    await setRule(app, company, { rule: 'satisfaction_survey', is_enabled: true });
    const plan: [number, string, number][] = [
      [lea.id, '2025-02-03', 5],
      [lea.id, '2025-02-04', 4],
      [marc.id, '2025-03-03', 2],
      // Another year: not counted in 2025.
      [marc.id, '2024-03-04', 1],
    ];
    for (const [index, [agentId, date]] of plan.entries()) {
      const client = await buildClient(app, company.id, {
        email: `stat${index}@example.fr`,
        name: `Stat ${index}`,
      });
      await completedMission(company, client.id, agentId, date);
    }
    expect(await run(company)).toBe(4);
    for (const survey of await surveysOf(company.id)) {
      const score = plan.find(([, date]) => date === survey.date)![2];
      expect((await answer(survey.publicId, score)).statusCode).toBe(200);
    }
    const response = await call(app, 'POST', '/statistics/company-stats', company, { year: 2025, month: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CompanyStatsResponse>().data.satisfaction).toEqual({
      average: 3.7,
      count: 3,
      distribution: [
        { score: 1, count: 0 },
        { score: 2, count: 1 },
        { score: 3, count: 0 },
        { score: 4, count: 1 },
        { score: 5, count: 1 },
      ],
      agents: [
        { agentId: lea.id, name: 'Léa', average: 4.5, count: 2 },
        { agentId: marc.id, name: 'Marc', average: 2, count: 1 },
      ],
    });
    const empty = await call(app, 'POST', '/statistics/company-stats', company, { year: 2023, month: 1 });
    expect(empty.json<CompanyStatsResponse>().data.satisfaction).toMatchObject({ average: null, count: 0 });
  });
});

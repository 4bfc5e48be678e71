/**
 * The satisfaction question (Automatisations avancées, issue 28): after a completed mission, its
 * client is asked once, by e-mail or SMS, for a score from 1 to 5 on a page of its own (`/?avis=`,
 * branded like the booking page); the answer is kept once, logged, and counted in the statistics.
 */
import { randomBytes } from 'node:crypto';
import { SATISFACTION_SCORE_MAX, SATISFACTION_SCORE_MIN } from '@tourneo/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getBookingCompany } from '../booking/booking.service.ts';
import { queueAutomationMessage } from '../messaging/messaging.service.ts';
import * as repository from './automations.repository.ts';
import * as surveys from './satisfaction.repository.ts';
import { hasAutomations } from './active-rule.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;

/** Asks each completed mission's client once; answers how many questions were sent. */
export async function runSatisfactionSurveys({
  db,
  now,
  companyIds,
}: {
  db: Database;
  now: Date;
  companyIds?: readonly number[] | undefined;
}) {
  let sent = 0;
  for (const rule of await repository.findEnabledRules(db, 'satisfaction_survey', companyIds)) {
    if (!hasAutomations(rule.plan) || !rule.enabledAt) {
      continue;
    }
    const { companyId } = rule;
    for (const mission of await surveys.findSurveysToSend(db, companyId, rule.enabledAt)) {
      await db.transaction(async (tx) => {
        const publicId = randomBytes(16).toString('base64url');
        // The question's row is the claim: one per mission (a unique index), so it goes once.
        const isClaimed = await surveys.claimSurvey(
          tx,
          companyId,
          {
            publicId,
            clientId: mission.clientId,
            missionId: mission.missionId,
            agentId: mission.agentId,
            operation: mission.operation,
            date: mission.date,
          },
          now,
        );
        if (!isClaimed) {
          return;
        }
        await queueAutomationMessage({
          db: tx,
          companyId,
          message: {
            clientId: mission.clientId,
            kind: 'satisfaction',
            occasion: String(mission.missionId),
            missionId: mission.missionId,
            appointment: mission,
            surveyId: publicId,
          },
          now,
        });
        await repository.insertLog(
          tx,
          companyId,
          {
            rule: 'satisfaction_survey',
            action: 'survey_sent',
            clientId: mission.clientId,
            missionId: mission.missionId,
          },
          now,
        );
        sent += 1;
      });
    }
  }
  return sent;
}

async function surveyOf(db: Executor, publicId: string) {
  const survey = await surveys.getSurvey(db, publicId);
  const company =
    survey && (await getBookingCompany({ db, companyId: survey.companyId, clientId: survey.clientId }));
  if (!survey || !company) {
    throw new AppError('NOT_FOUND', M.surveyInvalid);
  }
  return { survey, company };
}

/** `POST /automations/satisfaction/get` (public): the question's page, the score once given. */
export async function getSatisfactionSurvey({ db, survey: publicId }: { db: Database; survey: string }) {
  const { survey, company } = await surveyOf(db, publicId);
  return { company, operation: survey.operation, date: survey.date, score: survey.score };
}

/** `POST /automations/satisfaction/answer` (public): the score, kept once (a second answer: 409). */
export async function answerSatisfaction({
  db,
  survey: publicId,
  score,
  now = new Date(),
}: {
  db: Database;
  survey: string;
  score: number;
  now?: Date;
}) {
  const { survey } = await surveyOf(db, publicId);
  await db.transaction(async (tx) => {
    if (!(await surveys.answerSurvey(tx, survey.companyId, survey.id, score, now))) {
      throw new AppError('CONFLICT', M.surveyAlreadyAnswered);
    }
    await repository.insertLog(
      tx,
      survey.companyId,
      {
        rule: 'satisfaction_survey',
        action: 'survey_answered',
        clientId: survey.clientId,
        missionId: survey.missionId,
        detail: M.surveyDetail(score),
      },
      now,
    );
  });
  return score;
}

const averageOf = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/**
 * The satisfaction of a period (by the interventions' days), for the statistics: the average (one
 * decimal, null without answers), the count, how many gave each score, and the same per agent.
 */
export async function getSatisfactionFigures({
  db,
  companyId,
  period,
}: {
  db: Executor;
  companyId: number;
  period: { from: string; to: string };
}) {
  const rows = await surveys.countAnswers(db, companyId, period);
  const scores = Array.from(
    { length: SATISFACTION_SCORE_MAX - SATISFACTION_SCORE_MIN + 1 },
    (_, index) => SATISFACTION_SCORE_MIN + index,
  );
  const distribution = scores.map((score) =>
    rows.filter((row) => row.score === score).reduce((sum, row) => sum + row.count, 0),
  );
  const count = distribution.reduce((sum, each) => sum + each, 0);
  const sum = rows.reduce((total, row) => total + row.score * row.count, 0);
  const byAgent = new Map<number, { name: string; count: number; sum: number }>();
  for (const row of rows) {
    if (row.agentId === null || row.agentName === null) {
      continue;
    }
    const agent = byAgent.get(row.agentId) ?? { name: row.agentName, count: 0, sum: 0 };
    agent.count += row.count;
    agent.sum += row.score * row.count;
    byAgent.set(row.agentId, agent);
  }
  return {
    average: averageOf(sum, count),
    count,
    distribution: scores.map((score, index) => ({ score, count: distribution[index]! })),
    agents: [...byAgent].map(([agentId, agent]) => ({
      agentId,
      name: agent.name,
      average: averageOf(agent.sum, agent.count)!,
      count: agent.count,
    })),
  };
}

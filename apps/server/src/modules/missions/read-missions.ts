import { workWeekAt } from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import * as repository from './missions.repository.ts';
import { agentNotFound, today } from './mission-rules.ts';
import { groupByMission } from './missions.presenter.ts';

/** The agent's missions of one work week (`offset` weeks from this one), read in one statement. */
export async function findAgentWeek({
  db,
  companyId,
  agentId,
  offset,
}: CompanyScope & { agentId: number; offset: number }) {
  const week = workWeekAt(today(), offset);
  const rows = await repository.findAgentWeekRows(db, companyId, agentId, week.start, week.end);
  if (!rows) {
    throw agentNotFound();
  }
  return {
    week: { offset, start: week.start, end: week.end, days: week.days },
    missions: groupByMission(rows),
  };
}

/** The whole team's day (the 'Planning d'équipe'): every agent, and the day's missions, in one statement. */
export async function findTeamDay({ db, companyId, date }: CompanyScope & { date: string }) {
  const { agents, sessions } = await repository.findTeamDay(db, companyId, date);
  return { date, agents, missions: groupByMission(sessions) };
}

/**
 * A page of the company's missions by id (the public API's list): those after `afterId`, with
 * their sessions; with `from`/`to`, only those with a session between the two dates.
 */
export async function findMissionsAfter({
  db,
  companyId,
  ...page
}: CompanyScope & { afterId: number; limit: number; from?: string | undefined; to?: string | undefined }) {
  return groupByMission(await repository.findMissionsAfter(db, companyId, page));
}

import {
  FRENCH_MONTHS,
  MESSAGES,
  monthsOfYear,
  percentOf,
  previousMonth,
  roundHundredth,
  trendOf,
  type CompanyStats,
  type CompanyStatsResponse,
} from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { getSatisfactionFigures } from '../automations/automations.service.ts';
import * as repository from './statistics.repository.ts';

/** Counts of missions, all and completed. */
interface Tally {
  total: number;
  completed: number;
}
const emptyTally = (): Tally => ({ total: 0, completed: 0 });

function add(map: Map<string, Tally>, key: string, amount: number, isCompleted: boolean) {
  const tally = map.get(key) ?? emptyTally();
  tally.total += amount;
  tally.completed += isCompleted ? amount : 0;
  map.set(key, tally);
}

const sumOver = (map: Map<string, Tally>, keys: readonly string[]): Tally =>
  keys.reduce((sum, key) => {
    const tally = map.get(key);
    return tally ? { total: sum.total + tally.total, completed: sum.completed + tally.completed } : sum;
  }, emptyTally());

/**
 * POST /statistics/company-stats (spec 2 §3 "Statistics", §7): the year's figures against the
 * previous year's, the month's count against the previous month's, per agent (a shared mission
 * split between its agents), per operation and per month. Two aggregate statements over the two
 * years; nothing is computed from fixed texts.
 */
export async function getCompanyStats({
  db,
  companyId,
  year,
  month,
}: {
  db: Executor;
  companyId: number;
  year: number;
  month: number;
}): Promise<CompanyStatsResponse> {
  const period = { from: `${year - 1}-01-01`, to: `${year}-12-31` };
  const [missionRows, shareRows, clients, agentNames, operationNames, satisfaction] = await Promise.all([
    repository.countMissionsByMonth(db, companyId, period),
    repository.sumAgentSharesByMonth(db, companyId, period),
    repository.countClientsBefore(db, companyId, { end: `${year + 1}-01-01`, start: `${year}-01-01` }),
    repository.findAgentNames(db, companyId),
    repository.findOperationNames(db, companyId),
    getSatisfactionFigures({ db, companyId, period: { from: `${year}-01-01`, to: `${year}-12-31` } }),
  ]);
  const months = monthsOfYear(year);
  const previousMonths = monthsOfYear(year - 1);
  const selectedMonth = months[month - 1]!;

  const byMonth = new Map<string, Tally>();
  const byOperationMonth = new Map<string, Tally>();
  for (const row of missionRows) {
    add(byMonth, row.month, row.count, row.is_completed);
    add(byOperationMonth, `${row.operation_id ?? ''}|${row.month}`, row.count, row.is_completed);
  }
  const byAgentMonth = new Map<string, Tally>();
  for (const row of shareRows) {
    add(byAgentMonth, `${row.agent_id}|${row.month}`, row.share, row.is_completed);
  }

  const yearTally = sumOver(byMonth, months);
  const previousYearTally = sumOver(byMonth, previousMonths);
  const monthCount = (key: string) => byMonth.get(key)?.total ?? 0;
  const completionRate = percentOf(yearTally.completed, yearTally.total);
  const previousCompletionRate = percentOf(previousYearTally.completed, previousYearTally.total);

  const agentFigures = agentNames.map((agent) => {
    const keys = (list: readonly string[]) => list.map((key) => `${agent.id}|${key}`);
    const tally = sumOver(byAgentMonth, keys(months));
    const previous = sumOver(byAgentMonth, keys(previousMonths));
    return {
      agent,
      tally,
      previous,
      monthlyCounts: keys(months).map((key) => roundHundredth(byAgentMonth.get(key)?.total ?? 0)),
    };
  });

  const operationKeys: { operationId: number | null; name: string }[] = [
    ...operationNames.map((operation) => ({ operationId: operation.id, name: operation.name })),
    { operationId: null, name: 'Sans opération' },
  ];
  const operationFigures = operationKeys
    .map((operation) => {
      const keys = (list: readonly string[]) => list.map((key) => `${operation.operationId ?? ''}|${key}`);
      return {
        ...operation,
        tally: sumOver(byOperationMonth, keys(months)),
        previous: sumOver(byOperationMonth, keys(previousMonths)),
        monthlyCounts: keys(months).map((key) => byOperationMonth.get(key)?.total ?? 0),
      };
    })
    .filter(
      (operation) =>
        operation.tally.total > 0 || operation.previous.total > 0 || operation.operationId !== null,
    );

  const data: CompanyStats = {
    year,
    month: selectedMonth,
    globalStats: {
      totalRdv: yearTally.total,
      monthlyRdv: monthCount(selectedMonth),
      completionRate,
      totalClients: clients.atEnd,
      trends: {
        totalRdv: trendOf(yearTally.total, previousYearTally.total),
        monthlyRdv: trendOf(monthCount(selectedMonth), monthCount(previousMonth(selectedMonth))),
        completionRate: trendOf(completionRate, previousCompletionRate, true),
        totalClients: trendOf(clients.atEnd, clients.atStart),
      },
    },
    agentStats: agentFigures.map(({ agent, tally, previous }) => ({
      agentId: agent.id,
      name: agent.name,
      rdvCount: roundHundredth(tally.total),
      completedCount: roundHundredth(tally.completed),
      completionRate: percentOf(tally.completed, tally.total),
      trend: trendOf(roundHundredth(tally.total), roundHundredth(previous.total)),
    })),
    operationStats: operationFigures.map((operation) => ({
      operationId: operation.operationId,
      name: operation.name,
      rdvCount: operation.tally.total,
      share: percentOf(operation.tally.total, yearTally.total),
      trend: trendOf(operation.tally.total, operation.previous.total),
    })),
    monthlyTrends: months.map((key, index) => ({
      month: key,
      label: FRENCH_MONTHS[index]!,
      rdvCount: monthCount(key),
      trend: trendOf(monthCount(key), monthCount(previousMonth(key))),
    })),
    yearlyTrends: months.map((key, index) => {
      const tally = byMonth.get(key) ?? emptyTally();
      return {
        month: key,
        label: FRENCH_MONTHS[index]!,
        rdvCount: tally.total,
        completionRate: percentOf(tally.completed, tally.total),
        previousYearRdvCount: monthCount(previousMonths[index]!),
      };
    }),
    operationYearlyTrends: operationFigures.map((operation) => ({
      operationId: operation.operationId,
      name: operation.name,
      monthlyCounts: operation.monthlyCounts,
    })),
    agentYearlyPerformance: agentFigures.map(({ agent, tally, previous, monthlyCounts }) => ({
      agentId: agent.id,
      name: agent.name,
      totalRdvYear: roundHundredth(tally.total),
      completionRateYear: percentOf(tally.completed, tally.total),
      monthlyCounts,
      previousYearTotal: roundHundredth(previous.total),
    })),
    satisfaction,
  };
  return { success: true, message: MESSAGES.statistics.loaded, data };
}

import { z } from 'zod';
import '../zod-locale.ts';
import { STATISTICS_MESSAGES as m } from '../messages/statistics-fr.ts';
import { idOf } from '../common/fields.ts';

/** The years the screens may ask for. */
export const STATISTICS_YEAR_MIN = 2000;
export const STATISTICS_YEAR_MAX = 2100;

const year = z
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(STATISTICS_YEAR_MIN, m.yearInvalid)
  .max(STATISTICS_YEAR_MAX, m.yearInvalid);
const month = z
  .number({ error: m.monthInvalid })
  .int(m.monthInvalid)
  .min(1, m.monthInvalid)
  .max(12, m.monthInvalid);

const periodShape = { year: year.optional(), month: month.optional() };

/**
 * POST /statistics/company-stats (spec 2 §7). The spec's `company_name` is ignored (the company is
 * the session's). `year` and `month` choose the period (the current Paris month when absent): the
 * year's figures, the month's count, each against the previous year or month.
 */
export const companyStatsSchema = z
  .object(periodShape)
  .nullish()
  .transform((body) => body ?? {});
export type CompanyStatsInput = z.output<typeof companyStatsSchema>;

/** POST /statistics/agent-travel: one agent's travel over a year (spec 2 §3 "Agent travel analysis"). */
export const agentTravelSchema = z.object({ agentId: idOf(m.agentIdInvalid), year: year.optional() });
export type AgentTravelInput = z.output<typeof agentTravelSchema>;

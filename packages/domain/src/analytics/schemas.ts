import { z } from 'zod';
import '../zod-locale.ts';
import { ANALYTICS_MESSAGES as m } from '../messages/analytics-fr.ts';
import { idOf, text } from '../common/fields.ts';
import { isIsoDate } from '../time-slots/week.ts';

/** A period of Analytics Avancé is at most a year (and a day, for leap years). */
export const ANALYTICS_MAX_DAYS = 366;

const isoDate = text(m.dateInvalid).refine(isIsoDate, m.dateInvalid);
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * The filters every `/analytics/...` call takes (POST, JSON): a period (both days included),
 * optionally one agent and one operation. The company is the session's.
 */
export const analyticsFiltersSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    agentId: idOf(m.agentIdInvalid).nullish(),
    operationId: idOf(m.operationIdInvalid).nullish(),
  })
  .refine((filters) => filters.from <= filters.to, { error: m.periodInvalid, path: ['to'] })
  .refine((filters) => daysBetween(filters.from, filters.to) < ANALYTICS_MAX_DAYS, {
    error: m.periodTooLong,
    path: ['to'],
  });
export type AnalyticsFilters = z.output<typeof analyticsFiltersSchema>;

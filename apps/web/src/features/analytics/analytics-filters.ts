import { addDays, isIsoDate, parisDateOf, type AnalyticsFilters } from '@tourneo/domain';
import { useUrlParams } from '../../lib/use-url-params.ts';

/** The default period: the last 90 days, today included. */
export const DEFAULT_PERIOD_DAYS = 90;

/**
 * The filters in the URL (`?du=2025-03-01&au=2025-03-31&agent=12&operation=3`), so that a view can
 * be shared and comes back with the browser's history; a missing or bad date takes the default.
 */
export function useAnalyticsFilters() {
  const { params, update: write } = useUrlParams();
  const today = parisDateOf(new Date());
  const dateOf = (key: string, fallback: string) => {
    const value = params.get(key);
    return value && isIsoDate(value) ? value : fallback;
  };
  const idOf = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const filters: AnalyticsFilters = {
    from: dateOf('du', addDays(today, 1 - DEFAULT_PERIOD_DAYS)),
    to: dateOf('au', today),
    agentId: idOf('agent'),
    operationId: idOf('operation'),
  };
  const update = (changes: Partial<Record<'du' | 'au' | 'agent' | 'operation', string | null>>) =>
    write(changes);
  return { filters, update };
}

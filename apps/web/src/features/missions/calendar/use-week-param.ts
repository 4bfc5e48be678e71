import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parisDateOf, workWeekAt, type WorkWeek } from '@tourneo/domain';
import { weekOffsetOf } from '@tourneo/domain/calendar/calendar-week';

/** The URL parameter holding the shown week, as its Monday ('2026-11-23'): a link keeps its week. */
export const WEEK_PARAM = 'semaine';

/**
 * The calendar's week, kept in the URL (`?semaine=<Monday>`; absent: this week), as the offset
 * from this week that the week read takes, and a way to go to another week (browser history
 * included, so Back returns to the previous week).
 */
export function useWeekParam(): {
  offset: number;
  week: WorkWeek;
  today: string;
  goToWeek: (offset: number) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = parisDateOf(new Date());
  const param = searchParams.get(WEEK_PARAM);
  const offset = param ? weekOffsetOf(today, param) : 0;
  const week = useMemo(() => workWeekAt(today, offset), [today, offset]);
  const goToWeek = useCallback(
    (next: number) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 0) {
          params.delete(WEEK_PARAM);
        } else {
          params.set(WEEK_PARAM, workWeekAt(today, next).start);
        }
        return params;
      }),
    [setSearchParams, today],
  );
  return { offset, week, today, goToWeek };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parisDateOf } from '@tourneo/domain';
import { teamDayOf, workingDayFrom } from '@tourneo/domain/calendar/team-day';

/** The URL parameter holding the team day shown ('2026-11-23'): a link keeps its day. */
export const DAY_PARAM = 'jour';

/**
 * The team day, kept in the URL (`?jour=<date>`; absent: today, or Monday on a weekend), and a
 * way to go to another day (browser history included, so Back returns to the previous day).
 */
export function useDayParam(): { day: string; firstDay: string; goToDay: (date: string) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = parisDateOf(new Date());
  const firstDay = workingDayFrom(today);
  const day = teamDayOf(searchParams.get(DAY_PARAM), today);
  const goToDay = useCallback(
    (date: string) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (date === firstDay) {
          params.delete(DAY_PARAM);
        } else {
          params.set(DAY_PARAM, date);
        }
        return params;
      }),
    [setSearchParams, firstDay],
  );
  return { day, firstDay, goToDay };
}

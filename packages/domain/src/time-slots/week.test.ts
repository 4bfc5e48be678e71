import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, isIsoDate, isPastDate, isWorkingDay, workWeekAt } from './week.ts';

describe('dates', () => {
  it('past means before today; today is not past', () => {
    expect(isPastDate('2026-11-20', '2026-11-21')).toBe(true);
    expect(isPastDate('2026-11-21', '2026-11-21')).toBe(false);
  });

  it('only real dates written YYYY-MM-DD are dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
  });
});

describe('work weeks', () => {
  it('the week of Saturday 21 November 2026 runs Monday 16 to Friday 20', () => {
    expect(workWeekAt('2026-11-21', 0)).toEqual({
      start: '2026-11-16',
      end: '2026-11-20',
      days: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'],
    });
    expect(workWeekAt('2026-11-21', 1).start).toBe('2026-11-23');
    expect(workWeekAt('2026-11-21', -1).start).toBe('2026-11-09');
  });

  it('a week starts on a Monday, holds its day and has five working days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -60, max: 60 }), (days, offset) => {
        const today = addDays('2000-01-03', days);
        const week = workWeekAt(today, offset);
        expect(week.days).toHaveLength(5);
        expect(week.days.every(isWorkingDay)).toBe(true);
        expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
        const here = workWeekAt(today, 0);
        expect(today >= here.start && today <= addDays(here.start, 6)).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isWorkingDay } from '../time-slots/week.ts';
import { fullDayLabel, shiftWorkingDays, teamDayOf, workingDayFrom } from './team-day.ts';

describe('team day navigation', () => {
  it("Friday's next working day is Monday, Monday's previous is Friday", () => {
    expect(shiftWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(shiftWorkingDays('2026-11-30', -1)).toBe('2026-11-27');
    expect(shiftWorkingDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(shiftWorkingDays('2026-11-24', -1)).toBe('2026-11-23');
  });

  it('a weekend day opens on the Monday after', () => {
    expect(workingDayFrom('2026-11-22')).toBe('2026-11-23');
    expect(workingDayFrom('2026-11-21')).toBe('2026-11-23');
    expect(workingDayFrom('2026-11-25')).toBe('2026-11-25');
  });

  it('the URL day is kept when it is a working date, else the working day from today', () => {
    expect(teamDayOf('2026-12-01', '2026-11-22')).toBe('2026-12-01');
    expect(teamDayOf('2026-12-05', '2026-11-25')).toBe('2026-12-07');
    expect(teamDayOf('2026-02-30', '2026-11-25')).toBe('2026-11-25');
    expect(teamDayOf(null, '2026-11-22')).toBe('2026-11-23');
  });

  it('next then previous comes back to the working day, and never lands on a weekend', () => {
    const dates = fc
      .integer({ min: 0, max: 3650 })
      .map((days) => new Date(Date.UTC(2024, 0, 1) + days * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: -30, max: 30 }), (date, step) => {
        const day = workingDayFrom(date);
        const shifted = shiftWorkingDays(day, step);
        expect(isWorkingDay(shifted)).toBe(true);
        expect(shiftWorkingDays(shifted, -step)).toBe(day);
      }),
    );
  });

  it('says the day in French with its year', () => {
    expect(fullDayLabel('2026-11-23')).toBe('lundi 23 novembre 2026');
  });
});

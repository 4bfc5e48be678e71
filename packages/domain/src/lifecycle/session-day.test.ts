import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../time-slots/week.ts';
import { isSessionDay, sessionDayPosition } from './session-day.ts';

describe('sessionDayPosition', () => {
  it('the day before, the day itself and the day after (across a month and a year)', () => {
    expect(sessionDayPosition('2026-12-15', '2026-12-14')).toBe('before');
    expect(sessionDayPosition('2026-12-15', '2026-12-15')).toBe('day');
    expect(sessionDayPosition('2026-12-15', '2026-12-16')).toBe('after');
    expect(sessionDayPosition('2027-01-01', '2026-12-31')).toBe('before');
    expect(sessionDayPosition('2026-11-30', '2026-12-01')).toBe('after');
  });

  it('is the day only on the same date, before it for any earlier one, after it for any later one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const today = addDays('2026-12-15', offset);
        const expected = offset < 0 ? 'before' : offset === 0 ? 'day' : 'after';
        expect(sessionDayPosition('2026-12-15', today)).toBe(expected);
        expect(isSessionDay('2026-12-15', today)).toBe(offset === 0);
      }),
    );
  });
});

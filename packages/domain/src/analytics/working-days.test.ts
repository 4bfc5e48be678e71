import { describe, expect, it } from 'vitest';
import { countWorkingWeekdays } from './working-days.ts';

describe('countWorkingWeekdays', () => {
  it('counts Monday to Friday of a plain week once each', () => {
    expect(countWorkingWeekdays('2025-03-03', '2025-03-09')).toEqual([1, 1, 1, 1, 1]);
  });

  it('leaves out French public holidays: Easter Monday, 1 and 8 May, Ascension in 2025', () => {
    // April 21 (Easter Monday), May 1 and 8 (Thursdays), May 29 (Ascension, Thursday).
    expect(countWorkingWeekdays('2025-04-21', '2025-04-27')).toEqual([0, 1, 1, 1, 1]);
    expect(countWorkingWeekdays('2025-05-01', '2025-05-31')).toEqual([4, 4, 4, 2, 5]);
  });

  it('counts the 251 working days of 2025 (261 weekdays less 10 holidays on weekdays)', () => {
    const counts = countWorkingWeekdays('2025-01-01', '2025-12-31');
    expect(counts.reduce((sum, days) => sum + days, 0)).toBe(251);
  });
});

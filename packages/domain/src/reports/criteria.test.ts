import { describe, expect, it } from 'vitest';
import { defaultPeriodStart, searchPeriod } from './criteria.ts';

describe('default periods (spec 2 §9)', () => {
  it('recent missions: the last 28 days', () => {
    expect(defaultPeriodStart('recent', '2026-11-24')).toBe('2026-10-27');
  });

  it('archive: the last 6 months, the end of a short month kept inside it', () => {
    expect(defaultPeriodStart('archive', '2026-11-24')).toBe('2026-05-24');
    expect(defaultPeriodStart('archive', '2026-08-31')).toBe('2026-02-28');
  });

  it('a typed end date alone moves the default start with it', () => {
    expect(searchPeriod('recent', '2026-11-24', { endDate: '2026-03-01' })).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-03-01',
    });
    expect(searchPeriod('recent', '2026-11-24', {})).toEqual({
      startDate: '2026-10-27',
      endDate: '2026-11-24',
    });
    expect(searchPeriod('archive', '2026-11-24', { startDate: '2020-01-01' })).toEqual({
      startDate: '2020-01-01',
      endDate: '2026-11-24',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { isFrenchPublicHoliday, isSchedulingDay, schedulingHorizon } from './horizon.ts';

describe('scheduling horizon (Europe/Paris)', () => {
  it('on a Sunday: the 15 working days from Monday, weekends skipped', () => {
    const horizon = schedulingHorizon(new Date('2026-11-22T12:00:00Z'));
    expect(horizon).toHaveLength(15);
    expect(horizon[0]).toBe('2026-11-23');
    expect(horizon[5]).toBe('2026-11-30');
    expect(horizon[14]).toBe('2026-12-11');
  });

  it('starts tomorrow in Paris, even when it is still today in UTC (23h30 UTC is 0h30 in Paris)', () => {
    expect(schedulingHorizon(new Date('2026-11-22T23:30:00Z'), 2)).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('never proposes today', () => {
    expect(schedulingHorizon(new Date('2026-11-24T07:00:00Z'), 1)).toEqual(['2026-11-25']);
  });

  it('skips Christmas and New Year’s Day (both Fridays in 2026-27)', () => {
    expect(schedulingHorizon(new Date('2026-12-23T10:00:00Z'), 6)).toEqual([
      '2026-12-24',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-04',
    ]);
  });

  it('knows the movable holidays: Easter Monday, Ascension and Whit Monday 2027', () => {
    expect(isFrenchPublicHoliday('2027-03-29')).toBe(true);
    expect(isFrenchPublicHoliday('2027-05-06')).toBe(true);
    expect(isFrenchPublicHoliday('2027-05-17')).toBe(true);
    expect(isSchedulingDay('2027-03-29')).toBe(false);
  });

  it('fixed holidays are off, the days around them and Alsace’s Good Friday are worked', () => {
    expect(isSchedulingDay('2026-07-14')).toBe(false);
    expect(isSchedulingDay('2026-11-11')).toBe(false);
    expect(isSchedulingDay('2026-07-15')).toBe(true);
    expect(isSchedulingDay('2027-03-26')).toBe(true);
    expect(isSchedulingDay('2026-11-28')).toBe(false);
  });
});

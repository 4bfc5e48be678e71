import { describe, expect, it } from 'vitest';
import { dayLabel } from './day-label.ts';

describe('dayLabel', () => {
  it('names the weekday, day, month and year in French, capitalised', () => {
    expect(dayLabel('2026-11-24')).toBe('Mardi 24 novembre 2026');
    expect(dayLabel('2027-01-01')).toBe('Vendredi 1 janvier 2027');
  });

  it('reads the calendar day whatever the time zone (the day after a clock change stays itself)', () => {
    expect(dayLabel('2026-03-30')).toBe('Lundi 30 mars 2026');
    expect(dayLabel('2026-10-26')).toBe('Lundi 26 octobre 2026');
  });
});

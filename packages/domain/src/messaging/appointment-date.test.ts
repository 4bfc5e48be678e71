import { describe, expect, it } from 'vitest';
import { formatAppointmentDate } from './appointment-date.ts';
import { minutesToLabel, slotToLabel } from '../time-slots/slot-clock.ts';

describe('formatAppointmentDate', () => {
  it('names the weekday, day, month and year in French, as inside a sentence', () => {
    expect(formatAppointmentDate('2026-11-24')).toBe('mardi 24 novembre 2026');
    expect(formatAppointmentDate('2026-11-10')).toBe('mardi 10 novembre 2026');
    expect(formatAppointmentDate('2026-11-11')).toBe('mercredi 11 novembre 2026');
  });

  it('says the first of a month "1er"', () => {
    expect(formatAppointmentDate('2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(formatAppointmentDate('2027-01-01')).toBe('vendredi 1er janvier 2027');
  });

  it('keeps the calendar day across the clock changes', () => {
    expect(formatAppointmentDate('2026-03-30')).toBe('lundi 30 mars 2026');
    expect(formatAppointmentDate('2026-10-26')).toBe('lundi 26 octobre 2026');
  });
});

describe('times in messages', () => {
  it('reads a slot or any minute of the day the French way', () => {
    expect(slotToLabel(4)).toBe('9h00');
    expect(minutesToLabel(14 * 60 + 25)).toBe('14h25');
    expect(minutesToLabel(8 * 60 + 5)).toBe('8h05');
  });
});

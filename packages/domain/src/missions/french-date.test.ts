import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { findPlanDateError, frenchDateToIso, isoToFrenchDate } from './french-date.ts';

describe('French dates of the mission popup', () => {
  it('writes an ISO date dd/MM/yyyy', () => {
    expect(isoToFrenchDate('2026-11-23')).toBe('23/11/2026');
    expect(isoToFrenchDate('2027-01-04')).toBe('04/01/2027');
  });

  it('reads dd/MM/yyyy and d/M/yyyy, and nothing else', () => {
    expect(frenchDateToIso('23/11/2026')).toBe('2026-11-23');
    expect(frenchDateToIso(' 4/1/2027 ')).toBe('2027-01-04');
    expect(frenchDateToIso('31/02/2027')).toBeNull();
    expect(frenchDateToIso('2026-11-23')).toBeNull();
    expect(frenchDateToIso('23/11/26')).toBeNull();
    expect(frenchDateToIso('')).toBeNull();
  });

  it('refuses a past date, a weekend and a bad format with the server’s messages', () => {
    const today = '2026-11-23';
    expect(findPlanDateError('20/11/2026', today)).toEqual({
      error: MESSAGES.missions.pastDate,
      isoDate: null,
    });
    expect(findPlanDateError('28/11/2026', today)).toEqual({
      error: MESSAGES.missions.weekendDate,
      isoDate: null,
    });
    expect(findPlanDateError('2026-11-24', today).error).toBe('Date invalide (format JJ/MM/AAAA)');
    expect(findPlanDateError('', today).error).toBe('Veuillez sélectionner une date');
    expect(findPlanDateError('  ', today).error).toBe('Veuillez sélectionner une date');
    expect(findPlanDateError('23/11/2026', today)).toEqual({ error: null, isoDate: '2026-11-23' });
  });

  it('a past date left as it was stays allowed', () => {
    expect(findPlanDateError('20/11/2026', '2026-11-23', '2026-11-20')).toEqual({
      error: null,
      isoDate: '2026-11-20',
    });
  });
});

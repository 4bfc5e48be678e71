import { describe, expect, it } from 'vitest';
import { formatInvitationTime, nextWorkingDayAtNine } from './invitation-schedule.ts';

describe('nextWorkingDayAtNine (Europe/Paris)', () => {
  it('a Monday afternoon gives Tuesday 9h00 Paris (7h00 UTC in summer)', () => {
    expect(nextWorkingDayAtNine(new Date('2026-06-15T14:00:00Z')).toISOString()).toBe(
      '2026-06-16T07:00:00.000Z',
    );
  });

  it('a Friday gives Monday 9h00 Paris (8h00 UTC in winter)', () => {
    expect(nextWorkingDayAtNine(new Date('2026-11-20T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
  });

  it('a Saturday or a Sunday gives Monday', () => {
    expect(nextWorkingDayAtNine(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(nextWorkingDayAtNine(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
  });

  it('counts the day in Paris: Thursday 23h30 UTC is already Friday in Paris, so Monday', () => {
    expect(nextWorkingDayAtNine(new Date('2026-11-19T23:30:00Z')).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
  });

  it('crosses the spring clock change: Friday 27 March 2026 gives Monday 30 March 9h00 CEST', () => {
    expect(nextWorkingDayAtNine(new Date('2026-03-27T12:00:00Z')).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
  });
});

describe('formatInvitationTime', () => {
  it('says the day and hour in Paris time, summer and winter', () => {
    expect(formatInvitationTime('2026-11-23T08:00:00.000Z')).toBe('lundi 23 novembre 2026 à 9h00');
    expect(formatInvitationTime(new Date('2027-06-01T07:00:00Z'))).toBe('mardi 1 juin 2027 à 9h00');
  });
});

import { describe, expect, it } from 'vitest';
import { formatInvitationTime } from './invitation-schedule.ts';

describe('formatInvitationTime', () => {
  it('says the day and hour in Paris time, summer and winter', () => {
    expect(formatInvitationTime('2026-11-23T08:00:00.000Z')).toBe('lundi 23 novembre 2026 à 9h00');
    expect(formatInvitationTime(new Date('2027-06-01T07:00:00Z'))).toBe('mardi 1 juin 2027 à 9h00');
  });
});

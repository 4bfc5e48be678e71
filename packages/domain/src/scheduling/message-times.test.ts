import { describe, expect, it } from 'vitest';
import { appointmentStart, nextWorkingDayAtNine, reminderTimes } from './message-times.ts';

const iso = (date: Date) => date.toISOString();

describe('nextWorkingDayAtNine (Europe/Paris, public holidays skipped)', () => {
  it('a Monday afternoon gives Tuesday 9h00 Paris (7h00 UTC in summer)', () => {
    expect(iso(nextWorkingDayAtNine(new Date('2026-06-15T14:00:00Z')))).toBe('2026-06-16T07:00:00.000Z');
  });

  it('a Friday, Saturday or Sunday gives Monday (8h00 UTC in winter)', () => {
    for (const now of ['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z']) {
      expect(iso(nextWorkingDayAtNine(new Date(now)))).toBe('2026-11-23T08:00:00.000Z');
    }
  });

  it('counts the day in Paris: Thursday 23h30 UTC is already Friday in Paris, so Monday', () => {
    expect(iso(nextWorkingDayAtNine(new Date('2026-11-19T23:30:00Z')))).toBe('2026-11-23T08:00:00.000Z');
  });

  it('skips public holidays: Thursday 24 December 2026 gives Monday 28 (Christmas on the Friday)', () => {
    expect(iso(nextWorkingDayAtNine(new Date('2026-12-23T15:00:00Z')))).toBe('2026-12-24T08:00:00.000Z');
    expect(iso(nextWorkingDayAtNine(new Date('2026-12-24T15:00:00Z')))).toBe('2026-12-28T08:00:00.000Z');
  });

  it('skips Easter Monday and Ascension: Friday 3 April 2026 gives Tuesday 7 April', () => {
    expect(iso(nextWorkingDayAtNine(new Date('2026-04-03T12:00:00Z')))).toBe('2026-04-07T07:00:00.000Z');
    // Ascension 2026 is Thursday 14 May: Wednesday 13 gives Friday 15.
    expect(iso(nextWorkingDayAtNine(new Date('2026-05-13T12:00:00Z')))).toBe('2026-05-15T07:00:00.000Z');
  });

  it('crosses the spring clock change: Friday 27 March 2026 gives Monday 30 March 9h00 CEST', () => {
    expect(iso(nextWorkingDayAtNine(new Date('2026-03-27T12:00:00Z')))).toBe('2026-03-30T07:00:00.000Z');
  });
});

describe('reminderTimes', () => {
  const farAway = new Date('2027-01-01T00:00:00Z');

  it('gives D-7 and D-1 at 9h00 Paris time', () => {
    expect(reminderTimes('2027-06-16', farAway).map(({ kind, sendAfter }) => [kind, iso(sendAfter)])).toEqual(
      [
        ['reminder_d7', '2027-06-09T07:00:00.000Z'],
        ['reminder_d1', '2027-06-15T07:00:00.000Z'],
      ],
    );
  });

  it('the day after the last Sunday of March is 9h00 CEST (7h00 UTC); D-7 before it is 9h00 CET', () => {
    // 28 March 2027 is the last Sunday of March: clocks go forward at 2h00.
    expect(reminderTimes('2027-03-30', farAway).map(({ sendAfter }) => iso(sendAfter))).toEqual([
      '2027-03-23T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
  });

  it('the day after the last Sunday of October is 9h00 CET (8h00 UTC); D-7 before it is 9h00 CEST', () => {
    // 31 October 2027 is the last Sunday of October: clocks go back at 3h00.
    expect(reminderTimes('2027-11-02', farAway).map(({ sendAfter }) => iso(sendAfter))).toEqual([
      '2027-10-26T07:00:00.000Z',
      '2027-11-01T08:00:00.000Z',
    ]);
  });

  it('a mission booked less than 7 days ahead gets only D-1; the day before after 9h00, none', () => {
    expect(reminderTimes('2027-06-16', new Date('2027-06-12T10:00:00Z')).map(({ kind }) => kind)).toEqual([
      'reminder_d1',
    ]);
    expect(reminderTimes('2027-06-16', new Date('2027-06-15T07:00:00Z'))).toEqual([]);
    expect(reminderTimes('2027-06-16', new Date('2027-06-15T06:59:59Z'))).toHaveLength(1);
  });
});

describe('appointmentStart', () => {
  it('reads wall-clock Paris time after the spring clock change', () => {
    // Slot 4 is 9h00 (the day starts at 8h00, slots of 15 minutes).
    expect(iso(appointmentStart('2027-03-29', 4))).toBe('2027-03-29T07:00:00.000Z');
  });
});

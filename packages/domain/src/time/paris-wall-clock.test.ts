import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisClockOf } from './paris.ts';
import { formatParisInstant, parisDateTime, parisInstant } from './paris-wall-clock.ts';

const iso = (date: Date) => date.toISOString();

// 2026: summer time starts on Sunday 29 March and ends on Sunday 25 October (the last Sundays of
// March and October).
describe('parisInstant and parisDateTime', () => {
  it('9h00 Paris is 8h00 UTC in winter and 7h00 UTC in summer, the clock-change Sundays included', () => {
    expect(iso(parisInstant('2026-03-28', 9))).toBe('2026-03-28T08:00:00.000Z');
    expect(iso(parisInstant('2026-03-29', 9))).toBe('2026-03-29T07:00:00.000Z');
    expect(iso(parisInstant('2026-10-24', 9))).toBe('2026-10-24T07:00:00.000Z');
    expect(iso(parisInstant('2026-10-25', 9))).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(parisInstant('2027-10-30', 9))).toBe('2027-10-30T07:00:00.000Z');
    expect(iso(parisInstant('2027-11-01', 9, 30))).toBe('2027-11-01T08:30:00.000Z');
  });

  it("a TZDate reads Paris's hours whatever the machine's time zone, at parisInstant's instant", () => {
    const paris = parisDateTime('2026-07-06', 16, 45);
    expect([paris.getHours(), paris.getMinutes(), paris.getDate()]).toEqual([16, 45, 6]);
    expect(paris.getTime()).toBe(parisInstant('2026-07-06', 16, 45).getTime());
  });

  it('reads back as the same date and time (working hours, any day of 2000-2100)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 36_524 }),
        fc.integer({ min: 6, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (days, hour, minute) => {
          const date = new Date(Date.UTC(2000, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          expect(parisClockOf(parisInstant(date, hour, minute))).toEqual({
            date,
            minutes: hour * 60 + minute,
          });
        },
      ),
    );
  });
});

describe('formatParisInstant', () => {
  it('writes the Paris time in French: 14h05, summer and winter', () => {
    const pattern = "d MMMM yyyy 'à' H'h'mm";
    expect(formatParisInstant(new Date('2026-11-24T13:05:00Z'), pattern)).toBe('24 novembre 2026 à 14h05');
    expect(formatParisInstant(new Date('2026-07-01T22:30:00Z'), pattern)).toBe('2 juillet 2026 à 0h30');
    expect(formatParisInstant(new Date('2026-10-25T01:30:00Z'), 'EEEE H:mm')).toBe('dimanche 2:30');
  });
});

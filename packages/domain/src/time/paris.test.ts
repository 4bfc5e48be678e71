import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatParisInstant,
  parisClockOf,
  parisDateOf,
  parisDateTime,
  parisInstant,
  parisOffsetMinutes,
} from './paris.ts';

const iso = (date: Date) => date.toISOString();

// 2026: summer time starts on Sunday 29 March (2h00 → 3h00, at 1h00 UTC) and ends on Sunday
// 25 October (3h00 → 2h00, at 1h00 UTC): the last Sundays of March and October.
describe('Paris dates (Europe/Paris)', () => {
  it('23h30 UTC on 31 March 2026 is already 1 April in Paris (summer time)', () => {
    expect(parisDateOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(parisDateOf(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
    expect(parisDateOf(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('Paris midnight is 23h00 UTC the day before in winter, 22h00 in summer, on both clock-change days', () => {
    expect(parisDateOf(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(parisDateOf(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(parisDateOf(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(parisDateOf(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(parisDateOf(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(parisDateOf(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(parisDateOf(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(parisDateOf(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('parisClockOf', () => {
  it('13h05 UTC on 24 November 2026 is 14h05 in Paris', () => {
    expect(parisClockOf(new Date('2026-11-24T13:05:00Z'))).toEqual({
      date: '2026-11-24',
      minutes: 14 * 60 + 5,
    });
  });

  it('jumps from 1h59 to 3h00 on the last Sunday of March', () => {
    expect(parisClockOf(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      minutes: 1 * 60 + 59,
    });
    expect(parisClockOf(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
  });

  it('goes back from 2h59 to 2h00 on the last Sunday of October', () => {
    expect(parisClockOf(new Date('2026-10-25T00:59:00Z'))).toEqual({
      date: '2026-10-25',
      minutes: 2 * 60 + 59,
    });
    expect(parisClockOf(new Date('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 });
  });

  it("says what the platform's Paris clock (Intl) says, at any instant of 2000-2100", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        const parts = Object.fromEntries(intl.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
        expect(parisClockOf(new Date(time))).toEqual({
          date: `${parts.year}-${parts.month}-${parts.day}`,
          minutes: Number(parts.hour) * 60 + Number(parts.minute),
        });
      }),
    );
  });
});

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

describe('parisOffsetMinutes', () => {
  it('is 60 in winter and 120 in summer, changing at 1h00 UTC on the last Sundays of March and October', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
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

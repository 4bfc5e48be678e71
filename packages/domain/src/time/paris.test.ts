import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisClockOf, parisDateOf, parisOffsetMinutes } from './paris.ts';

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

describe('parisOffsetMinutes', () => {
  it('is 60 in winter and 120 in summer, changing at 1h00 UTC on the last Sundays of March and October', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

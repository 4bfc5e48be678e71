import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, mondayOf } from '../time-slots/week.ts';
import { dayLabel, parisOffsetLabel, weekLabel, weekOffsetOf } from './calendar-week.ts';

describe('calendar week', () => {
  it('the label names Monday and Friday in French', () => {
    expect(weekLabel('2026-11-23', '2026-11-27')).toBe('Semaine du 23 novembre - 27 novembre');
    expect(weekLabel('2026-12-28', '2027-01-01')).toBe('Semaine du 28 décembre - 1 janvier');
    expect(dayLabel('2026-11-23')).toBe('lundi 23 novembre');
  });

  it('Paris is UTC+1 in winter and UTC+2 in summer, changing on the last Sundays of March and October', () => {
    expect(parisOffsetLabel('2026-11-23')).toBe('(UTC+1) Europe/Paris');
    expect(parisOffsetLabel('2026-07-06')).toBe('(UTC+2) Europe/Paris');
    expect(parisOffsetLabel('2026-03-27')).toBe('(UTC+1) Europe/Paris');
    expect(parisOffsetLabel('2026-03-30')).toBe('(UTC+2) Europe/Paris');
    expect(parisOffsetLabel('2026-10-23')).toBe('(UTC+2) Europe/Paris');
    expect(parisOffsetLabel('2026-10-26')).toBe('(UTC+1) Europe/Paris');
  });

  it('a date names the offset of its week from this week', () => {
    expect(weekOffsetOf('2026-11-22', '2026-11-16')).toBe(0);
    expect(weekOffsetOf('2026-11-22', '2026-11-23')).toBe(1);
    expect(weekOffsetOf('2026-11-18', '2026-11-13')).toBe(-1);
    expect(weekOffsetOf('2026-11-18', 'demain')).toBe(0);
    expect(weekOffsetOf('2026-11-18', '2099-01-01')).toBe(520);
  });

  it('any day of the week n weeks ahead gives n, across clock changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: -200, max: 200 }),
        fc.integer({ min: 0, max: 6 }),
        (day, weeks, weekday) => {
          const today = day.toISOString().slice(0, 10);
          expect(weekOffsetOf(today, addDays(mondayOf(today), weeks * 7 + weekday))).toBe(weeks);
        },
      ),
    );
  });
});

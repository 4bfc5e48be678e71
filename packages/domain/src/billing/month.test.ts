import { describe, expect, it } from 'vitest';
import {
  addMonths,
  averagePerWorkingDay,
  billingMonthOf,
  frenchMonthName,
  monthLabel,
  monthRange,
} from './month.ts';
import { centsToEuros, eurosToCents } from '../common/money.ts';
import { workingDaysInMonth } from './working-days.ts';

describe('billing months', () => {
  it('the month in progress is Paris time: 31 December 23h30 in Paris is still December', () => {
    expect(billingMonthOf(new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(billingMonthOf(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('adds months across years both ways', () => {
    expect(addMonths({ year: 2027, month: 3 }, -5)).toEqual({ year: 2026, month: 10 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(monthLabel({ year: 2027, month: 2 })).toBe('2027-02');
  });

  it("a month's range ends on the next month's first day (February of a leap year too)", () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ start: '2028-02-01', end: '2028-03-01' });
    expect(monthRange({ year: 2026, month: 12 })).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('working days leave out weekends and French public holidays', () => {
    // February 2027: four full weeks, no holiday.
    expect(workingDaysInMonth({ year: 2027, month: 2 })).toBe(20);
    // March 2027: 23 weekdays, Easter Monday on the 29th.
    expect(workingDaysInMonth({ year: 2027, month: 3 })).toBe(22);
    // May 2026: 21 weekdays less 1 May (Friday), 8 May (Friday), Ascension (14th) and Whit Monday (25th).
    expect(workingDaysInMonth({ year: 2026, month: 5 })).toBe(17);
  });

  it('the average per working day has two decimals, 0 without working days', () => {
    expect(averagePerWorkingDay(4, 22)).toBe(0.18);
    expect(averagePerWorkingDay(0, 20)).toBe(0);
    expect(averagePerWorkingDay(3, 0)).toBe(0);
  });

  it('amounts travel in euros and are kept in cents without floating-point dust', () => {
    expect(eurosToCents(89.9)).toBe(8990);
    expect(eurosToCents(0.29)).toBe(29);
    expect(centsToEuros(23_980)).toBe(239.8);
  });

  it('names a month in French', () => {
    expect(frenchMonthName({ year: 2027, month: 2 })).toBe('février 2027');
  });
});

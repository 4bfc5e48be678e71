import { describe, expect, it } from 'vitest';
import { parisInstant } from '../time/paris-wall-clock.ts';
import {
  canRunInvoicesFor,
  currentPeriod,
  invoiceRunPeriodStateOf,
  invoiceablePeriods,
  lastFinishedPeriod,
} from './invoice-run.ts';

/** Every instant here is named in Paris time (the runner is on UTC). */
const paris = (date: string, hour: number, minute = 0) => parisInstant(date, hour, minute);
const oneMinuteBefore = (instant: Date) => new Date(instant.getTime() - 60_000);

describe('invoicing runs: which months are over (Paris time)', () => {
  it('31 December 23:59 in Paris: December is in progress, November is the last finished month', () => {
    const now = paris('2026-12-31', 23, 59);
    expect(now.toISOString()).toBe('2026-12-31T22:59:00.000Z');
    expect(currentPeriod(now)).toBe('2026-12');
    expect(invoiceRunPeriodStateOf('2026-12', now)).toBe('in_progress');
    expect(canRunInvoicesFor('2026-12', now)).toBe(false);
    expect(lastFinishedPeriod(now)).toBe('2026-11');
  });

  it('1 January 00:00 in Paris (still 31 December in UTC): December is over, January is in progress', () => {
    const now = paris('2027-01-01', 0, 0);
    expect(now.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(canRunInvoicesFor('2026-12', now)).toBe(true);
    expect(lastFinishedPeriod(now)).toBe('2026-12');
    expect(invoiceRunPeriodStateOf('2027-01', now)).toBe('in_progress');
    expect(canRunInvoicesFor('2027-01', now)).toBe(false);
    // One minute earlier, December was not over.
    expect(canRunInvoicesFor('2026-12', oneMinuteBefore(now))).toBe(false);
  });

  it('the end of February in a leap year: 29 February 23:59 is February, 1 March 00:00 is not', () => {
    expect(canRunInvoicesFor('2028-02', paris('2028-02-29', 23, 59))).toBe(false);
    expect(lastFinishedPeriod(paris('2028-02-29', 23, 59))).toBe('2028-01');
    expect(canRunInvoicesFor('2028-02', paris('2028-03-01', 0, 0))).toBe(true);
    expect(lastFinishedPeriod(paris('2028-03-01', 0, 0))).toBe('2028-02');
    // 28 February of a leap year is not the month's last day.
    expect(canRunInvoicesFor('2028-02', paris('2028-02-28', 23, 59))).toBe(false);
  });

  it('the end of March, the night the clocks go forward (29 March 2026): March ends at 22:00 UTC on the 31st', () => {
    const dstNight = paris('2026-03-29', 3, 0);
    expect(currentPeriod(dstNight)).toBe('2026-03');
    expect(lastFinishedPeriod(dstNight)).toBe('2026-02');
    const april = paris('2026-04-01', 0, 0);
    expect(april.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(canRunInvoicesFor('2026-03', april)).toBe(true);
    expect(canRunInvoicesFor('2026-03', oneMinuteBefore(april))).toBe(false);
  });

  it('the end of October, the night the clocks go back (25 October 2026): October ends at 23:00 UTC on the 31st', () => {
    // 02:30 comes twice that night; both are October.
    const firstTwoThirty = new Date('2026-10-25T00:30:00.000Z');
    const secondTwoThirty = new Date('2026-10-25T01:30:00.000Z');
    expect(currentPeriod(firstTwoThirty)).toBe('2026-10');
    expect(currentPeriod(secondTwoThirty)).toBe('2026-10');
    const november = paris('2026-11-01', 0, 0);
    expect(november.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(canRunInvoicesFor('2026-10', november)).toBe(true);
    expect(canRunInvoicesFor('2026-10', oneMinuteBefore(november))).toBe(false);
  });

  it('a month not begun is in the future, never invoiceable', () => {
    const now = paris('2026-12-07', 17, 0);
    expect(invoiceRunPeriodStateOf('2027-01', now)).toBe('future');
    expect(canRunInvoicesFor('2999-01', now)).toBe(false);
    expect(invoiceRunPeriodStateOf('2018-06', now)).toBe('finished');
  });

  it('offers the finished months, the last one first, across a year', () => {
    expect(invoiceablePeriods(paris('2027-02-10', 9, 0), 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    const offered = invoiceablePeriods(paris('2027-01-01', 0, 0), 24);
    expect(offered).toHaveLength(24);
    expect(offered.every((period) => canRunInvoicesFor(period, paris('2027-01-01', 0, 0)))).toBe(true);
    expect(offered[0]).toBe('2026-12');
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceLinesFor, invoiceNumberOf, invoiceTotalsOf, vatCentsOf } from './invoice.ts';
import { periodBounds, previousPeriod, shiftPeriod } from './period.ts';

describe('invoiceLinesFor', () => {
  it('bills Business at 15 EUR × 7 agents, 12 e-mail and 3 SMS confirmations at 0.80 EUR, TVA 20 %', () => {
    const lines = invoiceLinesFor(
      { plan: 'business', activeAgents: 7, emailConfirmations: 12, smsConfirmations: 3 },
      'octobre 2026',
    );
    // Hand-computed: 105.00 + 9.60 + 2.40 = 117.00 HT; TVA 23.40; TTC 140.40.
    expect(
      lines.map((line) => [line.kind, line.quantity, line.htCents, line.tvaCents, line.ttcCents]),
    ).toEqual([
      ['subscription', 7, 10_500, 2_100, 12_600],
      ['email_confirmations', 12, 960, 192, 1_152],
      ['sms_confirmations', 3, 240, 48, 288],
    ]);
    expect(invoiceTotalsOf(lines)).toEqual({ htCents: 11_700, tvaCents: 2_340, ttcCents: 14_040 });
  });

  it('leaves out a line of zero quantity', () => {
    const lines = invoiceLinesFor(
      { plan: 'standard', activeAgents: 2, emailConfirmations: 0, smsConfirmations: 0 },
      'octobre 2026',
    );
    expect(lines).toHaveLength(1);
    expect(invoiceTotalsOf(lines)).toEqual({ htCents: 2_000, tvaCents: 400, ttcCents: 2_400 });
  });

  it('rounds TVA half up to the cent', () => {
    expect(vatCentsOf(1)).toBe(0);
    expect(vatCentsOf(3)).toBe(1);
    expect(vatCentsOf(12_345)).toBe(2_469);
  });
});

describe('periods and numbers', () => {
  it('gives a month its bounds, leap February included', () => {
    expect(periodBounds('2028-02')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
      nextStart: '2028-03-01',
    });
    expect(periodBounds('2026-12')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
      nextStart: '2027-01-01',
    });
  });

  it('takes the previous month across a year', () => {
    expect(previousPeriod('2027-01-15')).toBe('2026-12');
    expect(shiftPeriod('2026-03', 5)).toBe('2025-10');
  });

  it('numbers invoices and credit notes in one padded series', () => {
    expect(invoiceNumberOf(42)).toBe('F000042');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PRICED_AGENTS, PLANS, PLAN_NAMES } from '../plans/catalogue.ts';
import {
  MAX_QUOTED_AGENT_COUNT,
  MIN_AGENT_COUNT,
  agentLabel,
  estimateMonthlyPrice,
  formatEuros,
  parseAgentCount,
  readAgentCount,
} from './calculator.ts';

// Intl uses narrow no-break spaces in fr-FR; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('parseAgentCount', () => {
  it.each([
    ['', 1],
    ['   ', 1],
    ['abc', 1],
    ['0', 1],
    ['-4', 1],
    ['1', 1],
    ['12', 12],
    [' 7 ', 7],
    ['3.9', 3],
    ['10 000', 10_000],
  ])('reads %j as %i', (input, expected) => {
    expect(parseAgentCount(input)).toBe(expected);
  });

  it("cuts a decimal to whole agents alike with '.' and ',', and says so", () => {
    for (const [input, count] of [
      ['1.5', 1],
      ['1,5', 1],
      ['2.5', 2],
      ['2,5', 2],
      ['3,9', 3],
    ] as const) {
      expect(readAgentCount(input)).toEqual({ count, note: 'whole' });
    }
    expect(readAgentCount('2,0')).toEqual({ count: 2, note: null });
  });

  it('counts text that is no number, even after digits, as one agent and says so', () => {
    for (const input of ['abc', '12abc', '1e3', '2,5,1', '3 agents']) {
      expect(readAgentCount(input)).toEqual({ count: 1, note: 'invalid' });
    }
    expect(readAgentCount('')).toEqual({ count: 1, note: null });
    expect(readAgentCount('0')).toEqual({ count: 1, note: 'minimum' });
    expect(readAgentCount('-4')).toEqual({ count: 1, note: 'minimum' });
  });

  it('counts null, undefined and NaN as one agent', () => {
    expect(parseAgentCount(null)).toBe(1);
    expect(parseAgentCount(undefined)).toBe(1);
    expect(parseAgentCount(Number.NaN)).toBe(1);
  });

  it('is never below one, whatever is typed', () => {
    fc.assert(fc.property(fc.string(), (input) => parseAgentCount(input) >= 1));
  });
});

describe('agentLabel', () => {
  it("says 'agent' for one and 'agents' otherwise", () => {
    expect(agentLabel(1)).toBe('agent');
    expect(agentLabel(2)).toBe('agents');
    expect(agentLabel(12)).toBe('agents');
  });
});

describe('estimateMonthlyPrice', () => {
  it('multiplies the agent count by 10 EUR and 15 EUR for Standard and Business', () => {
    const estimate = estimateMonthlyPrice('12');
    expect(estimate).toMatchObject({ agentCount: 12, label: 'agents', isBeyondPricedRange: false });
    expect(estimate.plans.slice(0, 2)).toEqual([
      {
        plan: 'standard',
        label: 'Standard',
        pricePerAgentCents: 1000,
        monthlyCents: 12_000,
        maxAgents: MAX_PRICED_AGENTS,
      },
      {
        plan: 'business',
        label: 'Business',
        pricePerAgentCents: 1500,
        monthlyCents: 18_000,
        maxAgents: MAX_PRICED_AGENTS,
      },
    ]);
  });

  it('prices every plan of the catalogue, in its order, at its price per agent', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_AGENT_COUNT, max: MAX_PRICED_AGENTS }), (count) => {
        const estimate = estimateMonthlyPrice(String(count));
        expect(estimate.plans.map((entry) => entry.plan)).toEqual(PLAN_NAMES);
        for (const entry of estimate.plans) {
          expect(entry.label).toBe(PLANS[entry.plan].label);
          expect(entry.monthlyCents).toBe(count * PLANS[entry.plan].pricePerAgentCents);
        }
      }),
    );
  });

  it('prices an empty count as one agent', () => {
    const estimate = estimateMonthlyPrice('');
    expect(estimate).toMatchObject({ agentCount: 1, label: 'agent' });
    expect(estimate.plans[0]?.monthlyCents).toBe(1000);
  });

  it('prices up to the largest team the plans take, and says when a count goes beyond', () => {
    expect(estimateMonthlyPrice(String(MAX_PRICED_AGENTS))).toMatchObject({
      agentCount: MAX_PRICED_AGENTS,
      isBeyondPricedRange: false,
    });
  });

  it('beyond 10 000 agents keeps the count typed: only the unlimited Premium is priced, for that count', () => {
    const estimate = estimateMonthlyPrice(String(MAX_PRICED_AGENTS + 1));
    expect(estimate).toMatchObject({
      agentCount: MAX_PRICED_AGENTS + 1,
      label: 'agents',
      isBeyondPricedRange: true,
      isBeyondQuotedRange: false,
    });
    expect(estimate.plans.map((entry) => [entry.plan, entry.monthlyCents])).toEqual([
      ['standard', null],
      ['business', null],
      ['premium', (MAX_PRICED_AGENTS + 1) * PLANS.premium.pricePerAgentCents],
    ]);
  });

  it('beyond the largest team it prices at all, every plan is on quotation', () => {
    const estimate = estimateMonthlyPrice(String(MAX_QUOTED_AGENT_COUNT + 1));
    expect(estimate).toMatchObject({ agentCount: MAX_QUOTED_AGENT_COUNT + 1, isBeyondQuotedRange: true });
    expect(estimate.plans.every((entry) => entry.monthlyCents === null)).toBe(true);
  });
});

describe('formatEuros', () => {
  it('formats cents in French euros', () => {
    expect(plain(formatEuros(1000))).toBe('10,00 €');
    expect(plain(formatEuros(80))).toBe('0,80 €');
    expect(plain(formatEuros(123_450))).toBe('1 234,50 €');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { agentLabel, estimateMonthlyPrice, formatEuros, parseAgentCount } from './calculator.ts';

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
  ])('reads %j as %i', (input, expected) => {
    expect(parseAgentCount(input)).toBe(expected);
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
  it('multiplies the agent count by 10 EUR and 15 EUR', () => {
    expect(estimateMonthlyPrice('12')).toEqual({
      agentCount: 12,
      label: 'agents',
      forfait1MonthlyCents: 12_000,
      forfait2MonthlyCents: 18_000,
    });
  });

  it('prices an empty count as one agent', () => {
    expect(estimateMonthlyPrice('')).toMatchObject({
      agentCount: 1,
      label: 'agent',
      forfait1MonthlyCents: 1000,
    });
  });
});

describe('formatEuros', () => {
  it('formats cents in French euros', () => {
    expect(plain(formatEuros(1000))).toBe('10,00 €');
    expect(plain(formatEuros(80))).toBe('0,80 €');
    expect(plain(formatEuros(123_450))).toBe('1 234,50 €');
  });
});

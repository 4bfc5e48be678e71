import { PLANS, USAGE_FEE_CENTS } from '../plans/catalogue.ts';

/** The calculator never goes below one agent. */
export const MIN_AGENT_COUNT = 1;
/** Above this the page asks for a quotation; it only bounds the arithmetic. */
export const MAX_AGENT_COUNT = 10_000;

/**
 * Reads what a visitor typed as a number of agents: empty, invalid or below one counts as one;
 * decimals are cut to whole agents; very large counts are capped.
 */
export function parseAgentCount(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(value)) {
    return MIN_AGENT_COUNT;
  }
  return Math.min(MAX_AGENT_COUNT, Math.max(MIN_AGENT_COUNT, Math.trunc(value)));
}

/** 'agent' for one, 'agents' otherwise. */
export function agentLabel(count: number): string {
  return count === 1 ? 'agent' : 'agents';
}

export interface PricingEstimate {
  agentCount: number;
  label: string;
  /** Monthly totals in euro cents, before usage fees. */
  forfait1MonthlyCents: number;
  forfait2MonthlyCents: number;
}

/** The monthly price of both public plans for the agent count a visitor typed. */
export function estimateMonthlyPrice(input: string | number | null | undefined): PricingEstimate {
  const agentCount = parseAgentCount(input);
  return {
    agentCount,
    label: agentLabel(agentCount),
    forfait1MonthlyCents: agentCount * (PLANS.standard.pricePerAgentCents ?? 0),
    forfait2MonthlyCents: agentCount * (PLANS.business.pricePerAgentCents ?? 0),
  };
}

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** French euro formatting of an amount in cents ("1 234,50 €", with the locale's spaces). */
export function formatEuros(cents: number): string {
  return EURO.format(cents / 100);
}

export { USAGE_FEE_CENTS };

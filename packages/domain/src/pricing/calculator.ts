import {
  MAX_PRICED_AGENTS,
  PLAN_LIST,
  USAGE_FEE_CENTS,
  monthlyPriceCents,
  type PlanName,
} from '../plans/catalogue.ts';

/** The calculator never goes below one agent. */
export const MIN_AGENT_COUNT = 1;
/** The largest team the calculator prices; above it the page asks visitors to get in touch. */
export const MAX_AGENT_COUNT = MAX_PRICED_AGENTS;

function readNumber(input: string | number | null | undefined): number {
  return typeof input === 'number' ? input : Number.parseInt(String(input ?? '').trim(), 10);
}

/**
 * Reads what a visitor typed as a number of agents: empty, invalid or below one counts as one;
 * decimals are cut to whole agents; counts above the priced range are capped.
 */
export function parseAgentCount(input: string | number | null | undefined): number {
  const value = readNumber(input);
  if (!Number.isFinite(value)) {
    return MIN_AGENT_COUNT;
  }
  return Math.min(MAX_AGENT_COUNT, Math.max(MIN_AGENT_COUNT, Math.trunc(value)));
}

/** 'agent' for one, 'agents' otherwise. */
export function agentLabel(count: number): string {
  return count === 1 ? 'agent' : 'agents';
}

export interface PlanEstimate {
  plan: PlanName;
  label: string;
  pricePerAgentCents: number;
  /** Monthly total in euro cents, before usage fees. */
  monthlyCents: number;
}

export interface PricingEstimate {
  agentCount: number;
  label: string;
  /** The visitor typed more agents than the calculator prices. */
  isBeyondPricedRange: boolean;
  /** One total per plan of the catalogue, lowest plan first. */
  plans: PlanEstimate[];
}

/** The monthly price of every plan of the catalogue for the agent count a visitor typed. */
export function estimateMonthlyPrice(input: string | number | null | undefined): PricingEstimate {
  const agentCount = parseAgentCount(input);
  return {
    agentCount,
    label: agentLabel(agentCount),
    isBeyondPricedRange: readNumber(input) > MAX_AGENT_COUNT,
    plans: PLAN_LIST.map((plan) => ({
      plan: plan.name,
      label: plan.label,
      pricePerAgentCents: plan.pricePerAgentCents,
      monthlyCents: monthlyPriceCents(plan.name, agentCount),
    })),
  };
}

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** French euro formatting of an amount in cents ("1 234,50 €", with the locale's spaces). */
export function formatEuros(cents: number): string {
  return EURO.format(cents / 100);
}

const WHOLE_EURO = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Marketing text: "10 €" for a whole amount, "0,80 €" otherwise. */
export function formatEurosShort(cents: number): string {
  return cents % 100 === 0 ? WHOLE_EURO.format(cents / 100) : formatEuros(cents);
}

export { USAGE_FEE_CENTS };

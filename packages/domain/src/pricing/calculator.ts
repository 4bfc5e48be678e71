import {
  MAX_PRICED_AGENTS,
  PLAN_LIST,
  UNLIMITED,
  USAGE_FEE_CENTS,
  monthlyPriceCents,
  type PlanName,
} from '../plans/catalogue.ts';

/** The calculator never goes below one agent. */
export const MIN_AGENT_COUNT = 1;
/** The largest team the calculator prices at all: beyond it, every plan is on quotation. */
export const MAX_QUOTED_AGENT_COUNT = 1_000_000;

/**
 * Why the count read is not what was typed: a decimal cut to whole agents, text that is no
 * number, or a count below one (each counted as the spec says); null when read as typed or empty.
 */
export type AgentCountNote = 'whole' | 'invalid' | 'minimum' | null;

export interface AgentCountReading {
  count: number;
  note: AgentCountNote;
}

// Digits, French thousands separators (spaces) allowed, one decimal part with '.' or ','.
const AGENT_COUNT_PATTERN = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Reads what a visitor typed as a number of agents: empty, invalid or below one counts as one
 * (spec 2 §5); agents are whole, so a decimal, with '.' or ',' alike, is cut to whole agents.
 * The note says when the count differs from what was typed, for the hint under the field.
 */
export function readAgentCount(input: string | number | null | undefined): AgentCountReading {
  const typed = typeof input === 'number' ? String(input) : String(input ?? '');
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') {
    return { count: MIN_AGENT_COUNT, note: null };
  }
  if (!AGENT_COUNT_PATTERN.test(compact)) {
    return { count: MIN_AGENT_COUNT, note: 'invalid' };
  }
  const value = Number(compact.replace(',', '.'));
  const whole = Math.trunc(value);
  if (whole < MIN_AGENT_COUNT) {
    return { count: MIN_AGENT_COUNT, note: 'minimum' };
  }
  return { count: whole, note: whole === value ? null : 'whole' };
}

/** The whole number of agents a visitor typed (see `readAgentCount`), never below one. */
export function parseAgentCount(input: string | number | null | undefined): number {
  return readAgentCount(input).count;
}

/** 'agent' for one, 'agents' otherwise. */
export function agentLabel(count: number): string {
  return count === 1 ? 'agent' : 'agents';
}

export interface PlanEstimate {
  plan: PlanName;
  label: string;
  pricePerAgentCents: number;
  /** Monthly total in euro cents, before usage fees; null when the plan does not price this team. */
  monthlyCents: number | null;
  /** The most agents the plan takes (`UNLIMITED`: -1). */
  maxAgents: number;
}

export interface PricingEstimate {
  agentCount: number;
  label: string;
  /** Why the count differs from what was typed (for a hint), or null. */
  note: AgentCountNote;
  /** More agents than Standard and Business take: only Premium is priced. */
  isBeyondPricedRange: boolean;
  /** More agents than the calculator prices at all: every plan is on quotation. */
  isBeyondQuotedRange: boolean;
  /** One total per plan of the catalogue, lowest plan first. */
  plans: PlanEstimate[];
}

/**
 * The monthly price of every plan of the catalogue for the agent count a visitor typed, for that
 * very count: a plan whose agent limit is below it is not priced, rather than priced for fewer.
 */
export function estimateMonthlyPrice(input: string | number | null | undefined): PricingEstimate {
  const { count: agentCount, note } = readAgentCount(input);
  const isBeyondQuotedRange = agentCount > MAX_QUOTED_AGENT_COUNT;
  return {
    agentCount,
    label: agentLabel(agentCount),
    note,
    isBeyondPricedRange: agentCount > MAX_PRICED_AGENTS,
    isBeyondQuotedRange,
    plans: PLAN_LIST.map((plan) => {
      const takesTeam = plan.limits.agents === UNLIMITED || agentCount <= plan.limits.agents;
      return {
        plan: plan.name,
        label: plan.label,
        pricePerAgentCents: plan.pricePerAgentCents,
        monthlyCents: takesTeam && !isBeyondQuotedRange ? monthlyPriceCents(plan.name, agentCount) : null,
        maxAgents: plan.limits.agents,
      };
    }),
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

import { COUNTED_LIMITS, type CompanyPlan, type CountedLimit } from '@tourneo/domain';

/** What the plan screen needs of the company-plan answer (the permissions' plan info). */
export type SubscriptionInfo = Pick<CompanyPlan, 'plan' | 'usage'>;

export const LIMIT_LABELS: Record<CountedLimit, string> = {
  agents: 'Agents',
  forms: 'Formulaires',
  clients: 'Clients',
};

/** The counted usage as plain numbers. */
export function usageOf(info: SubscriptionInfo): Record<CountedLimit, number> {
  return Object.fromEntries(COUNTED_LIMITS.map((limit) => [limit, info.usage[limit].current])) as Record<
    CountedLimit,
    number
  >;
}

/** "1 agent", "0 agent", "12 agents". */
export const agentCountText = (count: number) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? 'agents' : 'agent'}`;

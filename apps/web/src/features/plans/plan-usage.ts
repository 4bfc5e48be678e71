import { COUNTED_LIMITS, type CountedLimit, type PlanName } from '@tourneo/domain';

/** What the plan screen needs of the company-plan answer (the permissions' plan info). */
export interface SubscriptionInfo {
  plan: { name: PlanName };
  usage: Record<string, number | { current: number } | undefined>;
}

export const LIMIT_LABELS: Record<CountedLimit, string> = {
  agents: 'Agents',
  forms: 'Formulaires',
  clients: 'Clients',
};

/** The counted usage as plain numbers (the spec allows a number or `{ current }`). */
export function usageOf(info: SubscriptionInfo): Record<CountedLimit, number> {
  const read = (limit: CountedLimit) => {
    const value = info.usage[limit];
    return typeof value === 'number' ? value : (value?.current ?? 0);
  };
  return Object.fromEntries(COUNTED_LIMITS.map((limit) => [limit, read(limit)])) as Record<
    CountedLimit,
    number
  >;
}

/** "1 agent", "0 agent", "12 agents". */
export const agentCountText = (count: number) =>
  `${count.toLocaleString('fr-FR')} ${count > 1 ? 'agents' : 'agent'}`;

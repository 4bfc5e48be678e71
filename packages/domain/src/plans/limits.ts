import { PLANS, UNLIMITED, type LimitName, type PlanName } from './catalogue.ts';
import { isLimitExceeded } from './permissions.ts';

/** The limits a company's usage is counted against, in the order the plan screen shows them. */
export const COUNTED_LIMITS = ['agents', 'forms', 'clients'] as const satisfies readonly LimitName[];
export type CountedLimit = (typeof COUNTED_LIMITS)[number];

/** A plan's limit for one kind of item; -1 means unlimited. */
export function planLimitOf(plan: PlanName, limit: LimitName): number {
  return PLANS[plan].limits[limit];
}

/** Whether the plan caps this kind of item at all. */
export function hasPlanLimit(plan: PlanName, limit: LimitName): boolean {
  return planLimitOf(plan, limit) !== UNLIMITED;
}

/**
 * Whether one more item is refused: usage is at or above the plan's limit (never when unlimited).
 * The server checks it before every creation that a plan limits.
 */
export function isPlanLimitReached(plan: PlanName, limit: LimitName, current: number): boolean {
  return isLimitExceeded(current, planLimitOf(plan, limit));
}

export type PlanUsage = Partial<Record<LimitName, number>>;

export interface LimitOverrun {
  limit: LimitName;
  current: number;
  max: number;
}

/**
 * What a company already has beyond a plan's limits. Usage at the limit fits (the plan only
 * refuses the next item); above it, moving to that plan is refused.
 */
export function overrunsOnPlan(plan: PlanName, usage: PlanUsage): LimitOverrun[] {
  const overruns: LimitOverrun[] = [];
  for (const [limit, current] of Object.entries(usage) as [LimitName, number | undefined][]) {
    const max = planLimitOf(plan, limit);
    if (current !== undefined && max !== UNLIMITED && current > max) {
      overruns.push({ limit, current, max });
    }
  }
  return overruns;
}

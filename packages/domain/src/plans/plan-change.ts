import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import {
  PLANS,
  PLAN_LIST,
  PLAN_NAMES,
  isHighestPlan,
  lowestPlanWith,
  type Feature,
  type PlanName,
} from './catalogue.ts';
import { overrunsOnPlan, type LimitOverrun, type PlanUsage } from './limits.ts';

/** "Standard, Business ou Premium": the catalogue's display names as a French list. */
export function planChoicesText(): string {
  const labels = PLAN_LIST.map((plan) => plan.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The server's 403 message for a missing feature, naming the lowest plan that has it. */
export function featureMissingMessage(feature: Feature): string {
  const plan = lowestPlanWith(feature);
  return MESSAGES.plans.featureMissing(plan.label, isHighestPlan(plan.name));
}

/** The body of POST /subscriptions/change-plan: the plan the session's company moves to. */
export const changePlanSchema = z.object({
  plan: z.enum(PLAN_NAMES, { error: MESSAGES.plans.invalidPlan(planChoicesText()) }),
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** Why a company cannot move to a plan: one French reason per limit its usage exceeds. */
export function overrunReasons(overruns: readonly LimitOverrun[]): string[] {
  return overruns.map(({ limit, current, max }) => MESSAGES.plans.overrun[limit](current, max));
}

/**
 * The refusal of a move to `plan` when the company already has more than the plan allows
 * (agents, forms, clients), or null when everything fits. Server and plan screen share it.
 */
export function planChangeRefusal(plan: PlanName, usage: PlanUsage): string | null {
  const overruns = overrunsOnPlan(plan, usage);
  return overruns.length === 0
    ? null
    : MESSAGES.plans.downgradeRefused(PLANS[plan].label, overrunReasons(overruns).join(' ; '));
}

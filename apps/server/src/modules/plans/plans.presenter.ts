import { MESSAGES, PLANS, featureMapFor, type CountedLimit } from '@tourneo/domain';
import type * as repository from './plans.repository.ts';

type PlanCompany = repository.CompanyPlanRow;
type PlanChange = Awaited<ReturnType<typeof repository.insertPlanChange>>;

/** The company's plan, its limits, what it uses of them and its feature map (the spec's shape). */
export function presentCompanyPlan(company: PlanCompany, usage: Record<CountedLimit, number>) {
  const plan = PLANS[company.subscriptionPlan];
  return {
    company: { id: company.id, name: company.name },
    plan: { name: plan.name, label: plan.label, limits: plan.limits },
    usage: {
      agents: { current: usage.agents },
      forms: { current: usage.forms },
      clients: { current: usage.clients },
    },
    features: featureMapFor(plan.name),
  };
}

/** A company's own change of plan: the change, and the company's plan as it now is. */
export function presentPlanChanged(
  company: PlanCompany,
  { change, usage }: { change: PlanChange; usage: Record<CountedLimit, number> },
) {
  return {
    success: true as const,
    message: MESSAGES.plans.changed(PLANS[change.toPlan].label),
    change: {
      from_plan: change.fromPlan,
      to_plan: change.toPlan,
      changed_at: change.changedAt.toISOString(),
    },
    data: presentCompanyPlan({ ...company, subscriptionPlan: change.toPlan }, usage),
  };
}

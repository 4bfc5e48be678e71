import { PLANS, featureMapFor } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import type { SessionCompany } from '../auth/auth.service.ts';
import { countCompanyUsage } from './plans.repository.ts';

/** The company's plan, its limits, what it uses of them and its feature map. */
export async function getCompanyPlan(db: Database, company: SessionCompany) {
  const plan = PLANS[company.subscriptionPlan];
  const usage = await countCompanyUsage(db, company.id);
  return {
    company: { id: company.id, name: company.name },
    plan: { name: plan.name, label: plan.label, limits: plan.limits },
    usage: { agents: { current: usage.agents }, clients: { current: usage.clients } },
    features: featureMapFor(plan.name),
  };
}

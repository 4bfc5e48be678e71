import { AUTOMATION_FEATURE, PLANS, type AutomationRule, type PlanName } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import * as repository from './automations.repository.ts';
import { settingsOf } from './automations.presenter.ts';

/** True when the plan sells the automations: a rule left on by a company that lost them does nothing. */
export const hasAutomations = (plan: PlanName) => PLANS[plan].features.includes(AUTOMATION_FEATURE);

/** The company's rule when it runs: switched on, on a plan with the automations; else undefined. */
export async function activeRuleOf(db: Executor, companyId: number, rule: AutomationRule) {
  const company = await repository.getCompanyPlan(db, companyId);
  if (!company || !hasAutomations(company.plan)) {
    return undefined;
  }
  const row = await repository.getRule(db, companyId, rule);
  return row?.isEnabled ? { settings: settingsOf(row.settings), enabledAt: row.enabledAt } : undefined;
}

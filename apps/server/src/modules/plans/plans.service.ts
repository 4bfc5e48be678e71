import { MESSAGES, PLANS, planChangeRefusal, type PlanName } from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { AppError, notFound } from '../../errors.ts';
import { SYSTEM_ACTOR, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repository from './plans.repository.ts';
import { presentCompanyPlan } from './plans.presenter.ts';

/** The company's plan, its limits, what it uses of them and its feature map (the spec's shape). */
export async function getCompanyPlan({ db, company }: { db: Database; company: repository.CompanyPlanRow }) {
  return presentCompanyPlan(company, await repository.countCompanyUsage(db, company.id));
}

export interface ChangePlanOptions extends CompanyScope {
  plan: PlanName;
  changedBy: 'company' | 'operator';
  /** Operators may move a company below its usage (`make set-plan ... FORCE=1`); companies may not. */
  allowOverrun?: boolean;
  /** Who changes it, for the audit log; the system (an operator's command) when absent. */
  actor?: AuditActor;
}

/**
 * Moves a company to another plan and records the change with its date, in one transaction.
 * A move to the current plan, or to a plan whose limits the company already exceeds, is refused.
 * Answers the change, the limits it overruns (an operator's forced move) and the company's usage.
 */
export async function changeCompanyPlan({
  db,
  companyId,
  plan,
  changedBy,
  allowOverrun = false,
  actor = SYSTEM_ACTOR,
}: ChangePlanOptions) {
  return db.transaction(async (tx) => {
    // Creations counted against the plan (agents, forms) wait behind this lock, and it behind them.
    const currentPlan = await lockCompany(tx, companyId);
    if (!currentPlan) {
      throw notFound();
    }
    if (currentPlan === plan) {
      throw new AppError('BAD_REQUEST', MESSAGES.plans.samePlan(PLANS[plan].label));
    }
    const usage = await repository.countCompanyUsage(tx, companyId);
    const refusal = planChangeRefusal(plan, usage);
    if (refusal && !allowOverrun) {
      throw new AppError('CONFLICT', refusal);
    }
    await repository.updateCompanyPlan(tx, companyId, plan);
    const change = await repository.insertPlanChange(tx, companyId, {
      fromPlan: currentPlan,
      toPlan: plan,
      changedBy,
    });
    await recordAudit(
      { db: tx, companyId },
      { actor, action: 'plan_changed', details: { from: currentPlan, to: plan, changed_by: changedBy } },
    );
    return { change, overrun: refusal, usage };
  });
}

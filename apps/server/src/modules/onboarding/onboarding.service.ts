import { ONBOARDING_STEPS, countDoneSteps } from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import * as repository from './onboarding.repository.ts';

/** 'Premiers pas': which of the five first steps the company's data shows done. */
export async function getOnboardingStatus({ db, companyId }: CompanyScope) {
  const steps = await repository.findDoneSteps(db, companyId);
  return { steps, done: countDoneSteps(steps), total: ONBOARDING_STEPS.length };
}

import {
  MESSAGES,
  PLANS,
  PRIORITY_SUPPORT_FEATURE,
  supportAnswerPromise,
  type PlanName,
} from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { consumeOrRefuse, createLimiter, type Limiter } from '../../http/rate-limit.ts';
import * as repository from './support.repository.ts';

export { sendSupportMessage } from './send-support-message.ts';

/** Support messages per company and per hour, counted in the database so every server shares them. */
export const SUPPORT_MESSAGES_PER_HOUR = 10;

export function createSupportLimiter(db: Database): Limiter {
  return createLimiter(db, {
    keyPrefix: 'support-company',
    points: SUPPORT_MESSAGES_PER_HOUR,
    durationSeconds: 3600,
  });
}

export async function consumeSupportAllowance(limiter: Limiter, companyId: number): Promise<void> {
  await consumeOrRefuse(limiter, String(companyId), MESSAGES.support.tooManyMessages);
}

/** What the Support screen states: priority or not, the promised answer time, the reply address. */
export async function getSupportInfo({ db, companyId, plan }: CompanyScope & { plan: PlanName }) {
  const context = await repository.findSupportContext(db, companyId);
  const isPriority = PLANS[plan].features.includes(PRIORITY_SUPPORT_FEATURE);
  return {
    is_priority: isPriority,
    answer_promise: supportAnswerPromise(isPriority),
    reply_email: context?.contactEmail ?? null,
  };
}

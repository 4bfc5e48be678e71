import {
  PLANS,
  PLAN_LIST,
  USAGE_FEE_CENTS,
  lowestPlanWith,
  type Feature,
} from '@tourneo/domain/plans/catalogue';
import { formatEurosShort } from '@tourneo/domain/pricing/calculator';

/** Marketing sentences about plans, written from the catalogue so that prices and names never drift. */

/** "forfait Business": the lowest plan that sells the feature. */
export const planWith = (feature: Feature) => `forfait ${lowestPlanWith(feature).label}`;

/** "10 €": the entry price per agent and per month. */
export const ENTRY_PRICE = formatEurosShort(
  PLAN_LIST[0]?.pricePerAgentCents ?? PLANS.standard.pricePerAgentCents,
);

/** "10 € avec le forfait Standard, 15 € avec le forfait Business, 25 € avec le forfait Premium". */
export const PRICES_BY_PLAN = PLAN_LIST.map(
  (plan) => `${formatEurosShort(plan.pricePerAgentCents)} avec le forfait ${plan.label}`,
).join(', ');

/** "Standard à 10 €, Business à 15 € et Premium à 25 €". */
export const PLAN_PRICES_SHORT = PLAN_LIST.map(
  (plan) => `${plan.label} à ${formatEurosShort(plan.pricePerAgentCents)}`,
)
  .join(', ')
  .replace(/, ([^,]*)$/, ' et $1');

export const USAGE_FEE = formatEurosShort(USAGE_FEE_CENTS.email);

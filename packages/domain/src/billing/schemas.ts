import { z } from 'zod';
import '../zod-locale.ts';
import { BILLING_MESSAGES as m } from '../messages/billing-fr.ts';
import { idOf } from '../common/fields.ts';
import { eurosToCents } from '../common/money.ts';
import { BILLING_YEAR_MAX, BILLING_YEAR_MIN } from './month.ts';

/**
 * POST /billing/mark-billed and /billing/mark-paid (spec 2 §7): the appointment (a mission) by
 * its id. The spec's `company_name`/`company_password` are dropped: the company is the session's.
 */
export const billingMarkSchema = z.object({ rdv_id: idOf(m.rdvIdInvalid) });
export type BillingMarkInput = z.infer<typeof billingMarkSchema>;

const pathNumber = (pattern: RegExp, low: number, high: number, message: string) =>
  z
    .string({ error: message })
    .regex(pattern, message)
    .transform(Number)
    .pipe(z.int({ error: message }).min(low, message).max(high, message));

/** POST /billing/month/{year}/{month}: '2026' and '11' (or '1' for January). */
export const billingMonthParamsSchema = z.object({
  year: pathNumber(/^\d{4}$/, BILLING_YEAR_MIN, BILLING_YEAR_MAX, m.yearInvalid),
  month: pathNumber(/^\d{1,2}$/, 1, 12, m.monthInvalid),
});
export type BillingMonthParams = z.output<typeof billingMonthParamsSchema>;

/** The highest price an operation type may have, in euros HT. */
export const OPERATION_PRICE_MAX_EUROS = 1_000_000;

/**
 * An operation type's price in euros HT (issue 22): a positive number with two decimals at most;
 * null for none (its appointments add nothing to the revenue estimate).
 */
export const operationPriceSchema = z
  .number({ error: m.priceInvalid })
  .min(0, m.priceInvalid)
  .max(OPERATION_PRICE_MAX_EUROS, m.priceInvalid)
  .refine((euros) => Math.abs(eurosToCents(euros) - euros * 100) < 1e-6, m.priceInvalid)
  .nullable();

import { z } from 'zod';
import { CREATION_TYPES } from '../missions/team.ts';
import { BILLING_STATUSES } from './status.ts';

/**
 * The answers of the 'Facturation' calls (issue 22, spec 2 §3 "Billing month", "Billing rdv",
 * "Billing period"). Amounts are euros HT (two decimals at most); timestamps are ISO strings.
 * Strict, as every answer schema.
 */

/** An ISO instant (a string on the wire; a Date before serialisation). */
const instant = z.union([z.string(), z.date()]);

/** Spec 2 §3 "Billing rdv", plus its price and when it was billed and paid. */
export const billingRdvSchema = z.strictObject({
  id: z.number(),
  /** The first session's day and slots ('YYYY-MM-DD'; slot 0 = 8h00). */
  date: z.string(),
  beginning: z.number(),
  ending: z.number(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  /** The mission's lead agent ('' when it has none). */
  agent_name: z.string(),
  operation_name: z.string().nullable(),
  creation_type: z.enum(CREATION_TYPES),
  /** Every session of the appointment together. */
  duration_minutes: z.number(),
  billing_status: z.enum(BILLING_STATUSES),
  /** Its operation's price (EUR HT); frozen once billed or once its month is closed. Null: no price. */
  price_ht: z.number().nullable(),
  billed_at: instant.nullable(),
  paid_at: instant.nullable(),
});
export type BillingRdv = z.infer<typeof billingRdvSchema>;

const statusTotalSchema = z.strictObject({ count: z.number(), amount: z.number() });

/** Spec 2 §3 "Billing month", plus the totals by billing status and whether the month is closed. */
export const billingMonthSchema = z.strictObject({
  /** 'YYYY-MM'. */
  month: z.string(),
  rdv_count: z.number(),
  automatic_rdv_count: z.number(),
  semi_automatic_rdv_count: z.number(),
  manual_rdv_count: z.number(),
  statistics: z.strictObject({
    /** The sum of its appointments' prices (EUR HT). */
    total_revenue_estimate: z.number(),
    /** Appointments per working day of the month (Monday to Friday, public holidays left out). */
    average_rdv_per_day: z.number(),
    working_days: z.number(),
    /** The agent on the most appointments of the month; null for none. */
    most_active_agent: z.string().nullable(),
    most_requested_operation: z.string().nullable(),
  }),
  /** Today's count and amount of each billing status. */
  by_status: z.strictObject({
    pending: statusTotalSchema,
    billed: statusTotalSchema,
    paid: statusTotalSchema,
  }),
  /** When these figures were read. */
  last_updated: instant,
  /** When the month was closed (its list and figures frozen); null while it is open. */
  closed_at: instant.nullable(),
  rdv_list: z.array(billingRdvSchema),
});
export type BillingMonth = z.infer<typeof billingMonthSchema>;

/** POST /billing/current-month: the month in progress (Paris). */
export const billingCurrentMonthResponseSchema = z.strictObject({
  success: z.literal(true),
  data: billingMonthSchema,
});

/** POST /billing/month/{year}/{month}. */
export const billingMonthResponseSchema = billingCurrentMonthResponseSchema;
export type BillingMonthResponse = z.infer<typeof billingMonthResponseSchema>;

/** Spec 2 §3 "Billing period": a closed month, plus its frozen count and revenue. */
export const billingPeriodSchema = z.strictObject({
  year: z.number(),
  month: z.number(),
  /** 'YYYY-MM'. */
  period: z.string(),
  rdv_count: z.number(),
  total_revenue_estimate: z.number(),
  closed_at: instant,
});
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** POST /billing/periods: the closed months, the latest first. */
export const billingPeriodsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.array(billingPeriodSchema),
});
export type BillingPeriodsResponse = z.infer<typeof billingPeriodsResponseSchema>;

/** POST /billing/metrics (spec 2 §3: "Billing metrics also returns monthly_revenue and stats"). */
export const billingMetricsSchema = z.strictObject({
  stats: z.strictObject({
    /** Every appointment of the window, priced. */
    total_amount: z.number(),
    paid_amount: z.number(),
    /** Not paid yet (pending or billed). */
    pending_amount: z.number(),
    /** Appointments billed or paid. */
    total_invoices: z.number(),
    /** Their average price (0 without any). */
    average_invoice: z.number(),
  }),
  /** The window's months, oldest first, each with its revenue estimate. */
  monthly_revenue: z.array(z.strictObject({ month: z.string(), total_revenue: z.number() })),
});
export type BillingMetrics = z.infer<typeof billingMetricsSchema>;

export const billingMetricsResponseSchema = z.strictObject({
  success: z.literal(true),
  data: billingMetricsSchema,
});
export type BillingMetricsResponse = z.infer<typeof billingMetricsResponseSchema>;

/** POST /billing/mark-billed and /billing/mark-paid: the appointment's new status. */
export const billingMarkResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({
    id: z.number(),
    billing_status: z.enum(BILLING_STATUSES),
    billed_at: instant.nullable(),
    paid_at: instant.nullable(),
  }),
});
export type BillingMarkResponse = z.infer<typeof billingMarkResponseSchema>;

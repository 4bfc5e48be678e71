import { z } from 'zod';
import { readResponseSchema, rowIdSchema, successResponseSchema } from '../common/responses.ts';
import { INVOICE_RUN_FAILURE_REASONS } from '../lifecycle/invoice-run.ts';

export const INVOICE_STATUSES = ['paid', 'sent', 'pending', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** Spec 2 §4: the statuses as the screen shows them. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  paid: 'Payée',
  sent: 'Envoyée',
  pending: 'En attente',
  failed: 'Échec',
};

/** Spec 2 §3 "Invoice", plus the legal numbers: amounts in euros, TTC unless named HT/TVA. */
export const invoiceSchema = z.strictObject({
  id: rowIdSchema,
  company_id: rowIdSchema,
  company_name: z.string(),
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  /** The credited invoice's number (a credit note). */
  credits_number: z.string().nullable(),
  period: z.string(),
  rdv_count: z.number().int(),
  issue_date: z.string(),
  due_date: z.string(),
  total_ht: z.number(),
  total_tva: z.number(),
  total_amount: z.number(),
  paid_amount: z.number(),
  credited_amount: z.number(),
  remaining_amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  invoice_url: z.string(),
  pdf_url: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListResponseSchema = readResponseSchema({
  data: z.strictObject({ invoices: z.array(invoiceSchema), total: z.number().int() }),
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

export const invoiceLineSchema = z.strictObject({
  line_no: z.number().int(),
  kind: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price_ht: z.number(),
  total_ht: z.number(),
  total_tva: z.number(),
  total_ttc: z.number(),
  /** What the line bills: the appointments (usage lines), the agents (subscription). */
  items: z.array(
    z.strictObject({ label: z.string(), date: z.string().nullable(), channel: z.string().nullable() }),
  ),
});

export const invoiceEventSchema = z.strictObject({
  kind: z.enum(['payment', 'failure']),
  date: z.string(),
  amount: z.number().nullable(),
  method: z.string().nullable(),
  reason: z.string().nullable(),
});

export const invoiceDetailResponseSchema = readResponseSchema({
  data: z.strictObject({
    invoice: invoiceSchema,
    lines: z.array(invoiceLineSchema),
    events: z.array(invoiceEventSchema),
    seller: z.record(z.string(), z.string()),
    buyer: z.record(z.string(), z.string()),
  }),
});
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponseSchema>;

/** Spec 2 §3 "Payment metrics". */
export const paymentMetricsResponseSchema = readResponseSchema({
  data: z.strictObject({
    stats: z.strictObject({
      total_amount: z.number(),
      paid_amount: z.number(),
      pending_amount: z.number(),
      total_invoices: z.number().int(),
      average_invoice: z.number(),
    }),
    monthly_revenue: z.array(z.strictObject({ month: z.string(), total_revenue: z.number() })),
    /** The operator's view only; empty for a company. */
    top_companies: z.array(z.strictObject({ company_name: z.string(), total_revenue: z.number() })),
  }),
});
export type PaymentMetricsResponse = z.infer<typeof paymentMetricsResponseSchema>;

export const generateInvoicesResponseSchema = successResponseSchema({
  data: z.strictObject({
    period: z.string(),
    summary: z.strictObject({
      success: z.number().int(),
      failures: z.number().int(),
      already_issued: z.number().int(),
      nothing_to_bill: z.number().int(),
    }),
    /** Issue 39: each company of `summary.failures`, named, with why (a code and its French label). */
    failures: z.array(
      z.strictObject({
        company_id: z.number().int(),
        company_name: z.string(),
        reason: z.enum(INVOICE_RUN_FAILURE_REASONS),
        message: z.string(),
      }),
    ),
  }),
});
export type GenerateInvoicesResponse = z.infer<typeof generateInvoicesResponseSchema>;

export const invoiceChangedResponseSchema = successResponseSchema({ invoice: invoiceSchema });

export const legalIdentityResponseSchema = readResponseSchema({
  data: z
    .strictObject({
      legal_name: z.string(),
      address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      siren: z.string(),
      vat_number: z.string(),
    })
    .nullable(),
});

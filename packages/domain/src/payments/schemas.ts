import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { blankToUndefined, idOf, requiredTrimmedText, text } from '../common/fields.ts';
import { isPeriod } from './period.ts';

const m = MESSAGES.payments;

/** Spec 2 §9: 'Invoice list limit 50, offset 0'. */
export const INVOICES_PAGE_MAX = 50;
/** Spec 2 §9: 'Payments metrics period 6 months'. */
export const METRICS_DEFAULT_MONTHS = 6;
export const METRICS_MAX_MONTHS = 24;
/** Spec 2 §9: 'Top companies chart top 5'. */
export const TOP_COMPANIES_COUNT = 5;

const period = text(m.periodInvalid).trim().refine(isPeriod, m.periodInvalid);
const isoDate = text(m.dateInvalid).trim().refine(isIsoDate, m.dateInvalid);
/** Euros, positive, at most two decimals, below ten million. */
const amount = z
  .number({ error: m.amountInvalid })
  .positive(m.amountInvalid)
  .max(10_000_000, m.amountInvalid)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, m.amountInvalid);

/** POST /payments/invoices: `limit` (50 at most), `offset`; the operator may name one company. */
export const invoicesQuerySchema = z
  .looseObject({
    limit: z.coerce.number({ error: MESSAGES.http[400] }).int().min(1).max(INVOICES_PAGE_MAX).optional(),
    offset: z.coerce.number({ error: MESSAGES.http[400] }).int().min(0).max(1_000_000).optional(),
    company_id: z.preprocess(blankToUndefined, idOf().optional()),
  })
  .nullish();
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

/** POST /payments/metrics: `period`, a number of months ('6' by default). */
export const metricsQuerySchema = z
  .looseObject({
    period: z.coerce.number({ error: MESSAGES.http[400] }).int().min(1).max(METRICS_MAX_MONTHS).optional(),
  })
  .nullish();

/** POST /payments/generate-all-invoices: an optional `period` (the last finished month by default, lifecycle/invoice-run.ts). */
export const generateInvoicesSchema = z
  .looseObject({ period: z.preprocess(blankToUndefined, period.optional()) })
  .nullish();

export const invoiceIdSchema = z.looseObject({ invoice_id: idOf(m.invoiceNotFound) });

/** POST /payments/record-payment (the operator): date, amount in euros, method. */
export const recordPaymentSchema = z.looseObject({
  invoice_id: idOf(m.invoiceNotFound),
  paid_on: isoDate,
  amount,
  method: requiredTrimmedText(m.methodRequired, 60, m.methodRequired),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

/** POST /payments/record-failure (the operator): the day and why. */
export const recordFailureSchema = z.looseObject({
  invoice_id: idOf(m.invoiceNotFound),
  failed_on: isoDate,
  reason: requiredTrimmedText(m.reasonRequired, 200, m.reasonRequired),
});
export type RecordFailureInput = z.infer<typeof recordFailureSchema>;

/** POST /payments/credit-note (the operator): an amount HT (the whole invoice when absent) and why. */
export const creditNoteSchema = z.looseObject({
  invoice_id: idOf(m.invoiceNotFound),
  amount_ht: amount.optional(),
  reason: requiredTrimmedText(m.reasonRequired, 200, m.reasonRequired),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

/** POST /payments/legal-identity: the buyer's identity on its invoices ('Mon abonnement'). */
export const legalIdentitySchema = z.looseObject({
  legal_name: requiredTrimmedText(m.legalNameRequired, 200, m.legalNameRequired),
  address: requiredTrimmedText(m.addressRequired, 200, m.addressRequired),
  postal_code: text(m.postalCodeInvalid)
    .trim()
    .regex(/^\d{5}$/, m.postalCodeInvalid),
  city: requiredTrimmedText(m.cityRequired, 100, m.cityRequired),
  siren: text(m.sirenInvalid)
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{9}$/, m.sirenInvalid)),
  vat_number: text(m.vatNumberInvalid)
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, m.vatNumberInvalid)),
});
export type LegalIdentityInput = z.infer<typeof legalIdentitySchema>;

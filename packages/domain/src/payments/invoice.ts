import { PLANS, USAGE_FEE_CENTS, type PlanName } from '../plans/catalogue.ts';

/**
 * The platform's monthly invoice to a company (issue 22), as pure arithmetic: the public pricing
 * (spec 2 §9 "Marketing") gives each line, French VAT at 20 % gives HT, TVA and TTC per line and in
 * total. Amounts are euro cents (integers) so that nothing is lost to floating point.
 */

/** TVA rate of every line (taux normal, CGI art. 278). */
export const VAT_RATE_PERCENT = 20;
/** Days between issue and due date (Code de commerce L441-10: at most 60 days). */
export const PAYMENT_TERM_DAYS = 30;
/** The fixed recovery indemnity owed by a professional payer in late payment (C. com. D441-5). */
export const RECOVERY_INDEMNITY_EUROS = 40;
/** The late-payment penalty clause written on every invoice (C. com. L441-10, L441-9). */
export const LATE_PAYMENT_TERMS =
  'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal, exigibles dès le lendemain de l’échéance, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d’escompte pour paiement anticipé.';

export type InvoiceLineKind = 'subscription' | 'email_confirmations' | 'sms_confirmations';
export const INVOICE_LINE_KINDS: readonly InvoiceLineKind[] = [
  'subscription',
  'email_confirmations',
  'sms_confirmations',
];

export interface InvoiceUsage {
  plan: PlanName;
  /** Agents active in the period (on the company's roster at some point of the month). */
  activeAgents: number;
  /** Appointments confirmed by the client through an e-mail link in the period. */
  emailConfirmations: number;
  /** ... through an SMS link. */
  smsConfirmations: number;
}

export interface InvoiceLineAmounts {
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  unitPriceCents: number;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

export interface InvoiceTotals {
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

/** TVA of an amount before tax, rounded half up to the cent. */
export function vatCentsOf(htCents: number): number {
  return Math.round((htCents * VAT_RATE_PERCENT) / 100);
}

/** A line of `quantity` × `unitPriceCents`, with its TVA and TTC. */
export function lineAmounts(
  kind: InvoiceLineKind,
  description: string,
  quantity: number,
  unitPriceCents: number,
): InvoiceLineAmounts {
  const htCents = quantity * unitPriceCents;
  const tvaCents = vatCentsOf(htCents);
  return { kind, description, quantity, unitPriceCents, htCents, tvaCents, ttcCents: htCents + tvaCents };
}

/**
 * The lines of a month: the plan's price per agent × active agents, then 0.80 EUR per appointment
 * confirmed through an e-mail link and through an SMS link. A line of zero quantity is left out.
 */
export function invoiceLinesFor(usage: InvoiceUsage, periodLabel: string): InvoiceLineAmounts[] {
  const plan = PLANS[usage.plan];
  const lines = [
    lineAmounts(
      'subscription',
      `Forfait ${plan.label} – ${periodLabel} (par agent actif)`,
      usage.activeAgents,
      plan.pricePerAgentCents,
    ),
    lineAmounts(
      'email_confirmations',
      `Rendez-vous confirmés par lien e-mail – ${periodLabel}`,
      usage.emailConfirmations,
      USAGE_FEE_CENTS.email,
    ),
    lineAmounts(
      'sms_confirmations',
      `Rendez-vous confirmés par lien SMS – ${periodLabel}`,
      usage.smsConfirmations,
      USAGE_FEE_CENTS.sms,
    ),
  ];
  return lines.filter((line) => line.quantity > 0);
}

/** Totals of an invoice: HT summed, TVA computed once on the total HT (EN 16931 BR-CO-17), TTC. */
export function invoiceTotalsOf(lines: readonly { htCents: number }[]): InvoiceTotals {
  const htCents = lines.reduce((sum, line) => sum + line.htCents, 0);
  const tvaCents = vatCentsOf(htCents);
  return { htCents, tvaCents, ttcCents: htCents + tvaCents };
}

const EURO_FORMAT = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "1 234,56 €" (French format). */
export function formatEuroCents(cents: number): string {
  return EURO_FORMAT.format(cents / 100);
}

/** The invoice number of a sequence value: one series for invoices and credit notes ('F000042'). */
export function invoiceNumberOf(sequence: number): string {
  return `F${String(sequence).padStart(6, '0')}`;
}

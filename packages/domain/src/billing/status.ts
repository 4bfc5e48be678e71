import type { CreationType } from '../missions/team.ts';

/**
 * An appointment's billing status (spec 2 §4): pending -> billed -> paid, only forward. Its rules
 * (which mark applies, what a billed appointment may no longer do) are the lifecycle's:
 * `lifecycle/billing-state.ts`.
 */
export const BILLING_STATUSES = ['pending', 'billed', 'paid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** The two calls that move a status: each takes one step forward. */
export type BillingMark = 'billed' | 'paid';

/** The statuses as the screen writes them (an appointment: 'rendez-vous', masculine). */
export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  pending: 'En attente',
  billed: 'Facturé',
  paid: 'Payé',
};

/** How an appointment was made (spec 2 §3 "Billing rdv" creation_type), as the screen and the CSV write it. */
export const CREATION_TYPE_LABELS: Record<CreationType, string> = {
  automatic: 'Automatique (lien client)',
  semi_automatic: 'Semi-automatique (opérateur)',
  manual: 'Manuel (calendrier)',
};

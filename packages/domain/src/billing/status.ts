import { BILLING_MESSAGES } from '../messages/billing-fr.ts';
import type { CreationType } from '../missions/team.ts';

/** An appointment's billing status (spec 2 §4): pending -> billed -> paid, only forward. */
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

/** The status each mark needs before it. */
const STEP_BEFORE: Record<BillingMark, BillingStatus> = { billed: 'pending', paid: 'billed' };

/**
 * Why `mark` cannot apply to an appointment in `current`, or null when it is the next step:
 * 'billed' needs pending, 'paid' needs billed; nothing goes back and paid is final.
 */
export function billingMarkRefusal(current: BillingStatus, mark: BillingMark): string | null {
  if (current === STEP_BEFORE[mark]) {
    return null;
  }
  if (current === 'paid') {
    return BILLING_MESSAGES.alreadyPaid;
  }
  return mark === 'billed' ? BILLING_MESSAGES.alreadyBilled : BILLING_MESSAGES.notBilledYet;
}

/** The action a status offers (spec 2 §4): 'Marquer facturé', 'Marquer payé', or none once paid. */
export function nextBillingMark(status: BillingStatus): BillingMark | null {
  return status === 'pending' ? 'billed' : status === 'billed' ? 'paid' : null;
}

/** How an appointment was made (spec 2 §3 "Billing rdv" creation_type), as the screen and the CSV write it. */
export const CREATION_TYPE_LABELS: Record<CreationType, string> = {
  automatic: 'Automatique (lien client)',
  semi_automatic: 'Semi-automatique (opérateur)',
  manual: 'Manuel (calendrier)',
};

import type { BillingMark, BillingStatus } from '../billing/status.ts';
import { BILLING_MESSAGES } from '../messages/billing-fr.ts';
import type { AppointmentState } from './appointment.ts';

/**
 * An appointment's billing (issue 39, spec 2 §4): the lifecycle's second axis, marked by the back
 * office ('Marquer facturé', 'Marquer payé'), only forward, whatever the appointment's state:
 *
 *   pending ──mark billed──▶ billed ──mark paid──▶ paid   (final)
 *
 * A cancelled appointment not billed yet is not billed (it did not take place). Once billed, the
 * appointment is a line of the company's invoice: no door deletes it nor cancels it any more (the
 * back office's deletion and status, the client's link, the public API); it may still be moved,
 * edited or completed.
 */

/** An appointment as the billing rules read it: its state and its billing status. */
export interface BillableAppointment {
  state: AppointmentState;
  billing: BillingStatus;
}

/** The status each mark needs before it. */
const STEP_BEFORE: Record<BillingMark, BillingStatus> = { billed: 'pending', paid: 'billed' };

/** The appointment is on the company's invoice: billed, or billed and paid. */
export function isBilled(billing: BillingStatus): boolean {
  return billing !== 'pending';
}

/**
 * Why `mark` cannot apply to the appointment, or null when it may: 'billed' needs pending, 'paid'
 * needs billed (nothing goes back, paid is final), and a cancelled appointment not billed yet is
 * not billed at all.
 */
export function billingMarkRefusal(appointment: BillableAppointment, mark: BillingMark): string | null {
  const { state, billing } = appointment;
  if (billing !== STEP_BEFORE[mark]) {
    if (billing === 'paid') {
      return BILLING_MESSAGES.alreadyPaid;
    }
    return mark === 'billed' ? BILLING_MESSAGES.alreadyBilled : BILLING_MESSAGES.notBilledYet;
  }
  if (mark === 'billed' && state === 'cancelled') {
    return BILLING_MESSAGES.cancelledNotBillable;
  }
  return null;
}

/** The action a status offers (spec 2 §4): 'Marquer facturé', 'Marquer payé', or none once paid. */
export function nextBillingMark(billing: BillingStatus): BillingMark | null {
  return billing === 'pending' ? 'billed' : billing === 'billed' ? 'paid' : null;
}

/**
 * Why the appointment may not be deleted nor cancelled (the French message of the 409), or null
 * when it may: a billed or paid appointment stays, as its invoice says it.
 */
export function removalRefusalOf(billing: BillingStatus): string | null {
  return isBilled(billing) ? BILLING_MESSAGES.billedNotRemovable : null;
}

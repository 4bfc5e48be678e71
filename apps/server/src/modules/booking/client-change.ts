/** The lifecycle's rule of what the link may change (issue 39), as the booking use cases ask it. */
import {
  clientChangeVerdict,
  parisDateOf,
  removalRefusalOf,
  type BillingStatus,
  type ClientChange,
  type ClientChangeTarget,
} from '@tourneo/domain';
import { AppError } from '../../errors.ts';

/**
 * Throws the rule's refusal (409 APPOINTMENT_NOT_PLANNED or CHANGE_TOO_LATE, its French message)
 * unless the link may make `change` to its appointment at `now`; moving and cancelling also delete
 * the appointment's mission, which a billed or paid one refuses (409 CONFLICT, `removalRefusalOf`).
 * Called before anything is written.
 */
export function assertClientMayChange(
  appointment: ClientChangeTarget & { billing: BillingStatus },
  change: ClientChange,
  now: Date,
): void {
  const verdict = clientChangeVerdict(appointment, change, parisDateOf(now));
  if (!verdict.ok) {
    throw new AppError(verdict.code, verdict.message);
  }
  const refusal = change === 'decline' ? null : removalRefusalOf(appointment.billing);
  if (refusal !== null) {
    throw new AppError('CONFLICT', refusal);
  }
}

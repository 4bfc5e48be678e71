/** The lifecycle's rule of what the link may change (issue 39), as the booking use cases ask it. */
import {
  clientChangeVerdict,
  parisDateOf,
  type ClientChange,
  type ClientChangeTarget,
} from '@tourneo/domain';
import { AppError } from '../../errors.ts';

/**
 * Throws the rule's refusal (409 APPOINTMENT_NOT_PLANNED or CHANGE_TOO_LATE, its French message)
 * unless the link may make `change` to its appointment at `now`. Called before anything is written.
 */
export function assertClientMayChange(
  appointment: ClientChangeTarget,
  change: ClientChange,
  now: Date,
): void {
  const verdict = clientChangeVerdict(appointment, change, parisDateOf(now));
  if (!verdict.ok) {
    throw new AppError(verdict.code, verdict.message);
  }
}

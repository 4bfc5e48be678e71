import { MESSAGES } from '@tourneo/domain';
import { notify } from '../../lib/notify.ts';
import { ApiError } from '../../lib/http/fetch-core.ts';

/** Spec 2 §9: conflict toasts show at most once a second. */
export const CONFLICT_TOAST_THROTTLE_MS = 1_000;

/**
 * A gate that lets one call through per `intervalMs`: `tryPass()` is true for the first call and
 * then false until the interval has passed since the last call let through.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let lastPass = Number.NEGATIVE_INFINITY;
  return {
    tryPass(): boolean {
      const time = now();
      if (time - lastPass < intervalMs) {
        return false;
      }
      lastPass = time;
      return true;
    },
  };
}

const conflictThrottle = createThrottle(CONFLICT_TOAST_THROTTLE_MS);

/**
 * Shows a conflict (overlap) toast unless one was shown less than a second ago: a drag over
 * busy slots would otherwise stack a toast per slot. Returns whether it showed.
 */
export function notifyConflict(message: string = MESSAGES.missions.conflict): boolean {
  if (!conflictThrottle.tryPass()) {
    return false;
  }
  notify('error', message);
  return true;
}

/** A change that failed: an overlap (409) is a conflict toast (at most one a second), anything else its message. */
export function notifyChangeFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 409) {
    notifyConflict(error.message);
    return;
  }
  notify('error', error instanceof Error ? error.message : MESSAGES.network.unexpected);
}

import { MESSAGES } from '@tourneo/domain';
import { ApiError } from '../../lib/http/fetch-core.ts';

/** Spec 2 §4: after a delete the calendar reloads, and once more half a second later. */
export const REFRESH_AGAIN_AFTER_DELETE_MS = 500;

/** The server codes of a delete that the spec treats as "already deleted". */
const ALREADY_DELETED_CODES = new Set(['RDV_NOT_FOUND', 'DELETE_FAILED']);

export type DeleteFailure =
  { isAlreadyDeleted: true; message: string } | { isAlreadyDeleted: false; message: string };

/**
 * What a failed delete tells the user (spec 2 §8): RDV_NOT_FOUND and DELETE_FAILED mean the
 * mission is already gone ('Opération terminée - Les données ont été actualisées'); anything
 * else is 'Erreur lors de la suppression: {message}'.
 */
export function deleteFailureOf(error: unknown): DeleteFailure {
  if (error instanceof ApiError && error.code !== undefined && ALREADY_DELETED_CODES.has(error.code)) {
    return { isAlreadyDeleted: true, message: MESSAGES.missions.deletedOrMissing };
  }
  const detail = error instanceof Error ? error.message : MESSAGES.network.unexpected;
  return { isAlreadyDeleted: false, message: `${MESSAGES.missions.deleteErrorPrefix}${detail}` };
}

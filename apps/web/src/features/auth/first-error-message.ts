import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MESSAGES } from '@tourneo/domain';
import { ApiError } from '../../lib/http/fetch-core.ts';

/** The message of the first field in error, in the form's field order. */
export function firstErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === 'string' && error.message) {
      return error.message;
    }
  }
  return undefined;
}

/**
 * What a failed login or registration shows (spec 2 §8, Login): the server's own message, else
 * (no answer, or a page that is not the server's: a proxy's 502) 'Une erreur est survenue lors de
 * la connexion. Veuillez réessayer.'
 */
export function serverMessageOf(failure: unknown): string {
  return failure instanceof ApiError && failure.isServerMessage && failure.message
    ? failure.message
    : MESSAGES.auth.connectionFailed;
}

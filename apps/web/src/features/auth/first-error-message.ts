import type { FieldErrors, FieldValues } from 'react-hook-form';

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

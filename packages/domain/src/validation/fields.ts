import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';

/** A required text, trimmed, with one French message for missing, blank or too long. */
export const requiredTrimmedText = (message: string, max: number, tooLongMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage);

/** An optional text: blank becomes null. */
export const optionalTrimmedText = (max: number, tooLongMessage: string) =>
  z
    .string({ error: tooLongMessage })
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));

/** A positive integer id (of this company's rows; another company's answers 404). */
export const idSchema = z
  .int({ error: MESSAGES.settings.invalidId })
  .positive(MESSAGES.settings.invalidId)
  .max(2_147_483_647, MESSAGES.settings.invalidId);

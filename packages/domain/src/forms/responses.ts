import { z } from 'zod';
import { FORM_FIELD_TYPES } from './schemas.ts';
import { rowIdSchema, savedResponseSchema, successResponseSchema } from '../common/responses.ts';

/** A form in the list, with its number of questions. */
export const formSummarySchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  description: z.string(),
  field_count: z.number().int(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

/** A question as the spec's Field: `is_required` is 0 or 1. */
export const formFieldDetailsSchema = z.strictObject({
  id: rowIdSchema,
  field_type: z.enum(FORM_FIELD_TYPES),
  field_name: z.string(),
  field_label: z.string(),
  field_placeholder: z.string(),
  is_required: z.union([z.literal(0), z.literal(1)]),
  // Stored as JSON: a plain object, so an option saved with an extra key still answers.
  options: z.array(z.object({ option_value: z.string(), option_label: z.string() })),
});
export type FormFieldDetails = z.infer<typeof formFieldDetailsSchema>;

/** A form with its questions in order (`POST /forms/:id`). */
export const formDetailsSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  description: z.string(),
  fields: z.array(formFieldDetailsSchema),
});
export type FormDetails = z.infer<typeof formDetailsSchema>;

/** `POST /forms/get-all`. */
export const formListResponseSchema = z.array(formSummarySchema);

/** `POST /forms/create` and `PUT /forms/:id`. */
export const formSavedResponseSchema = savedResponseSchema('form', formDetailsSchema);
export type FormSavedResponse = z.infer<typeof formSavedResponseSchema>;

/** `DELETE /forms/delete`: `detachedRdv` missions kept their answers. */
export const formDeletedResponseSchema = successResponseSchema({
  detachedRdv: z.number().int(),
});
export type FormDeletedResponse = z.infer<typeof formDeletedResponseSchema>;

import { z } from 'zod';

/*
 * Response schemas: what each route answers on success. The server declares them on its routes
 * (the serializer checks every answer against them: a field missing here is a 500 in the tests,
 * never a field silently dropped), and the web app derives its types from them with `z.infer`.
 * They are strict objects without transforms, so encoding an answer never rewrites it.
 */

/** A row id as the database gives it. */
export const rowIdSchema = z.number().int();

/** `{ success: true, message }`: a deletion, a logout, a message sent. */
export const messageResponseSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A qualification given (to an agent or an operation); `alreadyExists` when it already was. */
export const linkAssignedResponseSchema = z.strictObject({
  success: z.literal(true),
  alreadyExists: z.boolean(),
  message: z.string(),
});
export type LinkAssignedResponse = z.infer<typeof linkAssignedResponseSchema>;

/** A qualification taken back; `removed` is false when it was not held. */
export const linkRemovedResponseSchema = z.strictObject({
  success: z.literal(true),
  removed: z.boolean(),
  message: z.string(),
});
export type LinkRemovedResponse = z.infer<typeof linkRemovedResponseSchema>;

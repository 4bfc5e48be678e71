import { z } from 'zod';

/*
 * Response schemas: what each route answers on success. The server declares them on its routes
 * (the serializer checks every answer against them: a field missing here is a 500 in the tests,
 * never a field silently dropped), and the web app derives its types from them with `z.infer`.
 * They are strict objects without transforms, so encoding an answer never rewrites it.
 */

/** A row id as the database gives it. */
export const rowIdSchema = z.number().int();

/** The answer of a read: `{ success: true, ...fields }`. */
export const readResponseSchema = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.strictObject({ success: z.literal(true), ...fields });

/** The answer of a change that succeeded: `{ success: true, message, ...fields }`. */
export const successResponseSchema = <Shape extends z.ZodRawShape>(fields: Shape) =>
  readResponseSchema({ message: z.string(), ...fields });

/**
 * A creation or modification: `{ success: true, message, [key]: row }` (the spec names the row
 * `agent`, `role`, `operation`, `partenaire`, `form` or `data`).
 */
export const savedResponseSchema = <Key extends string, Row extends z.ZodType>(key: Key, row: Row) =>
  successResponseSchema({ [key]: row } as Record<Key, Row>);

/** `{ success: true, message }`: a deletion, a logout, a message sent. */
export const messageResponseSchema = successResponseSchema({});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A qualification given (to an agent or an operation); `alreadyExists` when it already was. */
export const linkAssignedResponseSchema = successResponseSchema({ alreadyExists: z.boolean() });
export type LinkAssignedResponse = z.infer<typeof linkAssignedResponseSchema>;

/** A qualification taken back; `removed` is false when it was not held. */
export const linkRemovedResponseSchema = successResponseSchema({ removed: z.boolean() });
export type LinkRemovedResponse = z.infer<typeof linkRemovedResponseSchema>;

/** `GET /health`: the process answers. */
export const healthResponseSchema = z.strictObject({ status: z.literal('ok') });

/** `GET /ready`: the server may get traffic; every migration the code ships (`migrations`) is applied. */
export const readyResponseSchema = z.strictObject({
  status: z.literal('ready'),
  migrations: z.number().int(),
});

/** `GET /ready` when the server should get no traffic (503): why, in French. */
export const notReadyResponseSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.literal('NOT_READY'),
  reasons: z.array(z.string()),
});

/**
 * The public API `/api/v1` (issue 27, decision 0034): what its routes take besides the back
 * office's own schemas (pagination, paths) and the envelopes they answer. Its bodies are the back
 * office's schemas, so a rule holds the same whichever door a change comes through.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { API_KEYS_MESSAGES as M } from '../messages/api-keys-fr.ts';
import { idOf, text } from '../common/fields.ts';
import { rowIdSchema } from '../common/responses.ts';
import { isoDateSchema } from '../missions/schemas.ts';
import { MESSAGES } from '../messages/fr.ts';

/** The headers every answer to an API key carries: its calls per minute, and those left. */
export const API_KEY_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'Retry-After'] as const;

export const PUBLIC_API_PAGE_SIZE = 50;
export const PUBLIC_API_PAGE_SIZE_MAX = 100;

/** `?limit=&cursor=`: a page of a list, from the `next_cursor` of the page before. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.http[400] })
    .int(MESSAGES.http[400])
    .min(1, MESSAGES.http[400])
    .max(PUBLIC_API_PAGE_SIZE_MAX, MESSAGES.http[400])
    .default(PUBLIC_API_PAGE_SIZE),
  cursor: text(M.cursorInvalid).max(500, M.cursorInvalid).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `GET /api/v1/missions`: the missions with a session between `from` and `to` (both optional). */
export const missionsQuerySchema = pageQuerySchema.extend({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type MissionsQuery = z.infer<typeof missionsQuerySchema>;

/** A path's `:id`. */
export const idParamsSchema = z.object({ id: idOf(MESSAGES.http[404]) });

/** A page of a list: its items, and the cursor of the next page (null on the last). */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.strictObject({ data: z.array(item), next_cursor: z.string().nullable() });

/** One record: `{ data }`. */
export const dataOf = <Item extends z.ZodType>(item: Item) => z.strictObject({ data: item });

/** `POST /api/v1/bookings`: the mission created from a proposal. */
export const bookingCreatedSchema = z.strictObject({
  mission_id: rowIdSchema,
  client_id: rowIdSchema,
});

/** Every error of the public API: the back office's shape, in French or English (`Accept-Language`). */
export const publicApiErrorSchema = z.strictObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
});

import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns.ts';

/**
 * The answers of creation requests sent with an `Idempotency-Key` header (apps/server/src/http/idempotency.ts):
 * a retried or doubled request gets the first answer instead of creating a second row. The primary key
 * decides between concurrent requests; a row without `status_code` is a request still running.
 * Rows expire after 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyIdColumn(),
    key: uuid('key').notNull(),
    /** Method and path, e.g. `POST /agents/create`. */
    route: text('route').notNull(),
    /** HMAC of the route and the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The answers of creation requests sent with an `Idempotency-Key` header (apps/server/src/http/idempotency.ts):
 * a retried or doubled request gets the first answer instead of creating a second row. The primary key
 * decides between concurrent requests; a row without `status_code` is a request still running.
 * Rows expire after 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** Method and path, e.g. `POST /agents/create`. */
    route: text('route').notNull(),
    /** HMAC of the route and the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

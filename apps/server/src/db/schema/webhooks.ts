import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WEBHOOK_EVENT_TYPES } from '@tourneo/domain';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
import { outboxMessages } from './outbox-messages.ts';

const EVENT_TYPES_SQL = sql.raw(WEBHOOK_EVENT_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * A company's webhook endpoints (decision 0037): the address, the events it follows, its signing
 * secret encrypted under SECRET_KEY (shown once, at creation or rotation). `failure_streak` counts
 * consecutive failed attempts; at WEBHOOK_DISABLE_AFTER_FAILURES the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...companyRow(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    encryptedSecret: text('encrypted_secret').notNull(),
    failureStreak: integer('failure_streak').notNull().default(0),
    disabledAt: instantColumn('disabled_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    index('webhook_endpoints_company_idx').on(table.companyId, table.createdAt),
    check('webhook_endpoints_events_check', sql`${table.events} <@ array[${EVENT_TYPES_SQL}]::text[]`),
  ],
);

/**
 * One event for one endpoint: the body sent (its id is the event's, the same at every attempt and
 * every 'Renvoyer'), and the outbox row that carries it (its status, attempts and retries are the
 * outbox's). `http_status` and `response_excerpt` are of the last attempt; the excerpt is short.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...companyRow(),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** Deliveries of one mission to one endpoint go in order. */
    missionId: integer('mission_id'),
    body: text('body').notNull(),
    outboxMessageId: integer('outbox_message_id').references(() => outboxMessages.id, {
      onDelete: 'set null',
    }),
    httpStatus: integer('http_status'),
    responseExcerpt: text('response_excerpt'),
    lastAttemptAt: instantColumn('last_attempt_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.endpointId, webhookEndpoints).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_outbox_idx').on(table.outboxMessageId),
    index('webhook_deliveries_endpoint_idx').on(table.companyId, table.endpointId, table.id),
    index('webhook_deliveries_mission_idx')
      .on(table.companyId, table.endpointId, table.missionId, table.id)
      .where(sql`${table.missionId} is not null`),
    check('webhook_deliveries_event_type_check', sql`${table.eventType} in (${EVENT_TYPES_SQL})`),
  ],
);

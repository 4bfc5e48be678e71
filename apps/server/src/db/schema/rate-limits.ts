import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instantColumn } from './columns.ts';

/** Counters of rate-limiter-flexible's Drizzle store, shared by every app server. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: instantColumn('expire'),
});

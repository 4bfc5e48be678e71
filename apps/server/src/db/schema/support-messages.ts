import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, createdAtColumn } from './columns.ts';

/**
 * A company's messages to the operator's support ('Support' in the back office): kept whether or
 * not an e-mail could be queued, with the priority its plan gave it when it was sent.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    ...companyRow(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    replyEmail: text('reply_email'),
    isPriority: boolean('is_priority').notNull(),
    /** The plan at the time of sending (the company may change plan later). */
    plan: text('plan').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [companyKey(table)],
);

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/** Messages sent through the public contact form (no company: the visitor is a prospect). */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAtColumn(),
});

import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Senders of e-mails: a partner's SMTP settings. The password is stored encrypted (AES-256-GCM). */
export const partners = pgTable(
  'partners',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    serveurSmtp: text('serveur_smtp').notNull(),
    portSmtp: integer('port_smtp').notNull(),
    secure: boolean('secure').notNull().default(false),
    encryptedPassword: text('encrypted_password').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

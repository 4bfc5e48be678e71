import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKey, companyRow, createdAtColumn } from './columns.ts';

/** Senders of e-mails: a partner's SMTP settings. The password is stored encrypted (AES-256-GCM). */
export const partners = pgTable(
  'partners',
  {
    ...companyRow(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    serveurSmtp: text('serveur_smtp').notNull(),
    portSmtp: integer('port_smtp').notNull(),
    secure: boolean('secure').notNull().default(false),
    encryptedPassword: text('encrypted_password').notNull(),
    /** The sender of campaigns that name no partner: the company's first partner until the planner picks another. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    companyKey(table),
    // At most one default partner per company.
    uniqueIndex('partners_company_default_unique')
      .on(table.companyId)
      .where(sql`${table.isDefault}`),
  ],
);

import { sql } from 'drizzle-orm';
import type { PlanName } from '@tourneo/domain';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscriptionPlan: text('subscription_plan').$type<PlanName>().notNull().default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The company profile's contact, shown to its clients on the booking page (null: not given). */
    contactEmail: text('contact_email'),
    /** E.164 ('+33612345678'), as every phone number is stored. */
    contactPhone: text('contact_phone'),
    /** Administrateurs (people) must use a second factor (issue 26, decision 0038). */
    totpRequiredForAdmins: boolean('totp_required_for_admins').notNull().default(false),
    /**
     * Days a finished mission keeps its photos and signature (issue 26, decision 0039): a daily
     * job deletes the older ones. Null: kept without limit.
     */
    fileRetentionDays: integer('file_retention_days'),
  },
  (table) => [
    // Company names are the login: "ACME" and "acme" must not be two companies.
    uniqueIndex('companies_name_unique').on(sql`lower(${table.name})`),
    check(
      'companies_file_retention_days_check',
      sql`${table.fileRetentionDays} is null or ${table.fileRetentionDays} between 1 and 3650`,
    ),
    check('companies_plan_check', sql`${table.subscriptionPlan} in ('standard', 'business', 'premium')`),
  ],
);

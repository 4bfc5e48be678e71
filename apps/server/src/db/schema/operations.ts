import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow } from './columns.ts';
import { roles } from './roles.ts';
import { forms } from './forms.ts';

/** Operation types: a kind of mission with a duration in 15-minute slots. */
export const operations = pgTable(
  'operations',
  {
    ...companyRow(),
    name: text('name').notNull(),
    duration: integer('duration').notNull().default(4),
    smsMessage: text('sms_message'),
    /** The operation's own e-mail texts (null: the defaults of packages/domain messaging). */
    emailInvitationSubject: text('email_invitation_subject'),
    emailInvitationBody: text('email_invitation_body'),
    emailConfirmationSubject: text('email_confirmation_subject'),
    emailConfirmationBody: text('email_confirmation_body'),
    supportsTeams: boolean('supports_teams').notNull().default(false),
    minTeamSize: integer('min_team_size').notNull().default(1),
    /** The form its missions fill, if any; a form in use cannot be deleted. */
    formId: integer('form_id'),
    /** Its price in euro cents HT, for the billing month's revenue estimate (issue 22); null: none. */
    priceCents: integer('price_cents'),
  },
  (table) => [
    companyKey(table),
    // "Pose compteur" and " pose compteur " are the same operation to a user (and to a CSV import).
    uniqueIndex('operations_company_name_unique').on(table.companyId, sql`lower(btrim(${table.name}))`),
    companyForeignKey(table, table.formId, forms),
    check('operations_price_check', sql`${table.priceCents} >= 0`),
  ],
);

export const operationRoles = pgTable(
  'operation_roles',
  {
    companyId: integer('company_id').notNull(),
    operationId: integer('operation_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.operationId, table.roleId] }),
    companyForeignKey(table, table.operationId, operations).onDelete('cascade'),
    companyForeignKey(table, table.roleId, roles).onDelete('cascade'),
  ],
);

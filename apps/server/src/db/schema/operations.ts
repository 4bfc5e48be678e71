import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { roles } from './roles.ts';
import { forms } from './forms.ts';

/** Operation types: a kind of mission with a duration in 15-minute slots. */
export const operations = pgTable(
  'operations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
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
    primaryKey({ columns: [table.companyId, table.id] }),
    // "Pose compteur" and " pose compteur " are the same operation to a user (and to a CSV import).
    uniqueIndex('operations_company_name_unique').on(table.companyId, sql`lower(btrim(${table.name}))`),
    foreignKey({
      columns: [table.companyId, table.formId],
      foreignColumns: [forms.companyId, forms.id],
    }),
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
    foreignKey({
      columns: [table.companyId, table.operationId],
      foreignColumns: [operations.companyId, operations.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
  ],
);

import { boolean, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { roles } from './roles.ts';

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
    supportsTeams: boolean('supports_teams').notNull().default(false),
    minTeamSize: integer('min_team_size').notNull().default(1),
    /** The form agents fill; the forms table and its foreign key come with the forms area. */
    formId: integer('form_id'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
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

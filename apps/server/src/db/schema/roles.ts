import { sql } from 'drizzle-orm';
import { foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { agents } from './agents.ts';

/** Qualifications ("rôles" in the spec's calls). */
export const roles = pgTable(
  'roles',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // Two qualifications differing only by case or outer spaces would be one to a user.
    uniqueIndex('roles_company_name_unique').on(table.companyId, sql`lower(btrim(${table.name}))`),
  ],
);

export const agentRoles = pgTable(
  'agent_roles',
  {
    companyId: integer('company_id').notNull(),
    agentId: integer('agent_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.agentId, table.roleId] }),
    foreignKey({
      columns: [table.companyId, table.agentId],
      foreignColumns: [agents.companyId, agents.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
  ],
);

import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow } from './columns.ts';
import { agents } from './agents.ts';

/** Qualifications ("rôles" in the spec's calls). */
export const roles = pgTable(
  'roles',
  {
    ...companyRow(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (table) => [
    companyKey(table),
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
    companyForeignKey(table, table.agentId, agents).onDelete('cascade'),
    companyForeignKey(table, table.roleId, roles).onDelete('cascade'),
  ],
);

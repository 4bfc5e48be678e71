import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { operations } from './operations.ts';
import { roles } from './roles.ts';

/** A multi-agent operation's team: how many agents of each qualification, in priority order. */
export const operationTeamRequirements = pgTable(
  'operation_team_requirements',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    operationId: integer('operation_id').notNull(),
    roleId: integer('role_id').notNull(),
    minAgents: integer('min_agents').notNull().default(1),
    maxAgents: integer('max_agents').notNull().default(1),
    isRequired: boolean('is_required').notNull().default(true),
    loadPercentage: integer('load_percentage').notNull().default(100),
    priorityOrder: integer('priority_order').notNull(),
    specialRequirements: text('special_requirements'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('operation_team_requirements_operation_idx').on(table.companyId, table.operationId),
    foreignKey({
      columns: [table.companyId, table.operationId],
      foreignColumns: [operations.companyId, operations.id],
    }).onDelete('cascade'),
    // Deleting a qualification removes the requirements that asked for it.
    foreignKey({
      columns: [table.companyId, table.roleId],
      foreignColumns: [roles.companyId, roles.id],
    }).onDelete('cascade'),
  ],
);

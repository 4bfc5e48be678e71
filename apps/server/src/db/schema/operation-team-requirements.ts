import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow } from './columns.ts';
import { operations } from './operations.ts';
import { roles } from './roles.ts';

/** A multi-agent operation's team: how many agents of each qualification, in priority order. */
export const operationTeamRequirements = pgTable(
  'operation_team_requirements',
  {
    ...companyRow(),
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
    companyKey(table),
    index('operation_team_requirements_operation_idx').on(table.companyId, table.operationId),
    companyForeignKey(table, table.operationId, operations).onDelete('cascade'),
    // Deleting a qualification removes the requirements that asked for it.
    companyForeignKey(table, table.roleId, roles).onDelete('cascade'),
  ],
);

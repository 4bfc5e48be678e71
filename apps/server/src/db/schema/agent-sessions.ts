import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import { companyForeignKey, companyIdColumn, createdAtColumn, instantColumn } from './columns.ts';

/**
 * Sessions of the agent app (docs/decisions/0019-agent-app.md). The cookie holds the company id and
 * a random token; only the token's SHA-256 is stored, under the company. Long-lived and renewed as
 * the agent uses the app; deleted on logout, on a new password and by the planner.
 */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    companyId: companyIdColumn(),
    tokenHash: text('token_hash').notNull(),
    agentId: integer('agent_id').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: instantColumn('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.tokenHash] }),
    // A deleted agent's sessions go with it.
    companyForeignKey(table, table.agentId, agents).onDelete('cascade'),
    index('agent_sessions_agent_idx').on(table.companyId, table.agentId),
    index('agent_sessions_expires_idx').on(table.expiresAt),
  ],
);

import { foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn } from './columns.ts';
import { agents } from './agents.ts';

/**
 * An agent's calendar feed (issue 27): the secret of its iCalendar address. The feed is found by
 * the token's SHA-256; the token itself is kept encrypted with SECRET_KEY so that the back office
 * and the agent app can show the same address again. One feed per agent; a new one replaces it.
 */
export const agentCalendarFeeds = pgTable(
  'agent_calendar_feeds',
  {
    companyId: companyIdColumn(),
    agentId: integer('agent_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenSecret: text('token_secret').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.agentId] }),
    foreignKey({
      columns: [table.companyId, table.agentId],
      foreignColumns: [agents.companyId, agents.id],
    }).onDelete('cascade'),
    uniqueIndex('agent_calendar_feeds_token_unique').on(table.tokenHash),
  ],
);

import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { agents } from './agents.ts';
import {
  companyForeignKey,
  companyRow,
  instantColumn,
  singleUseLinkColumns,
  singleUseLinkKeys,
} from './columns.ts';

/**
 * An agent's invitation to choose a password: a single-use link sent by e-mail and/or SMS. Only the
 * token's SHA-256 is stored; the link works once (`used_at`) and until `expires_at`. A new
 * invitation of the agent replaces the unused ones.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    ...companyRow(),
    agentId: integer('agent_id').notNull(),
    ...singleUseLinkColumns(instantColumn('created_at').notNull()),
  },
  (table) => [
    ...singleUseLinkKeys('agent_invitations', table),
    // A deleted agent's invitations go with it.
    companyForeignKey(table, table.agentId, agents).onDelete('cascade'),
    index('agent_invitations_agent_idx').on(table.companyId, table.agentId),
  ],
);

import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { agents } from './agents.ts';

/**
 * An agent's invitation to choose a password: a single-use link sent by e-mail and/or SMS. Only the
 * token's SHA-256 is stored; the link works once (`used_at`) and until `expires_at`. A new
 * invitation of the agent replaces the unused ones.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
    agentId: integer('agent_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // The link carries the token alone: it is found by its hash, whatever the company.
    uniqueIndex('agent_invitations_token_unique').on(table.tokenHash),
    // A deleted agent's invitations go with it.
    foreignKey({
      columns: [table.companyId, table.agentId],
      foreignColumns: [agents.companyId, agents.id],
    }).onDelete('cascade'),
    index('agent_invitations_agent_idx').on(table.companyId, table.agentId),
  ],
);

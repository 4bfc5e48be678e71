import { sql } from 'drizzle-orm';
import type { PersonRole } from '@tourneo/domain';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyForeignKey,
  companyKey,
  companyRow,
  createdAtColumn,
  singleUseLinkColumns,
  singleUseLinkKeys,
  updatedAtColumn,
} from './columns.ts';

const ROLE_CHECK = sql.raw(`in ('administrateur', 'planificateur', 'comptable', 'lecture_seule')`);

/**
 * A person of a company (issue 26, decision 0033): a personal account beside the company login
 * (the owner). The e-mail is the login, one account per address across every company.
 */
export const people = pgTable(
  'people',
  {
    ...companyRow(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<PersonRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('people_email_unique').on(sql`lower(${table.email})`),
    check('people_role_check', sql`${table.role} ${ROLE_CHECK}`),
  ],
);

/**
 * An invitation to become a person of the company: a single-use link (only the token's SHA-256
 * is stored) valid 7 days. A new invitation of the same address replaces the unused one.
 */
export const personInvitations = pgTable(
  'person_invitations',
  {
    ...companyRow(),
    email: text('email').notNull(),
    role: text('role').$type<PersonRole>().notNull(),
    ...singleUseLinkColumns(createdAtColumn()),
  },
  (table) => [
    ...singleUseLinkKeys('person_invitations', table),
    index('person_invitations_email_idx').on(table.companyId, sql`lower(${table.email})`),
    check('person_invitations_role_check', sql`${table.role} ${ROLE_CHECK}`),
  ],
);

/**
 * A password reset link: single use, 30 minutes. A person's (it goes with the person), or the
 * owner's when `person_id` is null (the company login, decision 0044): `for_owner` says which, so
 * that a missing person id is never read as the owner by mistake.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...companyRow(),
    personId: integer('person_id'),
    forOwner: boolean('for_owner').notNull().default(false),
    ...singleUseLinkColumns(createdAtColumn()),
  },
  (table) => [
    ...singleUseLinkKeys('password_resets', table),
    companyForeignKey(table, table.personId, people).onDelete('cascade'),
    index('password_resets_person_idx').on(table.companyId, table.personId),
    check(
      'password_resets_account_check',
      sql`(${table.forOwner} and ${table.personId} is null) or (not ${table.forOwner} and ${table.personId} is not null)`,
    ),
  ],
);

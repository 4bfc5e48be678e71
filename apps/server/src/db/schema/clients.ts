import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow, createdAtColumn, instantColumn } from './columns.ts';
import { sql } from 'drizzle-orm';
import { operations } from './operations.ts';
import { partners } from './partners.ts';

export const clients = pgTable(
  'clients',
  {
    ...companyRow(),
    name: text('name').notNull(),
    prenom: text('prenom'),
    email: text('email'),
    telephone: text('telephone'),
    adresse: text('adresse').notNull(),
    codePostal: text('code_postal').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    operationId: integer('operation_id'),
    campagne: text('campagne'),
    /** The partner that sends this client's campaign messages (chosen at import, else the default one). */
    partnerId: integer('partner_id'),
    /** The telephone's digits (+33 read as 0), set by the clients module: half of the identity "same name and phone". */
    phoneKey: text('phone_key'),
    /** The client's booking link token: 128 random bits, base64url. */
    uniqueLink: text('unique_link').notNull(),
    /**
     * When the client's pending booking invitation is due (a CSV import sets it to the next working
     * day at 9h00 Paris time, "Les clients recevront des mails dès demain"); null when none is pending.
     * The booking module's mailer sends the due ones and clears it. Kept on the client row rather
     * than in a table of its own: an import of 100,000 clients then writes no second row, index
     * and foreign-key check per client.
     */
    invitationDueAt: instantColumn('invitation_due_at'),
    /** After this instant the booking link answers as unknown (null: no end; set it to revoke). */
    bookingLinkExpiresAt: instantColumn('booking_link_expires_at'),
    /** The short path of its SMS link (`/l/{code}`), made when a first SMS needs it. */
    shortCode: text('short_code'),
    /**
     * When the client was erased (GDPR, decision 0039): its row stays, anonymised, for the counts;
     * it leaves every list and can no longer change (`isErasedClient`, issue 39). Null: not erased.
     */
    erasedAt: instantColumn('erased_at'),
    createdAt: createdAtColumn(),
    /**
     * Name and first name folded for search (lower case, no accents: `search_text`, migration 0016),
     * kept by the database. Stored rather than an index expression: a substring search rechecks
     * every candidate row, and reading the folded text costs a fifth of folding it again.
     */
    nameSearch: text('name_search').generatedAlwaysAs(sql`search_text(name)`),
    prenomSearch: text('prenom_search').generatedAlwaysAs(sql`search_text(prenom)`),
  },
  (table) => [
    companyKey(table),
    uniqueIndex('clients_unique_link_unique').on(table.uniqueLink),
    uniqueIndex('clients_short_code_unique')
      .on(table.shortCode)
      .where(sql`${table.shortCode} is not null`),
    // List order and keyset pagination: (name, id) inside a company.
    index('clients_company_name_idx').on(table.companyId, table.name, table.id),
    // Région filter: range scans on the postal code's département prefix.
    index('clients_company_postal_code_idx').on(table.companyId, table.codePostal),
    index('clients_company_operation_idx').on(table.companyId, table.operationId),
    index('clients_company_partner_idx').on(table.companyId, table.partnerId),
    // Substring search on names, case and accents ignored (`name_search LIKE search_text('%…%')`):
    // trigram indexes (pg_trgm, on PostgreSQL and PGlite).
    index('clients_name_search_trgm_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
    index('clients_prenom_search_trgm_idx').using('gin', sql`${table.prenomSearch} gin_trgm_ops`),
    // A client is one person per company: same e-mail, or same name and phone, is the same client
    // (CSV re-imports update instead of duplicating).
    uniqueIndex('clients_company_email_unique')
      .on(table.companyId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    uniqueIndex('clients_company_name_phone_unique')
      .on(table.companyId, sql`lower(${table.name})`, table.phoneKey)
      .where(sql`${table.phoneKey} is not null`),
    // The mailer's due invitations, across companies.
    index('clients_invitation_due_idx')
      .on(table.invitationDueAt)
      .where(sql`${table.invitationDueAt} is not null`),
    companyForeignKey(table, table.operationId, operations),
    // Deleting a partner first moves its clients to the default partner (partners service).
    companyForeignKey(table, table.partnerId, partners),
  ],
);

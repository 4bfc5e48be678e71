import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { updatedAtColumn } from './columns.ts';

/**
 * A company's white label (issue 28): its colour, sender name, agent app name, custom domain for
 * booking links and logo (a file of the storage). Shown only while its plan has `white_label`.
 */
export const companyBranding = pgTable(
  'company_branding',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    colour: text('colour'),
    senderName: text('sender_name'),
    appName: text('app_name'),
    customDomain: text('custom_domain'),
    /** The logo's storage key (`companies/{id}/branding/{uuid}.png`), or null. */
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    updatedAt: updatedAtColumn(),
  },
  (table) => [uniqueIndex('company_branding_custom_domain_unique').on(sql`lower(${table.customDomain})`)],
);

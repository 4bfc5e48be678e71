/**
 * The CSV import's statements: set-based, over arrays or one JSON recordset, one round trip per
 * batch. Part of the clients module's repository (`clients.repository.ts` re-exports it).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/queries.ts';
import { clients } from '../../db/schema/index.ts';
import type { ClientValues } from './clients.repository.ts';

export interface ImportRow extends ClientValues {
  emailKey: string | null;
  nameKey: string;
}

export interface ExistingClientKey {
  id: number;
  emailKey: string | null;
  nameKey: string;
  phoneKey: string | null;
}

/** Existing clients of the company sharing an e-mail, or a name and phone, with the rows. */
export async function findExistingClientKeys(
  db: Executor,
  companyId: number,
  rows: readonly ImportRow[],
): Promise<ExistingClientKey[]> {
  const emails = rows.flatMap((row) => (row.emailKey ? [row.emailKey] : []));
  const withPhone = rows.filter((row) => row.phoneKey);
  // Two index lookups (e-mail, then name and phone) rather than one OR, which would scan the company.
  const found = await queryRows<KeyRow>(
    db,
    sql`
    select id, lower(email) as email_key, lower(name) as name_key, phone_key
    from ${clients}
    where company_id = ${companyId} and email is not null and lower(email) = any(${sql.param(emails)}::text[])
    union
    select c.id, lower(c.email), lower(c.name), c.phone_key
    from ${clients} as c
    join unnest(${sql.param(withPhone.map((row) => row.nameKey))}::text[], ${sql.param(withPhone.map((row) => row.phoneKey))}::text[])
      as k(name_key, phone_key)
      on lower(c.name) = k.name_key and c.phone_key = k.phone_key
    where c.company_id = ${companyId} and c.phone_key is not null`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    emailKey: row.email_key,
    nameKey: row.name_key,
    phoneKey: row.phone_key,
  }));
}

type KeyRow = { id: number; email_key: string | null; name_key: string; phone_key: string | null };

/** The rows as one JSON array of objects keyed by column name, for `json_to_recordset`. */
const asRecordset = <T>(rows: readonly T[], columns: (row: T) => Record<string, unknown>) =>
  JSON.stringify(rows.map(columns));

const importColumns = (row: ImportRow) => ({
  name: row.name,
  prenom: row.prenom,
  email: row.email,
  telephone: row.telephone,
  phone_key: row.phoneKey,
  adresse: row.adresse,
  code_postal: row.codePostal,
  latitude: row.latitude,
  longitude: row.longitude,
  operation_id: row.operationId,
});

/** The campaign an import puts its clients in, and the partner that sends its messages. */
export interface ImportCampaign {
  campagne: string;
  partnerId: number | null;
}

/**
 * Inserts new clients with their pending invitation, in one statement; a row that meets an
 * existing client's unique key (same e-mail, or same name and phone) is not inserted. Answers the
 * booking tokens of the rows left out (usually none: nothing else comes back).
 */
export async function insertImportedClients(
  db: Executor,
  companyId: number,
  { campagne, partnerId }: ImportCampaign,
  rows: readonly (ImportRow & { uniqueLink: string })[],
  invitationDueAt: Date,
): Promise<Set<string>> {
  if (rows.length === 0) {
    return new Set();
  }
  // One JSON parameter rather than one array per column: JSON.stringify is native, where array
  // parameters are escaped element by element in JavaScript by the drivers.
  const recordset = asRecordset(rows, (row) => ({ ...importColumns(row), unique_link: row.uniqueLink }));
  const left = await queryRows<{ unique_link: string }>(
    db,
    sql`
    with v as materialized (
      select * from json_to_recordset(${recordset}::json) as v(name text, prenom text, email text, telephone text, phone_key text, adresse text, code_postal text, latitude float8, longitude float8, operation_id int, unique_link text)
    ), inserted as (
      insert into ${clients} (company_id, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, campagne, partner_id, unique_link, invitation_due_at)
      select ${companyId}, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, ${campagne}, ${partnerId}::int, unique_link, ${invitationDueAt.toISOString()}::timestamptz
      from v
      on conflict do nothing
      returning unique_link
    )
    select unique_link from v where unique_link not in (select unique_link from inserted)`,
  );
  return new Set(left.map((row) => row.unique_link));
}

/**
 * Updates existing clients with the rows' values and puts them in the campaign, with a pending
 * invitation unless one is already pending (a re-import does not mail twice).
 */
export async function updateImportedClients(
  db: Executor,
  companyId: number,
  { campagne, partnerId }: ImportCampaign,
  rows: readonly (ImportRow & { id: number })[],
  invitationDueAt: Date,
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const recordset = asRecordset(rows, (row) => ({ ...importColumns(row), id: row.id }));
  await db.execute(sql`
    update ${clients} as c set
      name = v.name, prenom = coalesce(v.prenom, c.prenom), email = coalesce(v.email, c.email),
      telephone = coalesce(v.telephone, c.telephone), phone_key = coalesce(v.phone_key, c.phone_key),
      adresse = v.adresse, code_postal = v.code_postal, latitude = v.latitude, longitude = v.longitude,
      operation_id = v.operation_id, campagne = ${campagne}, partner_id = ${partnerId}::int,
      invitation_due_at = coalesce(c.invitation_due_at, ${invitationDueAt.toISOString()}::timestamptz)
    from json_to_recordset(${recordset}::json)
      as v(id int, name text, prenom text, email text, telephone text, phone_key text, adresse text, code_postal text, latitude float8, longitude float8, operation_id int)
    where c.company_id = ${companyId} and c.id = v.id`);
}

export async function analyzeClients(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${clients}`);
}

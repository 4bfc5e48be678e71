import { and, asc, count, eq, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ClientSchedulingFilter } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { containsPattern, containsSearchText } from '../../db/search-text.ts';
import { clients, missions, operations, partners } from '../../db/schema/index.ts';

/**
 * Whether the client has an appointment (booked by take-charge or by its link): one index probe
 * (missions_company_client_idx) inside the statement, not a query per row. The company is given
 * as a value, as the list's filter always had it: the planner then keeps its anti-join plan.
 */
const hasMission = (companyId: number | SQL | AnyColumn) =>
  sql<boolean>`exists (select 1 from ${missions} where ${missions.companyId} = ${companyId} and ${missions.clientId} = ${clients.id})`;

/** The columns every client answer carries, with its operation's name. */
const clientColumns = {
  id: clients.id,
  name: clients.name,
  prenom: clients.prenom,
  email: clients.email,
  telephone: clients.telephone,
  adresse: clients.adresse,
  codePostal: clients.codePostal,
  latitude: clients.latitude,
  longitude: clients.longitude,
  operationId: clients.operationId,
  operationName: operations.name,
  campagne: clients.campagne,
  partnerId: clients.partnerId,
  partnerName: partners.nom,
  uniqueLink: clients.uniqueLink,
  invitationDueAt: clients.invitationDueAt,
  createdAt: clients.createdAt,
  isScheduled: hasMission(clients.companyId),
};
export type ClientRow = {
  id: number;
  name: string;
  prenom: string | null;
  email: string | null;
  telephone: string | null;
  adresse: string;
  codePostal: string;
  latitude: number | null;
  longitude: number | null;
  operationId: number | null;
  operationName: string | null;
  campagne: string | null;
  partnerId: number | null;
  partnerName: string | null;
  uniqueLink: string;
  invitationDueAt: Date | null;
  createdAt: Date;
  isScheduled: boolean;
};

export interface ClientSearch {
  name?: string | undefined;
  prenom?: string | undefined;
  operationName?: string | undefined;
  partnerName?: string | undefined;
  /** Postal code prefixes of the régions asked for (an empty list selects nothing). */
  postalCodePrefixes?: string[] | undefined;
  /** Clients still to schedule (the spec's list), those with an appointment, or all. */
  scheduling: ClientSchedulingFilter;
}

/** The next prefix of the same length: '75' → '76', '971' → '972', '09' → '10'. */
function nextPrefix(prefix: string): string {
  return String(Number(prefix) + 1).padStart(prefix.length, '0');
}

/**
 * The WHERE clause of a search, always inside one company. The spec's list is of the clients to
 * schedule: a client with an appointment (booked by take-charge or by its link) leaves it (spec 2
 * §4); the other scheduling filters show those, or all.
 */
export function clientSearchCondition(companyId: number, search: ClientSearch): SQL {
  const conditions: SQL[] = [eq(clients.companyId, companyId)];
  if (search.scheduling === 'a-planifier') {
    conditions.push(sql`not ${hasMission(companyId)}`);
  } else if (search.scheduling === 'planifies') {
    conditions.push(hasMission(companyId));
  }
  if (search.name) {
    conditions.push(containsSearchText(clients.nameSearch, search.name));
  }
  if (search.prenom) {
    conditions.push(containsSearchText(clients.prenomSearch, search.prenom));
  }
  if (search.operationName) {
    conditions.push(
      sql`${clients.operationId} in (select ${operations.id} from ${operations} where ${operations.companyId} = ${companyId} and ${containsSearchText(sql`search_text(${operations.name})`, search.operationName)})`,
    );
  }
  if (search.partnerName) {
    conditions.push(
      sql`${clients.partnerId} in (select ${partners.id} from ${partners} where ${partners.companyId} = ${companyId} and ${containsSearchText(sql`search_text(${partners.nom})`, search.partnerName)})`,
    );
  }
  if (search.postalCodePrefixes) {
    const ranges = search.postalCodePrefixes.map((prefix) =>
      and(gte(clients.codePostal, prefix), lt(clients.codePostal, nextPrefix(prefix))),
    );
    conditions.push(ranges.length > 0 ? or(...ranges)! : sql`false`);
  }
  return and(...conditions)!;
}

export async function findClientsPage(
  db: Executor,
  companyId: number,
  search: { where: SQL; scheduling: ClientSchedulingFilter },
  page: { limit: number; offset?: number; after?: { name: string; id: number } | undefined },
): Promise<ClientRow[]> {
  const { where, scheduling } = search;
  const keyset = page.after
    ? sql`(${clients.name}, ${clients.id}) > (${page.after.name}, ${page.after.id})`
    : undefined;
  // The filter already says whether the clients are scheduled; only 'tous' probes each row (rows
  // an offset skips are projected too, so the probe is not paid where the answer is known).
  const isScheduled =
    scheduling === 'tous'
      ? hasMission(companyId)
      : scheduling === 'planifies'
        ? sql<boolean>`true`
        : sql<boolean>`false`;
  return db
    .select({ ...clientColumns, isScheduled })
    .from(clients)
    .leftJoin(
      operations,
      and(eq(operations.companyId, clients.companyId), eq(operations.id, clients.operationId)),
    )
    .leftJoin(partners, and(eq(partners.companyId, clients.companyId), eq(partners.id, clients.partnerId)))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export async function countClients(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(clients).where(where);
  return row?.value ?? 0;
}

export async function getClientById(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .leftJoin(
      operations,
      and(eq(operations.companyId, clients.companyId), eq(operations.id, clients.operationId)),
    )
    .leftJoin(partners, and(eq(partners.companyId, clients.companyId), eq(partners.id, clients.partnerId)))
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)));
  return row;
}

export interface ClientValues {
  name: string;
  prenom: string | null;
  email: string | null;
  telephone: string | null;
  phoneKey: string | null;
  adresse: string;
  codePostal: string;
  latitude: number | null;
  longitude: number | null;
  operationId: number | null;
}

export async function insertClient(
  db: Executor,
  companyId: number,
  values: ClientValues & { uniqueLink: string; campagne?: string | null; partnerId: number | null },
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, companyId })
    .returning({ id: clients.id });
  return row!.id;
}

export async function updateClientRow(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<ClientValues & { partnerId: number | null }>,
): Promise<boolean> {
  const rows = await db
    .update(clients)
    .set(values)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

export async function deleteClientRow(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

/** The company's operations (id, name), by name. */
export async function findOperationOptions(db: Executor, companyId: number) {
  return db
    .select({ id: operations.id, name: operations.name })
    .from(operations)
    .where(eq(operations.companyId, companyId))
    .orderBy(asc(operations.name), asc(operations.id));
}

/** Whether the company has this partner. */
export async function partnerExists(db: Executor, companyId: number, partnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
  return row !== undefined;
}

/** The company's default partner (the sender of campaigns that name none), if it has partners. */
export async function getDefaultPartnerId(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.companyId, companyId), eq(partners.isDefault, true)));
  return row?.id ?? null;
}

export async function getOperationIdByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: operations.id })
    .from(operations)
    .where(and(eq(operations.companyId, companyId), sql`lower(${operations.name}) = lower(${name})`))
    .orderBy(asc(operations.id))
    .limit(1);
  return row?.id;
}

// --- CSV import: set-based statements over arrays (one round trip per batch) ---

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
  const result = await db.execute(sql`
    select id, lower(email) as email_key, lower(name) as name_key, phone_key
    from ${clients}
    where company_id = ${companyId} and email is not null and lower(email) = any(${sql.param(emails)}::text[])
    union
    select c.id, lower(c.email), lower(c.name), c.phone_key
    from ${clients} as c
    join unnest(${sql.param(withPhone.map((row) => row.nameKey))}::text[], ${sql.param(withPhone.map((row) => row.phoneKey))}::text[])
      as k(name_key, phone_key)
      on lower(c.name) = k.name_key and c.phone_key = k.phone_key
    where c.company_id = ${companyId} and c.phone_key is not null`);
  return keysOf(result);
}

type KeyRow = { id: number; email_key: string | null; name_key: string; phone_key: string | null };
/** Both drivers (node-postgres, PGlite) answer raw statements with `{ rows }`. */
const keysOf = (result: unknown): ExistingClientKey[] =>
  (result as { rows: KeyRow[] }).rows.map((row) => ({
    id: Number(row.id),
    emailKey: row.email_key,
    nameKey: row.name_key,
    phoneKey: row.phone_key,
  }));

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
  const result = await db.execute(sql`
    with v as materialized (
      select * from json_to_recordset(${recordset}::json) as v(name text, prenom text, email text, telephone text, phone_key text, adresse text, code_postal text, latitude float8, longitude float8, operation_id int, unique_link text)
    ), inserted as (
      insert into ${clients} (company_id, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, campagne, partner_id, unique_link, invitation_due_at)
      select ${companyId}, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, ${campagne}, ${partnerId}::int, unique_link, ${invitationDueAt.toISOString()}::timestamptz
      from v
      on conflict do nothing
      returning unique_link
    )
    select unique_link from v where unique_link not in (select unique_link from inserted)`);
  return new Set((result as { rows: { unique_link: string }[] }).rows.map((row) => row.unique_link));
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

/**
 * At most `limit` clients of the company, scheduled or not, by name: each word of `query` in the
 * name or the first name (trigram indexes), or its digits in the phone (`phoneDigits`, national).
 */
export async function findClientsMatching(
  db: Executor,
  companyId: number,
  query: { words: string[]; phoneDigits: string | null },
  limit: number,
): Promise<ClientRow[]> {
  const byName = and(
    ...query.words.map((word) =>
      or(containsSearchText(clients.nameSearch, word), containsSearchText(clients.prenomSearch, word))!,
    ),
  );
  const byPhone = query.phoneDigits
    ? sql`${clients.phoneKey} like ${containsPattern(query.phoneDigits)}`
    : undefined;
  return db
    .select(clientColumns)
    .from(clients)
    .leftJoin(
      operations,
      and(eq(operations.companyId, clients.companyId), eq(operations.id, clients.operationId)),
    )
    .leftJoin(partners, and(eq(partners.companyId, clients.companyId), eq(partners.id, clients.partnerId)))
    .where(and(eq(clients.companyId, companyId), byPhone ? or(byName, byPhone) : byName))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}

import { and, asc, count, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientInvitations, clients, operations } from '../../db/schema/index.ts';

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
  uniqueLink: clients.uniqueLink,
  createdAt: clients.createdAt,
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
  uniqueLink: string;
  createdAt: Date;
};

/** `%text%` for LIKE, the text's own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface ClientSearch {
  name?: string | undefined;
  prenom?: string | undefined;
  operationName?: string | undefined;
  /** Postal code prefixes of the régions asked for (an empty list selects nothing). */
  postalCodePrefixes?: string[] | undefined;
}

/** The next prefix of the same length: '75' → '76', '971' → '972', '09' → '10'. */
function nextPrefix(prefix: string): string {
  return String(Number(prefix) + 1).padStart(prefix.length, '0');
}

/** The WHERE clause of a search, always inside one company. */
export function clientSearchCondition(companyId: number, search: ClientSearch): SQL {
  const conditions: SQL[] = [eq(clients.companyId, companyId)];
  if (search.name) {
    conditions.push(sql`lower(${clients.name}) like ${containsPattern(search.name)}`);
  }
  if (search.prenom) {
    conditions.push(sql`lower(${clients.prenom}) like ${containsPattern(search.prenom)}`);
  }
  if (search.operationName) {
    conditions.push(
      sql`${clients.operationId} in (select ${operations.id} from ${operations} where ${operations.companyId} = ${companyId} and lower(${operations.name}) like ${containsPattern(search.operationName)})`,
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
  where: SQL,
  page: { limit: number; offset?: number; after?: { name: string; id: number } | undefined },
): Promise<ClientRow[]> {
  const keyset = page.after
    ? sql`(${clients.name}, ${clients.id}) > (${page.after.name}, ${page.after.id})`
    : undefined;
  return db
    .select(clientColumns)
    .from(clients)
    .leftJoin(
      operations,
      and(eq(operations.companyId, clients.companyId), eq(operations.id, clients.operationId)),
    )
    .where(keyset ? and(where, keyset) : where)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export async function countClients(db: Executor, where: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(clients).where(where);
  return row?.value ?? 0;
}

export async function findClientById(
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
  values: ClientValues & { uniqueLink: string; campagne?: string | null },
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
  values: Partial<ClientValues>,
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

export async function findOperationIdByName(
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

const column = <T>(rows: readonly ImportRow[], pick: (row: ImportRow) => T) => rows.map(pick);

/**
 * Inserts new clients with their pending invitation, in one statement; a row that meets an
 * existing client's unique key (same e-mail, or same name and phone) is not inserted.
 */
export async function insertImportedClients(
  db: Executor,
  companyId: number,
  campagne: string,
  rows: readonly (ImportRow & { uniqueLink: string })[],
  invitationScheduledFor: Date,
): Promise<ExistingClientKey[]> {
  if (rows.length === 0) {
    return [];
  }
  const result = await db.execute(sql`
    with inserted as (
    insert into ${clients} (company_id, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, campagne, unique_link)
    select ${companyId}, v.name, v.prenom, v.email, v.telephone, v.phone_key, v.adresse, v.code_postal, v.latitude, v.longitude, v.operation_id, ${campagne}, v.unique_link
    from unnest(
      ${sql.param(column(rows, (row) => row.name))}::text[],
      ${sql.param(column(rows, (row) => row.prenom))}::text[],
      ${sql.param(column(rows, (row) => row.email))}::text[],
      ${sql.param(column(rows, (row) => row.telephone))}::text[],
      ${sql.param(column(rows, (row) => row.phoneKey))}::text[],
      ${sql.param(column(rows, (row) => row.adresse))}::text[],
      ${sql.param(column(rows, (row) => row.codePostal))}::text[],
      ${sql.param(column(rows, (row) => row.latitude))}::float8[],
      ${sql.param(column(rows, (row) => row.longitude))}::float8[],
      ${sql.param(column(rows, (row) => row.operationId))}::int[],
      ${sql.param(rows.map((row) => row.uniqueLink))}::text[]
    ) as v(name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id, unique_link)
    on conflict do nothing
    returning id, lower(email) as email_key, lower(name) as name_key, phone_key
    ), invited as (
      insert into ${clientInvitations} (company_id, client_id, campagne, scheduled_for, status)
      select ${companyId}, id, ${campagne}, ${invitationScheduledFor.toISOString()}::timestamptz, 'pending' from inserted
      on conflict (company_id, client_id) where status = 'pending' do nothing
    )
    select * from inserted`);
  return keysOf(result);
}

/** Updates existing clients with the rows' values and puts them in the campaign. */
export async function updateImportedClients(
  db: Executor,
  companyId: number,
  campagne: string,
  rows: readonly (ImportRow & { id: number })[],
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  await db.execute(sql`
    update ${clients} as c set
      name = v.name, prenom = coalesce(v.prenom, c.prenom), email = coalesce(v.email, c.email),
      telephone = coalesce(v.telephone, c.telephone), phone_key = coalesce(v.phone_key, c.phone_key),
      adresse = v.adresse, code_postal = v.code_postal, latitude = v.latitude, longitude = v.longitude,
      operation_id = v.operation_id, campagne = ${campagne}
    from unnest(
      ${sql.param(rows.map((row) => row.id))}::int[],
      ${sql.param(column(rows, (row) => row.name))}::text[],
      ${sql.param(column(rows, (row) => row.prenom))}::text[],
      ${sql.param(column(rows, (row) => row.email))}::text[],
      ${sql.param(column(rows, (row) => row.telephone))}::text[],
      ${sql.param(column(rows, (row) => row.phoneKey))}::text[],
      ${sql.param(column(rows, (row) => row.adresse))}::text[],
      ${sql.param(column(rows, (row) => row.codePostal))}::text[],
      ${sql.param(column(rows, (row) => row.latitude))}::float8[],
      ${sql.param(column(rows, (row) => row.longitude))}::float8[],
      ${sql.param(column(rows, (row) => row.operationId))}::int[]
    ) as v(id, name, prenom, email, telephone, phone_key, adresse, code_postal, latitude, longitude, operation_id)
    where c.company_id = ${companyId} and c.id = v.id`);
}

/** One pending invitation per client (kept if one is already pending). */
export async function insertPendingInvitations(
  db: Executor,
  companyId: number,
  campagne: string,
  clientIds: readonly number[],
  scheduledFor: Date,
): Promise<void> {
  if (clientIds.length === 0) {
    return;
  }
  await db.execute(sql`
    insert into ${clientInvitations} (company_id, client_id, campagne, scheduled_for, status)
    select ${companyId}, client_id, ${campagne}, ${scheduledFor.toISOString()}::timestamptz, 'pending'
    from unnest(${sql.param([...clientIds])}::int[]) as v(client_id)
    on conflict (company_id, client_id) where status = 'pending' do nothing`);
}

export async function analyzeClients(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${clients}`);
}

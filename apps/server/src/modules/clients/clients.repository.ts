/**
 * The clients module's repository, the only place that builds its queries: the clients list, a
 * client's row and its options here; the CSV import's set-based statements in
 * `csv-import.repository.ts`, re-exported so that the module's services import one repository.
 */
import {
  and,
  asc,
  count,
  eq,
  gte,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ClientSchedulingFilter } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  deleteRows,
  firstCompanyRowId,
  hasCompanyRow,
  inCompany,
  sameCompany,
  updateRows,
} from '../../db/queries.ts';
import { containsPattern, containsSearchText } from '../../db/search-text.ts';
import { automationClientSteps, clients, missions, operations, partners } from '../../db/schema/index.ts';

export * from './csv-import.repository.ts';

/**
 * Whether the client has an appointment (booked by take-charge or by its link): one index probe
 * (missions_company_client_idx) inside the statement, not a query per row. The company is given
 * as a value, as the list's filter always had it: the planner then keeps its anti-join plan.
 */
const hasMission = (companyId: number | SQL | Placeholder | AnyColumn) =>
  sql<boolean>`exists (select 1 from ${missions} where ${missions.companyId} = ${companyId} and ${missions.clientId} = ${clients.id})`;

/**
 * Whether the booking reminder rule handed the client to a planner's call (Automatisations
 * avancées, issue 28): one primary-key probe of its steps.
 */
const isHandedOff = (companyId: number | SQL | Placeholder | AnyColumn) =>
  sql<boolean>`exists (select 1 from ${automationClientSteps} where ${automationClientSteps.companyId} = ${companyId} and ${automationClientSteps.clientId} = ${clients.id} and ${automationClientSteps.handedOffAt} is not null)`;

/**
 * `isListedClient` of the domain (issue 39) in SQL: an erased client leaves the lists, searches and
 * totals; its row stays for the statistics' counts.
 */
const isListed = isNull(clients.erasedAt);

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
  erasedAt: clients.erasedAt,
  isHandedOff: isHandedOff(clients.companyId),
};

/**
 * The clients with their operation's and partner's names; `isScheduled` says whether each has an
 * appointment (a probe per row unless the caller knows the answer).
 */
function selectClients(db: Executor, isScheduled: SQL<boolean> = hasMission(clients.companyId)) {
  return db
    .select({ ...clientColumns, isScheduled })
    .from(clients)
    .leftJoin(operations, sameCompany(operations, clients, eq(operations.id, clients.operationId)))
    .leftJoin(partners, sameCompany(partners, clients, eq(partners.id, clients.partnerId)));
}

/** A client as every answer carries it, with its operation's and partner's names. */
export type ClientRow = Awaited<ReturnType<typeof selectClients>>[number];

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
 * The WHERE clause of a search, always inside one company and of listed clients (an erased one is
 * not). The spec's list is of the clients to
 * schedule: a client with an appointment (booked by take-charge or by its link) leaves it (spec 2
 * §4); the other scheduling filters show those, or all.
 */
export function clientSearchCondition(companyId: number | Placeholder, search: ClientSearch): SQL {
  const conditions: SQL[] = [eq(clients.companyId, companyId), isListed];
  if (search.scheduling === 'a-planifier') {
    conditions.push(sql`not ${hasMission(companyId)}`);
  } else if (search.scheduling === 'a-appeler') {
    conditions.push(sql`not ${hasMission(companyId)}`, isHandedOff(companyId));
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

/**
 * Whether each client of a page is scheduled: the filter already says so, only 'tous' probes each
 * row (rows an offset skips are projected too, so the probe is not paid where the answer is known).
 */
function isScheduledUnder(scheduling: ClientSchedulingFilter, companyId: number | Placeholder): SQL<boolean> {
  if (scheduling === 'tous') {
    return hasMission(companyId);
  }
  return scheduling === 'planifies' ? sql<boolean>`true` : sql<boolean>`false`;
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
  return selectClients(db, isScheduledUnder(scheduling, companyId))
    .where(keyset ? and(where, keyset) : where)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

/**
 * The list's page when no text, operation, partner or région narrows it (the screen's first view
 * and its pages by offset): one prepared statement per scheduling filter (decision 0027), planned
 * once per connection; its plan is the same as the search's (2 ms of planning for 0.1 ms of work
 * at 20,000 clients).
 */
export async function findPlainClientsPage(
  db: Executor,
  companyId: number,
  scheduling: ClientSchedulingFilter,
  page: { limit: number; offset: number },
): Promise<ClientRow[]> {
  const name = `clients_page_${scheduling.replace('-', '_')}`;
  const company = sql.placeholder('companyId');
  return prepared(db, name, (executor) =>
    selectClients(executor, isScheduledUnder(scheduling, company))
      .where(clientSearchCondition(company, { scheduling }))
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  ).execute({ companyId, ...page });
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
  const [row] = await selectClients(db).where(inCompany(clients, companyId, { id }));
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

/** Updates the client unless it was erased (meanwhile too): whether a row changed. */
export async function updateClientRow(
  db: Executor,
  companyId: number,
  id: number,
  values: Partial<ClientValues & { partnerId: number | null }>,
): Promise<boolean> {
  return (await updateRows(db, clients, values, inCompany(clients, companyId, { id }, isListed))) > 0;
}

/** Deletes the client unless it was erased: whether a row went. */
export async function deleteClientRow(db: Executor, companyId: number, id: number): Promise<boolean> {
  return (await deleteRows(db, clients, inCompany(clients, companyId, { id }, isListed))) > 0;
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
  return hasCompanyRow(db, partners, companyId, partnerId);
}

/** The company's default partner (the sender of campaigns that name none), if it has partners. */
export async function getDefaultPartnerId(db: Executor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(inCompany(partners, companyId, { isDefault: true }));
  return row?.id ?? null;
}

export async function getOperationIdByName(
  db: Executor,
  companyId: number,
  name: string,
): Promise<number | undefined> {
  return firstCompanyRowId(db, operations, companyId, sql`lower(${operations.name}) = lower(${name})`);
}

/**
 * At most `limit` listed clients of the company, scheduled or not, by name: each word of `query` in the
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
  return selectClients(db)
    .where(inCompany(clients, companyId, {}, isListed, byPhone ? or(byName, byPhone) : byName))
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(limit);
}

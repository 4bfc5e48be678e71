/** The clients' reads: the list's pages, the creation popup's search, a calendar mission's client. */
import {
  CLIENT_SEARCH_LIMIT,
  CLIENT_SEARCH_MIN,
  MESSAGES,
  appliedClientScheduling,
  findRegionsByName,
  isListedClient,
  phoneKey,
  postalCodePrefixesOfRegions,
  type Client,
  type ClientFilters,
  type ClientsPage,
} from '@tourneo/domain';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  clientSearchCondition,
  countClients,
  findClientsMatching,
  findClientsPage,
  findPlainClientsPage,
  getClientById,
  type ClientSearch,
} from './clients.repository.ts';
import { presentClient } from './clients.presenter.ts';
import type { SessionCache } from '../../security/session-cache.ts';

const FOREVER = new Date(8.64e15);

interface Cursor {
  name: string;
  id: number;
}
const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');
function decodeCursor(value: string): Cursor {
  try {
    const [name, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'number' && Number.isInteger(id)) {
      return { name, id };
    }
  } catch {
    // falls through
  }
  throw new AppError('BAD_REQUEST', MESSAGES.http[400]);
}

/** The channel of the database's triggers on what the list's counts depend on (migration 0036). */
export const CLIENT_CHANGES_CHANNEL = 'client_changes';

/** The list's search from its filters; `undefined` when nothing can match (a région that names none). */
function searchOf(companyId: number, filters: ClientFilters) {
  const search: ClientSearch = {
    scheduling: appliedClientScheduling(filters),
    name: filters.name,
    prenom: filters.prenom,
    operationName: filters.operationName,
    partnerName: filters.partenaireName,
  };
  if (filters.regionName) {
    search.postalCodePrefixes = postalCodePrefixesOfRegions(findRegionsByName(filters.regionName));
    if (search.postalCodePrefixes.length === 0) {
      return undefined;
    }
  }
  return { search, where: clientSearchCondition(companyId, search) };
}

/** The page's clients (by offset, or after the cursor) and the cursor of the next page. */
async function readPage(
  db: Executor,
  companyId: number,
  filters: ClientFilters,
  { search, where }: NonNullable<ReturnType<typeof searchOf>>,
): Promise<Pick<ClientsPage, 'data' | 'nextCursor'>> {
  const offset = (filters.page - 1) * filters.pageSize;
  const isPlain =
    !filters.cursor &&
    !search.name &&
    !search.prenom &&
    !search.operationName &&
    !search.partnerName &&
    !search.postalCodePrefixes;
  const rows = isPlain
    ? await findPlainClientsPage(db, companyId, search.scheduling, { limit: filters.pageSize, offset })
    : await findClientsPage(
        db,
        companyId,
        { where, scheduling: search.scheduling },
        {
          limit: filters.pageSize,
          offset,
          after: filters.cursor ? decodeCursor(filters.cursor) : undefined,
        },
      );
  const last = rows.at(-1);
  return {
    data: rows.map(presentClient),
    nextCursor:
      last && rows.length === filters.pageSize ? encodeCursor({ name: last.name, id: last.id }) : null,
  };
}

/**
 * One page of the company's clients matching the filters, by name. A région name that names no
 * région matches none. With `counts`, the total of a search this server counted lately is answered
 * from memory (decision 0027): any change to the company's clients, missions, operations or
 * partners is announced by the database (`client_changes`) and forgets the company's totals.
 */
export async function findClients({
  db,
  companyId,
  filters,
  counts,
}: CompanyScope & {
  filters: ClientFilters;
  counts?: SessionCache<number> | undefined;
}): Promise<ClientsPage> {
  const found = searchOf(companyId, filters);
  if (!found) {
    return { data: [], totalCount: 0, page: filters.page, pageSize: filters.pageSize, nextCursor: null };
  }
  const [page, totalCount] = await Promise.all([
    readPage(db, companyId, filters, found),
    counts
      ? counts
          .read(JSON.stringify([companyId, found.search]), async () => ({
            value: await countClients(db, found.where),
            companyId,
            expiresAt: FOREVER,
          }))
          .then((total) => total ?? 0)
      : countClients(db, found.where),
  ]);
  return { ...page, totalCount, page: filters.page, pageSize: filters.pageSize };
}

/** The public API's list (`GET /api/v1/clients`): a page after the cursor, without a total to count. */
export async function findClientsAfterCursor({
  db,
  companyId,
  filters,
}: CompanyScope & { filters: ClientFilters }): Promise<Pick<ClientsPage, 'data' | 'nextCursor'>> {
  const found = searchOf(companyId, filters);
  return found ? readPage(db, companyId, filters, found) : { data: [], nextCursor: null };
}

/** POST /client/search: the creation popup's clients as the user types (scheduled ones too). */
export async function searchClients({
  db,
  companyId,
  query,
}: CompanyScope & { query: string }): Promise<Client[]> {
  const words = query.split(/\s+/).filter(Boolean);
  const digits = query.replace(/\D/g, '');
  // Digits typed are a phone's too: '07 81 22' and '+33 7 81' find 0781223344.
  const phoneDigits = digits.length >= CLIENT_SEARCH_MIN ? phoneKey(query.trim()) : null;
  const rows = await findClientsMatching(db, companyId, { words, phoneDigits }, CLIENT_SEARCH_LIMIT);
  return rows.map(presentClient);
}

/**
 * The client a calendar mission links to: one of the company's listed clients, else 404 (another
 * company's, or an erased one, which no new appointment may name).
 */
export async function getClientOfMission({
  db,
  companyId,
  clientId,
}: CompanyScope<Executor> & { clientId: number }): Promise<Client> {
  const row = await getClientById(db, companyId, clientId);
  if (!row || !isListedClient(row)) {
    throw new AppError('NOT_FOUND', MESSAGES.missionClient.clientNotFound);
  }
  return presentClient(row);
}

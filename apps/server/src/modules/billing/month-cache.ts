import { parisDateOf, type BillingMonthKey } from '@tourneo/domain';
import { SessionCache } from '../../security/session-cache.ts';

/** The channel of the database's billing triggers (migration 0043). */
export const BILLING_CHANGES_CHANNEL = 'billing_changes';
/** Months kept at most by a server (the oldest read goes first). */
export const MONTH_CACHE_MAX_ENTRIES = 32;
/** Their JSON text's length in all, at most (about 38 months of 2.5 MB). */
export const MONTH_CACHE_MAX_CHARACTERS = 96 * 1024 * 1024;

const FOREVER = new Date(8.64e15);
const LAST_UPDATED = '"last_updated":"';
/** An instant as `toISOString` writes it ('2027-03-17T09:00:00.000Z'). */
const INSTANT_LENGTH = 24;

/** A month's answer as the JSON text sent, and where its `last_updated` instant stands in it. */
export interface CachedMonth {
  json: string;
  lastUpdatedAt: number;
}

export type MonthCache = SessionCache<CachedMonth>;

/**
 * The month answers this server wrote lately (docs/decisions/0045-billing-month-cache.md), by
 * company, month and Paris day: read again only when the database announces a change to what they
 * read (`billing_changes`, migration 0043), each read first waiting for the notifications
 * committed before it. No time limit: the day in the key ends them, and the bounds.
 */
export function createMonthCache({
  maxEntries = MONTH_CACHE_MAX_ENTRIES,
  maxCharacters = MONTH_CACHE_MAX_CHARACTERS,
} = {}): MonthCache {
  return new SessionCache<CachedMonth>(Number.POSITIVE_INFINITY, {
    channel: BILLING_CHANGES_CHANNEL,
    isSynced: true,
    maxEntries,
    maxSize: maxCharacters,
    sizeOf: (month) => month.json.length,
  });
}

/**
 * The month's answer from `cache` when this server wrote it today (Paris) and nothing it reads
 * changed since, else from `load` (then kept); its `last_updated` is `now` either way.
 */
export async function readCachedMonth({
  cache,
  companyId,
  key,
  now,
  load,
}: {
  cache: MonthCache;
  companyId: number;
  key: BillingMonthKey;
  now: Date;
  load: () => Promise<string>;
}): Promise<string> {
  // The answer depends on today: which months are closed, and its own figures' instant.
  const cacheKey = JSON.stringify([companyId, key.year, key.month, parisDateOf(now)]);
  const cached = await cache.read(
    cacheKey,
    async () => {
      const json = await load();
      return {
        value: { json, lastUpdatedAt: json.indexOf(LAST_UPDATED) + LAST_UPDATED.length },
        companyId,
        expiresAt: FOREVER,
      };
    },
    now.getTime(),
  );
  const { json, lastUpdatedAt } = cached!;
  return `${json.slice(0, lastUpdatedAt)}${now.toISOString()}${json.slice(lastUpdatedAt + INSTANT_LENGTH)}`;
}

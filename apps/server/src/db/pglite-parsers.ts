import type { PGlite } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL's own text (it makes its Date and string values itself):
 * timestamps, intervals, dates and their arrays, as drizzle-orm/pglite's session asks for them.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type QueryOptions = { parsers?: unknown } & Record<string, unknown>;
interface Queryable {
  query: (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
}

/**
 * Drizzle passes its parsers with every query, and PGlite copies its whole map of ~320 parsers into
 * each query that brings some (18% of the CPU of a list call). Here they are given to the instance
 * once: the client Drizzle receives drops the per-query copy, the instance reads those types as text.
 * The job queue (pg-boss) on the same instance reads them its usual way through `forJobQueue`.
 */
export function parseTypesOnce(client: PGlite): { forDrizzle: PGlite; forJobQueue: PGlite } {
  const usual = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, client.parsers[oid]])) as Record<
    number,
    (value: string, typeId?: number) => unknown
  >;
  for (const oid of DRIZZLE_TEXT_TYPES) {
    client.parsers[oid] = (value: string) => value;
  }
  const forJobQueue = new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, { ...options, parsers: usual });
      }
      if (property === 'exec') {
        return (text: string, options?: QueryOptions) => target.exec(text, { ...options, parsers: usual });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    forDrizzle: withoutQueryParsers(client as unknown as Queryable) as unknown as PGlite,
    forJobQueue,
  };
}

function withoutQueryParsers(client: Queryable): Queryable {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          if (options?.parsers === undefined) {
            return target.query(text, params, options);
          }
          // The same parsers as the instance's: the query goes without them.
          return target.query(text, params, { ...options, parsers: undefined });
        };
      }
      if (property === 'transaction') {
        return <T>(fn: (tx: Queryable) => Promise<T>) =>
          target.transaction((tx) => fn(withoutQueryParsers(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

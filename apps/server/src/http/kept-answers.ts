/**
 * Answers kept by each server (decision 0046): the hottest reads of the back office (the agents
 * list, the clients list's pages, an agent's week) are answered from the bytes this server sent
 * last for the same company, role and request, until the database announces a change to a table
 * they read. A route asks for it with `companyRoute(schema, { kept: { reads: [...] } })`.
 *
 * - Every server hears the changes through NOTIFY `answer_changes` (statement triggers of migration
 *   0044: `c:<company>:<table>`), so no code path that writes can be forgotten; each route's answers
 *   are forgotten only on the tables it names.
 * - This server's own writes forget the company's answers before their answer leaves (the `onSend`
 *   hook below): a planner who saves, then reads, never sees the list as it was.
 * - A read that began before a forgetting is not kept; no answer is kept or given from memory while
 *   the LISTEN connection is down; `SESSION_CACHE_SECONDS` bounds an entry if a notification were
 *   lost unseen (0 turns the keeping off).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ROUTE_ACCESS, credentialsBodySchema, type RouteAccess } from '@tourneo/domain';
import type { NotificationListener } from '../db/notifications.ts';
import { SessionCache } from '../security/session-cache.ts';
import { roleOf } from './auth.ts';

/** The channel of the database's triggers on the tables the kept answers read (migration 0044). */
export const ANSWER_CHANGES_CHANNEL = 'answer_changes';

/** The tables whose changes the database announces on `answer_changes` (migration 0044). */
export const ANSWER_TABLES = [
  'agents',
  'agent_roles',
  'clients',
  'missions',
  'mission_sessions',
  'session_agents',
  'operations',
  'partners',
  'automation_client_steps',
] as const;
export type AnswerTable = (typeof ANSWER_TABLES)[number];

export interface KeptAnswer {
  /** Every table the answer reads: a change to any of them forgets the company's answers. */
  reads: readonly AnswerTable[];
  /** What else the answer depends on besides the company, the role and the request (today's date). */
  keyOf?: () => unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers are kept by each server (decision 0046). */
    kept?: KeptAnswer;
  }
}

/** Answers kept at most per route, and their bytes. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_KEY_LENGTH = 200;
const FOREVER = new Date(8.64e15);
const JSON_TYPE = 'application/json; charset=utf-8';

/** Routes that only read, by the roles they admit (a read-only role can call them). */
const READ_ACCESS: ReadonlySet<RouteAccess> = new Set(
  (Object.keys(ROUTE_ACCESS) as RouteAccess[]).filter((access) =>
    (ROUTE_ACCESS[access] as readonly string[]).includes('lecture_seule'),
  ),
);

/** Does the request maybe change what the kept answers read (so that this server forgets them)? */
function mayWrite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return false;
  }
  const { access, kept } = request.routeOptions.config;
  return !kept && !(access && READ_ACCESS.has(access));
}

export interface KeptAnswers {
  /** Each kept route's answers, by method and path (tests read their counters). */
  readonly caches: ReadonlyMap<string, SessionCache<Buffer>>;
}

/**
 * Wraps the handler of every route registered afterwards whose config has `kept`, and forgets a
 * company's answers when a request of its may have written. Call before registering the routes.
 * `isOn` false (KEPT_ANSWERS=false): the handlers are left as they are, every read reads the database.
 */
export function registerKeptAnswers(
  app: FastifyInstance,
  {
    ttlMs,
    notifications,
    isOn = true,
  }: { ttlMs: number; notifications: NotificationListener; isOn?: boolean },
): KeptAnswers {
  const caches = new Map<string, SessionCache<Buffer>>();
  const listening: Promise<() => Promise<void>>[] = [];

  app.addHook('onRoute', (route) => {
    const kept = route.config?.kept;
    if (!kept || !isOn) {
      return;
    }
    const cache = new SessionCache<Buffer>(ttlMs, {
      channel: ANSWER_CHANGES_CHANNEL,
      tables: kept.reads,
      maxEntries: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeOf: (answer) => answer.length,
    });
    caches.set(`${[route.method].flat().join(',')} ${route.url}`, cache);
    listening.push(cache.listen(notifications));
    keepAnswers(route, cache, kept);
  });
  // Listening before the first request; stopped with the app.
  app.addHook('onReady', async () => {
    await Promise.all(listening);
  });
  app.addHook('onClose', async () => {
    const stops = await Promise.all(listening);
    await Promise.all(stops.map((stop) => stop()));
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    // Before the answer leaves: the next read of this client (or of a colleague) reads again.
    if (request.company && reply.statusCode < 400 && mayWrite(request)) {
      for (const cache of caches.values()) {
        cache.forgetCompany(request.company.id);
      }
    }
    done();
  });
  return { caches };
}

/**
 * A key of bounded size: a long one (a search's text) by its SHA-256. `undefined` when the request
 * cannot be written as one (nesting too deep for JSON.stringify): then it is answered, not kept.
 */
function keyOf(parts: unknown[]): string | undefined {
  let key: string;
  try {
    key = JSON.stringify(parts);
  } catch {
    return undefined;
  }
  return key.length <= MAX_KEY_LENGTH ? key : createHash('sha256').update(key).digest('base64url');
}

/** The route's handler answers the bytes kept for the same company, role and request when it can. */
function keepAnswers(route: RouteOptions, cache: SessionCache<Buffer>, kept: KeptAnswer): void {
  const schema = (route.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) {
    throw new Error(`kept answers: ${route.url} has no 200 answer schema`);
  }
  const method = [route.method].flat().join(',');
  // The serialisation Fastify would do (the zod schema strips what it does not declare).
  const serialize = serializerCompiler({ schema, method, url: route.url, httpStatus: '200' });
  const handler = route.handler as (
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  // The spec's ignored `company_name`/`company_password` body is no part of the answer (and may
  // hold anything): not in the key.
  const isBodyRead = route.schema?.body !== credentialsBodySchema;
  route.handler = async function keptHandler(this: FastifyInstance, request, reply) {
    const { company } = request;
    const key = keyOf([
      company.id,
      roleOf(company),
      request.params,
      request.query,
      isBodyRead ? request.body : null,
      kept.keyOf?.(),
    ]);
    const load = async () => {
      const value = await handler.call(this, request, reply);
      if (value === reply) {
        throw new Error(`kept answers: ${route.url} must return its answer, not send it`);
      }
      return { value: Buffer.from(serialize(value)), companyId: company.id, expiresAt: FOREVER };
    };
    const answer = key === undefined ? (await load()).value : await cache.read(key, load);
    return reply.header('content-type', JSON_TYPE).send(answer);
  };
}

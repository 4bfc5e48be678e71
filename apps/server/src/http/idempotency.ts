import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/**
 * Creation requests may carry an `Idempotency-Key` header (a UUID the web form draws once per
 * submission and reuses when it retries): a retried or doubled request then creates one row and
 * gets the first answer. Routes opt in with `config: { idempotent: true }`, after their
 * authentication hook (the key is scoped by company).
 *
 * The primary key (company_id, key) decides between concurrent requests: the request whose insert
 * wins runs the handler, and its 2xx answer is stored before it is sent; a refused request (4xx,
 * 5xx) frees its key, so the corrected form can be sent again with it. A request that finds the key
 * taken replays the stored answer, or waits for the running one (up to IN_PROGRESS_WAIT_MS), then
 * answers 409. The same key with another route or body answers 422. Keys expire after 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer replayed from the store. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How long a request waits for a concurrent one with the same key before answering 409. */
const IN_PROGRESS_WAIT_MS = 5_000;
/** A key's bookkeeping that failed (the database away) is tried again this often, this many times. */
const SETTLE_RETRY_MS = 1_000;
const SETTLE_ATTEMPTS = 600;
/** Expired keys are deleted at most this often per server process. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's requests may carry an Idempotency-Key (creation routes). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request reserved: its answer is stored (2xx) or the key freed. */
    idempotencyReservation?: { companyId: number; key: string };
  }
}

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/** The key of the request, or undefined without the header. Accepts the IETF draft's quoted form. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) {
    return undefined;
  }
  const value = typeof header === 'string' ? header.trim().replace(/^"(.*)"$/, '$1') : '';
  if (!UUID_PATTERN.test(value)) {
    throw new AppError('BAD_REQUEST', MESSAGES.http.idempotencyKeyInvalid);
  }
  return value.toLowerCase();
}

interface StoredRequest {
  route: string;
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
}

/** Takes the key, or takes over an expired one. True when this request owns it. */
async function reserve(db: Database, companyId: number, key: string, route: string, requestHash: string) {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ companyId, key, route, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.companyId, idempotencyKeys.key],
      set: { route, requestHash, statusCode: null, responseBody: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

async function findStored(db: Database, companyId: number, key: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Tries `settle` again every second until it succeeds (ten minutes at most), without holding the process. */
function settleLater(settle: () => Promise<unknown>, onGiveUp: (error: unknown) => void, attempt = 1) {
  setTimeout(() => {
    settle().catch((error: unknown) => {
      if (attempt >= SETTLE_ATTEMPTS) {
        onGiveUp(error);
        return;
      }
      settleLater(settle, onGiveUp, attempt + 1);
    });
  }, SETTLE_RETRY_MS).unref();
}

export function registerIdempotency(app: FastifyInstance, options: { secretKey: Buffer }): void {
  let lastPurge = 0;
  const purgeExpired = async () => {
    if (Date.now() - lastPurge < PURGE_INTERVAL_MS) {
      return;
    }
    lastPurge = Date.now();
    await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) {
      return;
    }
    const key = readIdempotencyKey(request);
    // Keys are scoped by company: the route's authentication hook has run (onRequest/preValidation).
    if (key === undefined || !request.company) {
      return;
    }
    await purgeExpired();
    const companyId = request.company.id;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    // Keyed by the server's secret: the stored hash reveals nothing of the body (agent passwords).
    const requestHash = createHmac('sha256', options.secretKey)
      .update(route)
      // An agent's key is its own: another agent of the company replaying it would get a 422.
      .update(request.agent ? `\u0000agent:${request.agent.id}` : '')
      .update('\u0000')
      .update(JSON.stringify(request.body ?? null))
      .digest('base64url');

    const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
    for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
      if (await reserve(app.db, companyId, key, route, requestHash)) {
        request.idempotencyReservation = { companyId, key };
        return;
      }
      const stored = await findStored(app.db, companyId, key);
      if (stored && (stored.route !== route || stored.requestHash !== requestHash)) {
        throw new AppError('UNPROCESSABLE', MESSAGES.http.idempotencyKeyReused);
      }
      if (stored && stored.statusCode !== null && stored.responseBody !== null) {
        return reply
          .status(stored.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header(REPLAYED_HEADER, 'true')
          .send(stored.responseBody);
      }
      // Still running elsewhere (or just freed: the next turn takes it).
      if (Date.now() >= deadline) {
        throw new AppError('CONFLICT', MESSAGES.http.requestInProgress);
      }
      await sleep(stored ? pause : 0);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = request.idempotencyReservation;
    if (!reservation) {
      return payload;
    }
    request.idempotencyReservation = undefined;
    const where = and(
      eq(idempotencyKeys.companyId, reservation.companyId),
      eq(idempotencyKeys.key, reservation.key),
      isNull(idempotencyKeys.statusCode),
    );
    const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300;
    const settle =
      isSuccess && typeof payload === 'string'
        ? () =>
            app.db
              .update(idempotencyKeys)
              .set({ statusCode: reply.statusCode, responseBody: payload })
              .where(where)
        : // Nothing was created: the same key may be sent again (with the form corrected).
          () => app.db.delete(idempotencyKeys).where(where);
    try {
      await settle();
    } catch (error) {
      // The database went away (a restart): answer now, and settle the key once it is back, so that
      // the client's retry with the same key replays the answer or runs again instead of a 409.
      request.log.warn({ err: error }, 'clé d’idempotence à enregistrer au retour de la base');
      settleLater(settle, (lastError) =>
        request.log.error({ err: lastError }, 'clé d’idempotence non enregistrée'),
      );
    }
    return payload;
  });
}

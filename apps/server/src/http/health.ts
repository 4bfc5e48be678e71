import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MESSAGES, healthResponseSchema, notReadyResponseSchema, readyResponseSchema } from '@tourneo/domain';
import { appliedMigrationCount, shippedMigrationCount } from '../db/client.ts';
import { errorBody } from './error-handler.ts';

/** How long the readiness probe waits for the database before it answers 503. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export type NotReadyReason = 'stopping' | 'database' | 'migrations';

/** Why the server should not get traffic now, in French for the probe's answer. */
const REASONS: Record<NotReadyReason, string> = {
  stopping: 'arrêt en cours',
  database: 'base de données injoignable',
  migrations: 'migrations non appliquées',
};

async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('délai dépassé')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: the process answers (a liveness probe: restart it when this fails).
 * `GET /ready`: the server should get traffic: the database answers, every migration this code
 * ships is applied, and the server is not stopping; 503 otherwise, with the reasons (a readiness
 * probe: the load balancer sends nothing to it meanwhile). Neither logs its calls below warnings.
 */
export function registerHealthRoutes(app: FastifyInstance, { isStopping }: { isStopping: () => boolean }) {
  const shipped = shippedMigrationCount();
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: healthResponseSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      schema: { hide: true, response: { 200: readyResponseSchema, 503: notReadyResponseSchema } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const reasons: NotReadyReason[] = [];
      if (isStopping()) {
        reasons.push('stopping');
      }
      try {
        const applied = await withinTimeout(
          app.db.execute(sql`select 1`).then(() => appliedMigrationCount(app.db)),
          DATABASE_CHECK_TIMEOUT_MS,
        );
        if (applied < shipped) {
          reasons.push('migrations');
        }
      } catch (error) {
        request.log.warn({ err: error }, 'sonde de disponibilité : base injoignable');
        reasons.push('database');
      }
      if (reasons.length > 0) {
        return reply.status(503).send({
          ...errorBody('NOT_READY' as const, MESSAGES.http[503]),
          reasons: reasons.map((reason) => REASONS[reason]),
        });
      }
      return { status: 'ready' as const, migrations: shipped };
    },
  );
}

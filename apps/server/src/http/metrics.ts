import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MESSAGES } from '@tourneo/domain';
import { rowsOf, type PoolStats } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { errorBody } from './error-handler.ts';

/** What the metrics read when Prometheus scrapes them, besides the requests the app times itself. */
export interface MetricsSources {
  eventStreamsOpen: () => number;
  /** The job queue (absent in API tests). */
  queue?: Pick<JobQueue, 'boss' | 'queueName'> | undefined;
  /** The PostgreSQL pool (absent on PGlite). */
  poolStats?: (() => PoolStats) | undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

interface OutboxCounts {
  due: number;
  retrying: number;
  failed: number;
}

/**
 * Prometheus metrics at `GET /metrics`, only when METRICS_TOKEN is set, and only for requests that
 * carry it as a bearer token (401 otherwise): request latency by route, open event streams, the
 * job queue, the outbox's backlog and failures, the database pool, and the process (CPU, memory,
 * event loop). Each app has its own registry.
 */
export function registerMetrics(app: FastifyInstance, token: string, sources: MetricsSources): void {
  const expected = digest(token);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tourneo_' });
  const requestDuration = new Histogram({
    name: 'tourneo_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par route',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        // The route's pattern (`/forms/:id`), never the path itself: ids would explode the series.
        route: request.routeOptions.url ?? 'hors route',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'tourneo_event_streams_open',
    help: 'Flux d’événements (calendriers en direct) ouverts sur ce serveur',
    registers: [registry],
    collect() {
      this.set(sources.eventStreamsOpen());
    },
  });
  const { queue, poolStats } = sources;
  if (queue) {
    new Gauge({
      name: 'tourneo_job_queue_jobs',
      help: 'Tâches de la file d’envoi, par état (ready : prêtes à partir)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        const stats = await queue.boss.getQueue(queue.queueName);
        for (const state of ['ready', 'queued', 'deferred', 'active', 'failed'] as const) {
          this.set({ queue: queue.queueName, state }, stats?.[`${state}Count`] ?? 0);
        }
      },
    });
  }
  new Gauge({
    name: 'tourneo_outbox_messages',
    help: 'Messages de la boîte d’envoi : dus non envoyés, en nouvelle tentative, en échec définitif',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const [counts] = rowsOf<OutboxCounts>(
        await app.db.execute(sql`
          select count(*) filter (where status = 'pending' and send_after <= now())::int as due,
                 count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
                 count(*) filter (where status = 'failed')::int as failed
          from outbox_messages where status in ('pending', 'failed')`),
      );
      for (const state of ['due', 'retrying', 'failed'] as const) {
        this.set({ state }, Number(counts?.[state] ?? 0));
      }
    },
  });
  if (poolStats) {
    new Gauge({
      name: 'tourneo_db_pool_connections',
      help: 'Connexions du pool PostgreSQL : max, ouvertes, libres, requêtes en attente',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'open' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!hasToken(request, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('UNAUTHORIZED', MESSAGES.http.metricsTokenRequired));
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@tourneo/domain';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase, shippedMigrationCount, type Database, type DatabaseHandle } from '../db/client.ts';
import { createNotificationListener } from '../db/notifications.ts';
import { enqueueOutboxMessage } from '../jobs/outbox.ts';
import { startJobQueue, type JobQueue } from '../jobs/queue.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { buildCompany } from '../test/test-app.ts';
import { eq } from 'drizzle-orm';

/*
 * The probes and the metrics, on an embedded database of their own (the counts of the outbox and
 * of the queue are then this file's only): in the PGlite project only, they do not depend on the
 * engine. The PostgreSQL project checks the pool's figures.
 */

const TOKEN = 'jeton-de-test-des-mesures-0123456789';
let handle: DatabaseHandle;
let queue: JobQueue;
let app: FastifyInstance;
let isStopping = false;

async function appOn(db: Database, options: { metrics?: boolean } = {}) {
  const built = await buildApp({
    db,
    config: { ...readConfig({}), metricsToken: options.metrics ? TOKEN : undefined },
    serveWeb: false,
    notifications: createNotificationListener(handle),
    isStopping: () => isStopping,
    ...(options.metrics ? { metricsSources: { queue, poolStats: handle.poolStats } } : {}),
  });
  await built.ready();
  return built;
}

const onEmbedded = describe.runIf(process.env.TEST_DB === 'pglite');

onEmbedded('on an embedded database of its own', () => {
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    queue = await startJobQueue(handle, undefined, 'outbox-metrics');
    app = await appOn(handle.db, { metrics: true });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await queue?.stop();
    await handle?.close();
  });

  describe('GET /health and GET /ready', () => {
    it('answer 200 on a migrated database', async () => {
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', migrations: shippedMigrationCount() });
    });

    it('/ready answers 503 while the server stops, and every answer then closes its connection', async () => {
      isStopping = true;
      try {
        const ready = await app.inject({ method: 'GET', url: '/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ error: MESSAGES.http[503], reasons: ['arrêt en cours'] });
        expect(ready.headers.connection).toBe('close');
        const health = await app.inject({ method: 'GET', url: '/health' });
        expect(health.statusCode).toBe(200);
        expect(health.headers.connection).toBe('close');
      } finally {
        isStopping = false;
      }
      expect((await app.inject({ method: 'GET', url: '/ready' })).headers.connection).not.toBe('close');
    });

    it('/ready answers 503 when the migrations are not applied, then when the database is gone', async () => {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const client = await PGlite.create();
      const unmigrated = await appOn(drizzle({ client }) as unknown as Database);
      try {
        const missing = await unmigrated.inject({ method: 'GET', url: '/ready' });
        expect(missing.statusCode).toBe(503);
        expect(missing.json().reasons).toEqual(['migrations non appliquées']);
        await client.close();
        const gone = await unmigrated.inject({ method: 'GET', url: '/ready' });
        expect(gone.statusCode).toBe(503);
        expect(gone.json().reasons).toEqual(['base de données injoignable']);
        expect((await unmigrated.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      } finally {
        await unmigrated.close();
      }
    });
  });

  describe('GET /metrics', () => {
    const scrape = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('does not exist without METRICS_TOKEN', async () => {
      const withoutToken = await appOn(handle.db);
      try {
        expect((await withoutToken.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      } finally {
        await withoutToken.close();
      }
    });

    it('answers 401 without the bearer token or with another one', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
        const response = await scrape(authorization);
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json().error).toBe(MESSAGES.http.metricsTokenRequired);
        expect(response.body).not.toContain('tourneo_');
      }
    });

    it('times the requests by route, counts the open event streams, the outbox and the queue', async () => {
      const company = await buildCompany(app);
      for (const id of [1, 2]) {
        await app.inject({
          method: 'POST',
          url: `/forms/${id}`,
          payload: {},
          headers: { cookie: company.cookie },
        });
      }
      // Two due messages (one of them on its second attempt) and one failed for good.
      const ids: number[] = [];
      for (const index of [1, 2, 3]) {
        ids.push(
          (await enqueueOutboxMessage(handle.db, {
            companyId: company.id,
            dedupeKey: `metrics:${company.id}:${index}`,
            channel: 'email',
            recipient: 'client@example.fr',
            bodyText: 'Bonjour',
            sendAfter: new Date(Date.now() - 60_000),
          }))!,
        );
      }
      await handle.db.update(outboxMessages).set({ attempts: 1 }).where(eq(outboxMessages.id, ids[1]!));
      await handle.db.update(outboxMessages).set({ status: 'failed' }).where(eq(outboxMessages.id, ids[2]!));

      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const controller = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${port}/api/rdv-unified/events`, {
        headers: { cookie: company.cookie },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const withStream = (await scrape(`Bearer ${TOKEN}`)).body;
      controller.abort();

      expect(withStream).toMatch(
        /^tourneo_http_request_duration_seconds_count\{method="POST",route="\/forms\/:id",status_code="\d{3}"\} 2$/m,
      );
      expect(withStream).toMatch(/^tourneo_event_streams_open 1$/m);
      expect(withStream).toMatch(/^tourneo_outbox_messages\{state="due"\} 2$/m);
      expect(withStream).toMatch(/^tourneo_outbox_messages\{state="retrying"\} 1$/m);
      expect(withStream).toMatch(/^tourneo_outbox_messages\{state="failed"\} 1$/m);
      // pg-boss's own counts, refreshed at its monitoring interval: present, not yet exact.
      expect(withStream).toMatch(/^tourneo_job_queue_jobs\{queue="outbox-metrics",state="queued"\} \d+$/m);
      expect(withStream).toMatch(/^tourneo_process_resident_memory_bytes \d+/m);
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('GET /metrics on PostgreSQL', () => {
  it("reports the database pool's connections", async () => {
    const postgres = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
    const withPool = await buildApp({
      db: postgres.db,
      config: { ...readConfig({}), metricsToken: TOKEN },
      serveWeb: false,
      notifications: createNotificationListener(postgres),
      metricsSources: { poolStats: postgres.poolStats },
    });
    try {
      await withPool.inject({ method: 'GET', url: '/ready' });
      const body = (
        await withPool.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(body).toMatch(/^tourneo_db_pool_connections\{state="max"\} 10$/m);
      expect(body).toMatch(/^tourneo_db_pool_connections\{state="open"\} [1-9]\d*$/m);
      expect(body).toMatch(/^tourneo_db_pool_connections\{state="waiting"\} 0$/m);
    } finally {
      await withPool.close();
      await postgres.close();
    }
  });
});

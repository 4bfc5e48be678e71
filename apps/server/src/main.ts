import type { AddressInfo } from 'node:net';
import { readStartupConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemoCompanyIfEmpty } from './seed/demo.ts';
import { createStorage } from './storage/create-storage.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startMessagingWorker } from './modules/messaging/messaging-worker.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { createWebhookDeliverer } from './modules/webhooks/webhooks.service.ts';
import { scheduleDailyJob } from './jobs/daily-job.ts';
import { applyFileRetention } from './modules/gdpr/gdpr.service.ts';
import { automationsDueWork } from './modules/automations/automations.service.ts';
import { createNotificationListener } from './db/notifications.ts';
import { createGracefulStop, type GracefulStop } from './graceful-stop.ts';

const config = readStartupConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = createStorage(config);
if (config.seedDemo) {
  await seedDemoCompanyIfEmpty(handle.db, {
    storage,
    withActivity: config.seedDemoActivity,
  });
}
const jobs = await startJobQueue(handle, undefined, config.outbox.queueName);
const notifications = createNotificationListener(handle, (error) =>
  app.log.error({ err: error }, 'écoute des notifications PostgreSQL'),
);
const app = await buildApp({
  db: handle.db,
  config,
  logger: true,
  outboxNotifier: jobs.outboxNotifier,
  notifications,
  storage,
  isStopping: () => lifecycle.isStopping(),
  metricsSources: { queue: jobs, poolStats: handle.poolStats },
});
// E-mails leave through the partners' SMTP servers, else SMTP_URL; without either they wait in
// outbox_messages until one is configured.
const messagingWorker = await startMessagingWorker({
  handle,
  config,
  queue: jobs,
  listener: notifications,
  onError: (error) => app.log.error({ err: error }, 'envoi des messages'),
  webhooks: createWebhookDeliverer({ db: handle.db, config }),
  dueWork: automationsDueWork(storage, config.outbox.companyIds),
});
if (!config.smtpUrl) {
  app.log.warn("SMTP_URL n'est pas défini : les e-mails des entreprises sans partenaire restent en attente");
}

// The retention of finished missions' photos and signatures (issue 26), every night at 3h00 Paris time.
await scheduleDailyJob(jobs.boss, {
  name: 'file-retention',
  cron: '0 3 * * *',
  run: () => applyFileRetention({ db: handle.db, storage, log: app.log }),
});

const maintenance = startMaintenance(handle.db, (error) =>
  app.log.error({ err: error }, 'purge des lignes expirées'),
);

/**
 * How long a stopping server keeps its connections before closing them: a request already on its
 * way over a kept-alive connection is answered (with `Connection: close`) instead of meeting a
 * connection reset, and the load balancer sees /ready answer 503 meanwhile.
 */
const DRAIN_MS = 1_000;

// Answer what is on its way, then stop accepting connections and finish the requests and the
// sendings in hand (event streams end with a reconnect hint), then close the queue, the LISTEN
// connection and the database.
const lifecycle: GracefulStop = createGracefulStop({
  timeoutMs: config.shutdownTimeoutMs,
  log: app.log,
  stages: [
    [{ name: 'connexions en cours', run: () => new Promise((resolve) => setTimeout(resolve, DRAIN_MS)) }],
    [
      { name: 'serveur HTTP', run: () => app.close() },
      { name: 'envoi des messages', run: () => messagingWorker.stop() },
      { name: 'purge', run: () => maintenance.stop() },
    ],
    [{ name: 'file de tâches', run: () => jobs.stop() }],
    [{ name: 'notifications', run: () => notifications.close() }],
    [{ name: 'base de données', run: () => handle.close() }],
  ],
});
const stop = lifecycle.stop;
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
app.log.info(`Tournéo écoute sur http://localhost:${port} (base ${handle.driver})`);

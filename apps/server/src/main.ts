import { loadOrCreateSecretKey, readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemoCompanyIfEmpty } from './seed/demo.ts';
import { createStorage } from './storage/create-storage.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startMessagingWorker } from './modules/messaging/messaging-worker.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { createNotificationListener } from './db/notifications.ts';

const config = readConfig();
if (!process.env.SECRET_KEY) {
  config.secretKey = loadOrCreateSecretKey(config.dataDir);
}
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
});
// E-mails leave through the partners' SMTP servers, else SMTP_URL; without either they wait in
// outbox_messages until one is configured.
const messagingWorker = await startMessagingWorker({
  handle,
  config,
  queue: jobs,
  listener: notifications,
  onError: (error) => app.log.error({ err: error }, 'envoi des messages'),
});
if (!config.smtpUrl) {
  app.log.warn("SMTP_URL n'est pas défini : les e-mails des entreprises sans partenaire restent en attente");
}

const maintenance = startMaintenance(handle.db, (error) =>
  app.log.error({ err: error }, 'purge des lignes expirées'),
);

const shutdown = async () => {
  maintenance.stop();
  await app.close();
  await notifications.close();
  await messagingWorker.stop();
  await jobs.stop();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Tournéo écoute sur http://localhost:${config.port} (base ${handle.driver})`);

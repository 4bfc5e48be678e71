import { loadOrCreateSecretKey, readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedDemoCompanyIfEmpty } from './seed/demo.ts';
import { startJobQueue } from './jobs/queue.ts';
import { startOutboxEmailWorker } from './jobs/outbox-worker.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { createNotificationListener } from './db/notifications.ts';

const config = readConfig();
if (!process.env.SECRET_KEY) {
  config.secretKey = loadOrCreateSecretKey(config.dataDir);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.seedDemo) {
  await seedDemoCompanyIfEmpty(handle.db);
}
const jobs = await startJobQueue(handle);
const notifications = createNotificationListener(handle, (error) =>
  app.log.error({ err: error }, 'écoute des notifications PostgreSQL'),
);
const app = await buildApp({
  db: handle.db,
  config,
  logger: true,
  outboxNotifier: jobs.outboxNotifier,
  notifications,
});
// Without SMTP_URL the e-mails wait in outbox_messages; the worker sends them once it is configured.
const emailWorker = config.smtpUrl
  ? await startOutboxEmailWorker({
      db: handle.db,
      queue: jobs,
      mailer: createSmtpMailer(config.smtpUrl, config.mailFrom),
    })
  : undefined;
if (!emailWorker) {
  app.log.warn("SMTP_URL n'est pas défini : les e-mails restent en attente dans outbox_messages");
}

const maintenance = startMaintenance(handle.db, (error) =>
  app.log.error({ err: error }, 'purge des lignes expirées'),
);

const shutdown = async () => {
  maintenance.stop();
  await app.close();
  await notifications.close();
  await emailWorker?.stop();
  await jobs.stop();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Tournéo écoute sur http://localhost:${config.port} (base ${handle.driver})`);

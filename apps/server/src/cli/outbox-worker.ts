/**
 * The sending of e-mails and SMS alone, without the HTTP server: `node apps/server/src/cli/outbox-worker.ts`
 * with the server's environment (DATABASE_URL, SECRET_KEY, SMTP_URL, SMS_HTTP_URL, PUBLIC_URL...).
 * The server already runs one; more can run beside it on PostgreSQL (they share the queue).
 */
import { readStartupConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createNotificationListener } from '../db/notifications.ts';
import { startJobQueue } from '../jobs/queue.ts';
import { startMessagingWorker } from '../modules/messaging/messaging-worker.ts';
import { createWebhookDeliverer } from '../modules/webhooks/webhooks.service.ts';
import { automationsDueWork } from '../modules/automations/automations.service.ts';
import { createStorage } from '../storage/create-storage.ts';

const config = readStartupConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const queue = await startJobQueue(handle, undefined, config.outbox.queueName);
const listener = createNotificationListener(handle, (error) => console.error('[outbox]', error));
const worker = await startMessagingWorker({
  handle,
  config,
  queue,
  listener,
  webhooks: createWebhookDeliverer({ db: handle.db, config }),
  dueWork: automationsDueWork(createStorage(config), config.outbox.companyIds),
});
process.stdout.write('outbox worker ready\n');

const shutdown = async () => {
  await worker.stop();
  await listener.close();
  await queue.stop();
  await handle.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

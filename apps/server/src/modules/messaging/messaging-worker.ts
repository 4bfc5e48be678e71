import type { Config } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { NotificationListener } from '../../db/notifications.ts';
import { createOutboxSenders, type WebhookDeliverer } from '../../jobs/outbox-senders.ts';
import { startOutboxWorker } from '../../jobs/outbox-worker.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createHttpSmsProvider, recordingSmsProvider } from '../../sms/sms-provider.ts';
import { configureMessaging } from './messaging-settings.ts';
import { createDueInvitations } from './messaging.service.ts';

/**
 * Starts the sending of every e-mail and SMS (in the server process, or alone: `cli/outbox-worker.ts`)
 * with the configuration's SMTP server, SMS gateway and timings. The imports' invitations are
 * turned into messages by its dispatcher when due.
 */
export function startMessagingWorker({
  handle,
  config,
  queue,
  listener,
  clock,
  onError,
  dueWork = [],
  webhooks,
}: {
  handle: DatabaseHandle;
  config: Config;
  queue: JobQueue;
  listener?: NotificationListener;
  clock?: () => Date;
  onError?: (error: unknown) => void;
  /** Other modules' due work (the automations), after the invitations. */
  dueWork?: readonly ((db: Database, now: Date) => Promise<unknown>)[];
  /** The webhooks' deliveries (decision 0037), which leave through the same outbox. */
  webhooks?: WebhookDeliverer;
}) {
  configureMessaging({ publicUrl: config.publicUrl });
  const sms = config.smsHttpUrl
    ? createHttpSmsProvider({ url: config.smsHttpUrl, token: config.smsHttpToken, sender: config.smsSender })
    : recordingSmsProvider;
  return startOutboxWorker({
    handle,
    queue,
    senders: createOutboxSenders({
      db: handle.db,
      secretKey: config.secretKey,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      sms,
      ...(webhooks ? { webhooks } : {}),
    }),
    ...(listener ? { listener } : {}),
    ...(clock ? { clock } : {}),
    ...(onError ? { onError } : {}),
    leaseSeconds: config.outbox.leaseSeconds,
    staleAfterSeconds: config.outbox.staleAfterSeconds,
    dispatchIntervalMs: config.outbox.dispatchIntervalMs,
    ...(config.outbox.companyIds ? { companyIds: config.outbox.companyIds } : {}),
    dueWork: [
      (db, now) =>
        createDueInvitations({
          db,
          now,
          ...(config.outbox.companyIds ? { companyIds: config.outbox.companyIds } : {}),
        }),
      ...dueWork,
    ],
  });
}

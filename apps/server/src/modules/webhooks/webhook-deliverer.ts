/**
 * The outbox's sender of webhook rows (decision 0037): signs the stored body with the endpoint's
 * secret, sends it, records the answer, counts the endpoint's failures and, at the limit, disables
 * it and e-mails the company (through the outbox, like every e-mail).
 */
import { createHmac } from 'node:crypto';
import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_HEADERS } from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import type { OutboxRow, WebhookAttempt, WebhookDeliverer } from '../../jobs/outbox-senders.ts';
import { decryptSecret } from '../../security/secrets.ts';
import * as repository from './webhooks.repository.ts';
import { postWebhook } from './webhook-request.ts';

const m = WEBHOOKS_MESSAGES;

/** A delivery held behind an earlier one of its mission looks again this long after that one is due. */
const BLOCKED_RETRY_MS = 1000;

/** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the endpoint's secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

async function disableAndTell(db: Database, endpoint: repository.WebhookEndpointRow, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await repository.disableEndpoint(tx, endpoint.companyId, endpoint.id, now))) {
      return;
    }
    for (const recipient of await repository.findSettingsRecipients(tx, endpoint.companyId)) {
      await enqueueOutboxMessage(tx, {
        companyId: endpoint.companyId,
        dedupeKey: `webhook-disabled:${endpoint.id}:${now.toISOString()}:${recipient}`,
        channel: 'email',
        recipient,
        subject: m.disabledEmailSubject,
        bodyText: m.disabledEmailBody(endpoint.url, WEBHOOK_DISABLE_AFTER_FAILURES),
        kind: 'webhook_disabled',
      });
    }
  });
}

export function createWebhookDeliverer({
  db,
  config,
}: {
  db: Database;
  config: Pick<Config, 'secretKey' | 'webhooks'>;
}): WebhookDeliverer {
  return {
    async deliver(row: OutboxRow, now: Date): Promise<WebhookAttempt> {
      const found = await repository.findDeliveryOfOutboxRow(db, row.id);
      if (!found) {
        return { outcome: 'dropped', reason: m.endpointDeletedReason };
      }
      const { delivery, endpoint } = found;
      if (endpoint.disabledAt) {
        return { outcome: 'dropped', reason: m.endpointDisabledReason };
      }
      if (delivery.missionId !== null) {
        const earlier = await repository.findEarlierPendingDelivery(db, {
          companyId: delivery.companyId,
          endpointId: delivery.endpointId,
          missionId: delivery.missionId,
          id: delivery.id,
        });
        if (earlier) {
          const due = Math.max(earlier.sendAfter.getTime(), now.getTime());
          return {
            outcome: 'blocked',
            until: new Date(due + BLOCKED_RETRY_MS),
            reason: `after delivery ${earlier.id}`,
          };
        }
      }
      const timestamp = Math.floor(now.getTime() / 1000);
      const secret = decryptSecret(config.secretKey, endpoint.encryptedSecret);
      const response = await postWebhook({
        url: endpoint.url,
        body: delivery.body,
        headers: {
          [WEBHOOK_HEADERS.id]: delivery.eventId,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, delivery.body),
        },
        allowPrivate: config.webhooks.allowPrivate,
        timeoutMs: config.webhooks.timeoutMs,
      });
      await repository.recordDeliveryAttempt(db, delivery.companyId, delivery.id, {
        httpStatus: response.httpStatus,
        responseExcerpt: response.excerpt,
        at: now,
      });
      if (response.isDelivered) {
        await repository.resetFailureStreak(db, endpoint.companyId, endpoint.id);
        return { outcome: 'delivered' };
      }
      const counted = await repository.countFailure(db, endpoint.companyId, endpoint.id);
      if (counted && counted.failureStreak >= WEBHOOK_DISABLE_AFTER_FAILURES && !counted.disabledAt) {
        await disableAndTell(db, endpoint, now);
      }
      return { outcome: 'failed', reason: response.reason };
    },
  };
}

/**
 * Webhooks (issue 27, decision 0037): a company's endpoints, the events recorded for them in the
 * transaction of the change (outbox rows of channel `webhook`), their log and 'Renvoyer'.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOKS_MAX,
  type CreateWebhookInput,
  type Webhook,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
} from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { lockCompany } from '../../db/company-lock.ts';
import { subscribeToIntegrationEvents, type IntegrationEvent } from '../../db/integration-events.ts';
import { AppError } from '../../errors.ts';
import { enqueueOutboxMessage } from '../../jobs/outbox.ts';
import { resolvePublicAddress } from '../../security/public-address.ts';
import { encryptSecret } from '../../security/secrets.ts';
import * as repository from './webhooks.repository.ts';
import { presentDelivery, presentWebhook } from './webhooks.presenter.ts';

export { createWebhookDeliverer } from './webhook-deliverer.ts';

const m = WEBHOOKS_MESSAGES;

/** What the use cases that write secrets or check addresses need of the configuration. */
export interface WebhookSettings {
  secretKey: Buffer;
  allowPrivate: boolean;
}

/** A signing secret: 256 random bits, `whsec_` first so that scanners and people recognise one. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const webhookNotFound = () => new AppError('NOT_FOUND', m.webhookNotFound);

/**
 * An address the server will call: https (http too where private addresses are allowed), whose
 * host resolves to public addresses only. Checked again at each delivery, on the address connected to.
 */
async function assertReachableUrl(url: string, allowPrivate: boolean): Promise<void> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !allowPrivate) {
    throw new AppError('BAD_REQUEST', m.urlNotHttps);
  }
  const check = await resolvePublicAddress(target.hostname, { allowPrivate });
  if (!check.ok) {
    throw new AppError('BAD_REQUEST', check.reason === 'private' ? m.urlPrivate : m.urlUnresolved);
  }
}

export async function findWebhooks({ db, companyId }: CompanyScope): Promise<Webhook[]> {
  return (await repository.findEndpointRows(db, companyId)).map(presentWebhook);
}

/** A new endpoint: its signing secret is answered this once, and kept encrypted under SECRET_KEY. */
export async function createWebhook({
  db,
  companyId,
  input,
  settings,
}: CompanyScope & { input: CreateWebhookInput; settings: WebhookSettings }): Promise<{
  webhook: Webhook;
  secret: string;
}> {
  await assertReachableUrl(input.url, settings.allowPrivate);
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    // Two creations at once count the same endpoints: one waits for the other.
    await lockCompany(tx, companyId);
    if ((await repository.countEndpoints(tx, companyId)) >= WEBHOOKS_MAX) {
      throw new AppError('CONFLICT', m.tooManyWebhooks);
    }
    return repository.insertEndpoint(tx, {
      companyId,
      url: input.url,
      events: input.events,
      encryptedSecret: encryptSecret(settings.secretKey, secret),
    });
  });
  return { webhook: presentWebhook(row), secret };
}

/** Deletes the endpoint and its log; its deliveries still pending are dropped by the sender. */
export async function deleteWebhook({ db, companyId, id }: CompanyScope & { id: number }): Promise<Webhook> {
  const row = await repository.deleteEndpoint(db, companyId, id);
  if (!row) {
    throw webhookNotFound();
  }
  return presentWebhook(row);
}

/** A new signing secret, answered this once; the next attempts are signed with it. */
export async function rotateWebhookSecret({
  db,
  companyId,
  id,
  settings,
}: CompanyScope & { id: number; settings: WebhookSettings }): Promise<{ webhook: Webhook; secret: string }> {
  const secret = newSecret();
  const row = await repository.updateEndpoint(db, companyId, id, {
    encryptedSecret: encryptSecret(settings.secretKey, secret),
  });
  if (!row) {
    throw webhookNotFound();
  }
  return { webhook: presentWebhook(row), secret };
}

/** 'Réactiver': the endpoint gets the next events again, its streak of failures forgotten. */
export async function enableWebhook({ db, companyId, id }: CompanyScope & { id: number }): Promise<Webhook> {
  const row = await repository.updateEndpoint(db, companyId, id, { disabledAt: null, failureStreak: 0 });
  if (!row) {
    throw webhookNotFound();
  }
  return presentWebhook(row);
}

/** A page of the endpoint's log, newest first. */
export async function findWebhookDeliveries({
  db,
  companyId,
  id,
  page,
}: CompanyScope & { id: number; page: number }): Promise<Omit<WebhookDeliveriesResponse, 'success'>> {
  if (!(await repository.getEndpointRow(db, companyId, id))) {
    throw webhookNotFound();
  }
  const rows = await repository.findDeliveryRows(db, companyId, id, {
    limit: WEBHOOK_DELIVERIES_PAGE_SIZE + 1,
    offset: (page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE,
  });
  return {
    deliveries: rows.slice(0, WEBHOOK_DELIVERIES_PAGE_SIZE).map(presentDelivery),
    page,
    has_more: rows.length > WEBHOOK_DELIVERIES_PAGE_SIZE,
  };
}

/** Writes one delivery of an event's body to an endpoint: its outbox row, then its log line. */
async function queueDelivery(
  db: Executor,
  companyId: number,
  delivery: {
    endpointId: number;
    eventId: string;
    eventType: string;
    missionId: number | null;
    body: string;
  },
  dedupeKey: string,
): Promise<number> {
  const outboxMessageId = await enqueueOutboxMessage(db, {
    companyId,
    dedupeKey,
    channel: 'webhook',
    recipient: `webhook:${delivery.endpointId}`,
    subject: delivery.eventType,
    bodyText: delivery.body,
    kind: 'webhook',
    missionId: delivery.missionId,
  });
  return repository.insertDelivery(db, { companyId, ...delivery, outboxMessageId: outboxMessageId! });
}

/**
 * 'Renvoyer': the same event (same id and body, so a receiver that has it already can tell) sent
 * again as a new delivery. Not held behind the mission's later events: the company asked for it.
 */
export async function redeliverWebhook({
  db,
  companyId,
  deliveryId,
}: CompanyScope & { deliveryId: number }): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const original = await repository.getDeliveryRow(tx, companyId, deliveryId);
    if (!original) {
      throw new AppError('NOT_FOUND', m.deliveryNotFound);
    }
    const endpoint = await repository.getEndpointRow(tx, companyId, original.endpointId);
    if (endpoint?.disabledAt) {
      throw new AppError('CONFLICT', m.redeliverDisabled);
    }
    const id = await queueDelivery(
      tx,
      companyId,
      {
        endpointId: original.endpointId,
        eventId: original.eventId,
        eventType: original.eventType,
        missionId: null,
        body: original.body,
      },
      `webhook:${original.eventId}:${original.endpointId}:${randomUUID()}`,
    );
    return presentDelivery((await repository.getDeliveryRow(tx, companyId, id))!);
  });
}

/**
 * An event, in the transaction of its change: one delivery per enabled endpoint that follows it.
 * The body is written once here (`created_at` is the change's time), the same at every attempt.
 */
export async function recordWebhookEvent(
  event: IntegrationEvent,
  { db, companyId }: CompanyScope<Executor>,
): Promise<void> {
  const endpoints = await repository.findSubscribedEndpoints(db, companyId, event.type);
  if (endpoints.length === 0) {
    return;
  }
  const eventId = `evt_${randomUUID()}`;
  const body = JSON.stringify({
    id: eventId,
    type: event.type,
    created_at: new Date().toISOString(),
    data: event.data,
  });
  for (const endpoint of endpoints) {
    await queueDelivery(
      db,
      companyId,
      { endpointId: endpoint.id, eventId, eventType: event.type, missionId: event.missionId, body },
      `webhook:${eventId}:${endpoint.id}`,
    );
  }
}

let isSubscribed = false;

/** Webhooks follow the integration events of every use case. Called once by `buildApp`. */
export function subscribeWebhooksToEvents(): void {
  if (isSubscribed) {
    return;
  }
  isSubscribed = true;
  subscribeToIntegrationEvents(recordWebhookEvent);
}

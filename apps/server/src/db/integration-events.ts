/**
 * The events other systems may follow (webhooks, issue 27), published by the use cases in their
 * own transaction: a subscriber writes what it must send (the outbox) in that transaction, so an
 * event goes out if and only if its change commits. Decision 0037; like the unit of work's events
 * (decision 0024), the module that reacts subscribes here and is imported by no one.
 */
import type { WebhookEventType } from '@tourneo/domain';
import type { CompanyScope, Executor } from './client.ts';

export interface IntegrationEvent {
  type: WebhookEventType;
  /** The mission it is about: a receiver gets one mission's events in order. */
  missionId: number | null;
  /** What the event says (ids and a few facts; the rest is read through the public API). */
  data: Record<string, unknown>;
}

type Handler = (event: IntegrationEvent, scope: CompanyScope<Executor>) => Promise<void>;

const handlers = new Set<Handler>();

/** Subscribes to every integration event of the process; answers the way to unsubscribe. */
export function subscribeToIntegrationEvents(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** Hands the event to its subscribers now, in the caller's transaction (`scope.db`). */
export async function publishIntegrationEvent(
  scope: CompanyScope<Executor>,
  event: IntegrationEvent,
): Promise<void> {
  for (const handler of handlers) {
    await handler(event, scope);
  }
}

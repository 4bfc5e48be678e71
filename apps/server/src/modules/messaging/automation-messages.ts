/**
 * The messages of the automations (issue 28): a freed slot offered, a booking reminder, the report,
 * the satisfaction question.
 */
import type { CompanyScope, Executor } from '../../db/client.ts';
import { enqueueOutboxMessage, type OutboxNotifier } from '../../jobs/outbox.ts';
import * as repository from './messaging.repository.ts';
import { compose, type Appointment } from './message-composer.ts';

/** The satisfaction question's page, on the booking page's origin (the company's domain with the white label). */
export const satisfactionPagePath = (surveyId: string) => `/?avis=${encodeURIComponent(surveyId)}`;

export interface AutomationMessage {
  clientId: number;
  kind: 'express_slot' | 'booking_reminder' | 'session_report' | 'satisfaction';
  /** What makes it once: the offer's id, the invitation's day, the mission. */
  occasion: string;
  appointment?: Appointment & { adresse: string };
  missionId?: number;
  /** express_slot: the offer's id, carried by the link. */
  expressOffer?: string;
  /** satisfaction: the question's id, whose page `/?avis=…` the link opens. */
  surveyId?: string;
  /** session_report: the PDF, sent by e-mail only. */
  attachment?: { name: string; bytes: Buffer };
}

/**
 * Writes an automation's message to a client on each channel it has (e-mail only for a report),
 * in the caller's transaction. Returns how many were written (0: already written, or unreachable).
 */
export async function queueAutomationMessage({
  db,
  companyId,
  message,
  notifier,
  now = new Date(),
}: CompanyScope<Executor> & {
  message: AutomationMessage;
  notifier?: OutboxNotifier | undefined;
  now?: Date;
}) {
  const context = await repository.getClientMessageContext(db, companyId, message.clientId);
  if (!context) {
    return 0;
  }
  const composed = await compose(
    db,
    companyId,
    context,
    message.clientId,
    message.kind,
    message.appointment,
    {
      ...(message.expressOffer ? { linkQuery: `&express=${encodeURIComponent(message.expressOffer)}` } : {}),
      ...(message.surveyId ? { pagePath: satisfactionPagePath(message.surveyId) } : {}),
      emailOnly: message.attachment !== undefined,
    },
  );
  let written = 0;
  for (const each of composed) {
    const id = await enqueueOutboxMessage(
      db,
      {
        companyId,
        dedupeKey: `${message.kind}:${companyId}:${message.clientId}:${message.occasion}:${each.channel}`,
        kind: message.kind,
        clientId: message.clientId,
        missionId: message.missionId ?? null,
        ...each,
        ...(message.attachment
          ? {
              attachmentName: message.attachment.name,
              attachmentBase64: message.attachment.bytes.toString('base64'),
            }
          : {}),
      },
      notifier,
      now,
    );
    written += id === null ? 0 : 1;
  }
  return written;
}

import {
  PLANS,
  PRIORITY_SUPPORT_FEATURE,
  supportAnswerPromise,
  type SendSupportMessage,
} from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { enqueueOutboxMessage, type OutboxNotifier } from '../../jobs/outbox.ts';
import { notFound } from '../../errors.ts';
import * as repository from './support.repository.ts';

interface SendSupportMessageOptions extends CompanyScope {
  input: SendSupportMessage;
  /** The operator's support address (SUPPORT_EMAIL); empty: the message is stored only. */
  supportEmail: string;
  notifier?: OutboxNotifier | undefined;
}

/**
 * Stores a company's message to support and, in the same transaction, queues its e-mail to the
 * operator with the company's context (name, plan, contact, size), marked priority when the
 * company's plan has priority support: the subject says so first, for the operator's filters.
 */
export async function sendSupportMessage({
  db,
  companyId,
  input,
  supportEmail,
  notifier,
}: SendSupportMessageOptions): Promise<{ isPriority: boolean }> {
  return db.transaction(async (tx) => {
    const context = await repository.findSupportContext(tx, companyId);
    if (!context) {
      throw notFound();
    }
    const isPriority = PLANS[context.plan].features.includes(PRIORITY_SUPPORT_FEATURE);
    const replyEmail = input.reply_email ?? context.contactEmail;
    const { id } = await repository.insertSupportMessage(tx, {
      companyId,
      subject: input.subject,
      message: input.message,
      replyEmail,
      isPriority,
      plan: context.plan,
    });
    if (supportEmail) {
      await enqueueOutboxMessage(
        tx,
        {
          companyId: null,
          dedupeKey: `support:${companyId}:${id}`,
          channel: 'email',
          recipient: supportEmail,
          subject: `${isPriority ? '[Support prioritaire]' : '[Support]'} ${context.name} : ${input.subject}`,
          bodyText: [
            `Priorité : ${isPriority ? 'prioritaire' : 'standard'} (${supportAnswerPromise(isPriority).toLowerCase()})`,
            `Société : ${context.name} (n° ${companyId})`,
            `Forfait : ${PLANS[context.plan].label}`,
            `Répondre à : ${replyEmail ?? '(aucune adresse : voir le téléphone)'}`,
            `Téléphone : ${context.contactPhone ?? '(non renseigné)'}`,
            `Agents : ${context.agents} ; clients : ${context.clients}`,
            `Cliente depuis le : ${context.createdAt.toISOString().slice(0, 10)}`,
            '',
            `Sujet : ${input.subject}`,
            '',
            input.message,
          ].join('\n'),
        },
        notifier,
      );
    }
    return { isPriority };
  });
}

import { MESSAGES, isHoneypotFilled, type ContactInput } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { consumeOrRefuse, createLimiter, type Limiter } from '../../http/rate-limit.ts';
import { enqueueOutboxMessage, type OutboxNotifier } from '../../jobs/outbox.ts';
import * as repository from './contact.repository.ts';

/** Contact messages per IP and per hour, counted in the database so every server shares them. */
export function createContactLimiter(db: Database, perIpPerHour: number): Limiter {
  return createLimiter(db, { keyPrefix: 'contact-ip', points: perIpPerHour, durationSeconds: 3600 });
}

export async function consumeContactAllowance(limiter: Limiter, ip: string): Promise<void> {
  await consumeOrRefuse(limiter, ip, MESSAGES.contact.tooManyMessages);
}

interface SendContactMessageOptions {
  db: Database;
  input: ContactInput;
  ip: string;
  /** The operator's address; empty: the message is stored only. */
  operatorEmail: string;
  notifier?: OutboxNotifier | undefined;
}

/**
 * Stores a visitor's message and, in the same transaction, queues its e-mail to the operator.
 * A filled honeypot is a robot: nothing is stored or sent, and it is not told.
 */
export async function sendContactMessage({
  db,
  input,
  ip,
  operatorEmail,
  notifier,
}: SendContactMessageOptions) {
  if (isHoneypotFilled(input.website)) {
    return { stored: false };
  }
  await db.transaction(async (tx) => {
    const { id } = await repository.insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      ip,
    });
    if (operatorEmail) {
      await enqueueOutboxMessage(
        tx,
        {
          companyId: null,
          dedupeKey: `contact:${id}`,
          channel: 'email',
          recipient: operatorEmail,
          subject: `[Tournéo] ${input.subject || 'Nouveau message de contact'}`,
          bodyText: [
            `Nom : ${input.name}`,
            `E-mail : ${input.email}`,
            `Sujet : ${input.subject || '(aucun)'}`,
            '',
            input.message,
          ].join('\n'),
        },
        notifier,
      );
    }
  });
  return { stored: true };
}

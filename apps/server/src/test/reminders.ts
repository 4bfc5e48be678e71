import type { Executor } from '../db/client.ts';
import { enqueueOutboxMessage } from '../jobs/outbox.ts';

/** `count` e-mail reminders of the company, due a second ago, each with its own key under `keyPrefix`. */
export async function enqueueReminders(
  executor: Executor,
  { companyId, count, keyPrefix }: { companyId: number; count: number; keyPrefix: string },
): Promise<void> {
  const sendAfter = new Date(Date.now() - 1000);
  for (let index = 0; index < count; index += 1) {
    await enqueueOutboxMessage(executor, {
      companyId,
      dedupeKey: `${keyPrefix}:${index}`,
      kind: 'reminder_d1',
      channel: 'email',
      recipient: `client${index}@example.fr`,
      subject: 'Rappel',
      bodyText: `Rappel ${index}`,
      sendAfter,
    });
  }
}

import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function insertContactMessage(
  executor: Executor,
  values: { name: string; email: string; subject: string; message: string; ip: string },
) {
  const [row] = await executor.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}

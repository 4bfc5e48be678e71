import { MESSAGES } from '@tourneo/domain/messages/fr';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * POST /api/contact. The answer is read as JSON when it can be; a non-OK status is an error whose
 * text is the server's `error`, or 'Erreur d'envoi'. A network failure gets the French network message.
 */
export async function sendContactMessage(message: ContactMessage): Promise<{ message: string }> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(message),
    });
  } catch (error) {
    throw new Error(error instanceof TypeError ? MESSAGES.network.network : MESSAGES.contact.sendError, {
      cause: error,
    });
  }
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; message?: unknown };
  if (!response.ok) {
    throw new Error(typeof body.error === 'string' && body.error ? body.error : MESSAGES.contact.sendError);
  }
  return { message: MESSAGES.contact.success };
}

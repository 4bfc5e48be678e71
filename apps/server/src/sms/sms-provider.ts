/** One SMS to hand over; `idempotencyKey` is the same for every attempt of one outbox row. */
export interface SmsMessage {
  to: string;
  text: string;
  idempotencyKey: string;
  /** The company's own sender (white label), instead of the configured one. */
  sender?: string | undefined;
}

/** Sends SMS; rejects when the provider refuses the message or cannot be reached. */
export interface SmsProvider {
  /** What the back office says about where SMS go. */
  readonly name: 'recording' | 'http';
  /** False when SMS go nowhere: the outbox records them 'not_sent' and never calls `send`. */
  readonly isGateway: boolean;
  send: (message: SmsMessage) => Promise<void>;
}

/**
 * The default provider, without `SMS_HTTP_URL`: no gateway. The SMS is kept in the outbox as
 * 'not_sent' ('Non envoyé' with 'Aucune passerelle SMS configurée' in the client's history, never
 * 'Envoyé'); no account is needed to run Tournéo.
 */
export const recordingSmsProvider: SmsProvider = {
  name: 'recording',
  isGateway: false,
  async send() {},
};

export const SMS_HTTP_TIMEOUT_MS = 10_000;

/**
 * An SMS gateway reached over HTTP (`SMS_HTTP_URL`): one `POST` of JSON
 * `{ "to": "+33612345678", "text": "...", "sender": "..." }` per message, with
 * `Authorization: Bearer <SMS_HTTP_TOKEN>` when a token is set and an `Idempotency-Key` header
 * (the same for every retry of one message, for gateways that deduplicate). Any 2xx answer is
 * success; anything else, or no answer in time, is a failed attempt retried later.
 */
export function createHttpSmsProvider({
  url,
  token,
  sender,
  timeoutMs = SMS_HTTP_TIMEOUT_MS,
}: {
  url: string;
  token?: string;
  sender?: string;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'http',
    isGateway: true,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': message.idempotencyKey,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          to: message.to,
          text: message.text,
          ...((message.sender ?? sender) ? { sender: message.sender ?? sender } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the body either way: the connection is then free for the next message.
      const answer = (await response.text()).slice(0, 200);
      if (!response.ok) {
        throw new Error(`passerelle SMS : HTTP ${response.status}${answer ? ` ${answer}` : ''}`);
      }
    },
  };
}

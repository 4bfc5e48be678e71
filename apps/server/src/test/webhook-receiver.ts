import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  path: string;
  eventId: string;
  timestamp: string;
  /** The signature checked by the receiver with the secret it knows (as a customer's would). */
  isSignatureValid: boolean;
  body: { id: string; type: string; created_at: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
}

/**
 * A real HTTP receiver on loopback, written as a customer would write one: it checks the signature
 * `webhook-signature: v1=<hex HMAC-SHA256 of "timestamp.body">` with the secret it was given, and
 * answers 500 to the next `control.failNext` requests (a receiver down, then back), or what
 * `control.answer` says.
 */
export async function startWebhookReceiver() {
  const received: ReceivedEvent[] = [];
  const control: {
    secret: string;
    failNext: number;
    alwaysFail: boolean;
    answer?: (request: IncomingMessage, response: ServerResponse) => boolean;
  } = { secret: '', failNext: 0, alwaysFail: false };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (control.answer?.(request, response)) {
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(request.headers['webhook-timestamp'] ?? '');
      const signature = String(request.headers['webhook-signature'] ?? '');
      const expected = `v1=${createHmac('sha256', control.secret).update(`${timestamp}.${raw}`).digest('hex')}`;
      const isSignatureValid =
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      const status = control.alwaysFail || control.failNext > 0 ? 500 : isSignatureValid ? 200 : 401;
      if (control.failNext > 0) {
        control.failNext -= 1;
      }
      received.push({
        path: request.url ?? '',
        eventId: String(request.headers['webhook-id'] ?? ''),
        timestamp,
        isSignatureValid,
        body: JSON.parse(raw) as ReceivedEvent['body'],
        status,
      });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'reçu' : 'indisponible');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    control,
    /** The events answered 2xx: what the customer's system took. */
    accepted: () => received.filter((event) => event.status >= 200 && event.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

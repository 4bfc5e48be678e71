import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsProvider, recordingSmsProvider } from './sms-provider.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let url: string;
const received: Received[] = [];
let answerStatus = 202;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(answerStatus < 300 ? '{"id":"sms-1"}' : '{"error":"quota dépassé"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMS providers', () => {
  it('the HTTP gateway gets one JSON POST per SMS, with its token and the idempotency key', async () => {
    answerStatus = 202;
    const provider = createHttpSmsProvider({ url, token: 'jeton-secret', sender: 'ACME' });
    await provider.send({ to: '+33612345678', text: 'Bonjour Léa', idempotencyKey: 'outbox-42' });
    expect(received.at(-1)).toMatchObject({
      headers: {
        authorization: 'Bearer jeton-secret',
        'idempotency-key': 'outbox-42',
        'content-type': 'application/json',
      },
      body: { to: '+33612345678', text: 'Bonjour Léa', sender: 'ACME' },
    });
  });

  it('a refusal of the gateway is a failed attempt, with its status and answer', async () => {
    answerStatus = 429;
    const provider = createHttpSmsProvider({ url });
    await expect(
      provider.send({ to: '+33612345678', text: 'Bonjour', idempotencyKey: 'outbox-43' }),
    ).rejects.toThrow('passerelle SMS : HTTP 429 {"error":"quota dépassé"}');
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('an unreachable gateway is a failed attempt too', async () => {
    const provider = createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms', timeoutMs: 2000 });
    await expect(provider.send({ to: '+33612345678', text: 'x', idempotencyKey: 'k' })).rejects.toThrow();
  });

  it('the default provider is no gateway: the outbox records its SMS not sent, without any account', () => {
    expect(recordingSmsProvider.name).toBe('recording');
    expect(recordingSmsProvider.isGateway).toBe(false);
    expect(createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms' }).isGateway).toBe(true);
  });
});

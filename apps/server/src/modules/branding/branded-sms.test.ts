import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCompany, createTestApp, getTestDatabase } from '../../test/test-app.ts';
import { companyBranding, outboxMessages } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { createHttpSmsProvider } from '../../sms/sms-provider.ts';

// White label (issue 28): a company's SMS leave under its own sender name, through a real HTTP
// gateway on loopback; without the feature, under the configured SMS_SENDER.

let app: FastifyInstance;
let recorder: SentRecorder;
let gateway: Server;
let url: string;
const received: { to: string; sender?: string }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  recorder = await createSentRecorder(await getTestDatabase());
  gateway = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; sender?: string });
      response.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await recorder?.close();
  await app?.close();
});

async function sendSms(companyId: number, to: string) {
  const [row] = await app.db
    .insert(outboxMessages)
    .values({
      companyId,
      dedupeKey: `sms-sender:${companyId}:${to}`,
      channel: 'sms',
      recipient: to,
      bodyText: 'Bonjour',
    })
    .returning();
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: Buffer.alloc(32),
    smtpUrl: '',
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: createHttpSmsProvider({ url, sender: 'TOURNEO' }),
  });
  expect(await sendOutboxMessage({ db: app.db, senders, recorder }, row!.id)).toBe('sent');
  return received.find((each) => each.to === to)!;
}

describe('the SMS sender name', () => {
  it('is the white label sender name on a plan with the feature, the configured one otherwise', async () => {
    const branded = await buildCompany(app, { plan: 'premium' });
    await app.db.insert(companyBranding).values({ companyId: branded.id, senderName: 'Plomberie Dupré' });
    expect((await sendSms(branded.id, '+33611111111')).sender).toBe('PlomberieDu');
    const plain = await buildCompany(app, { plan: 'standard' });
    await app.db.insert(companyBranding).values({ companyId: plain.id, senderName: 'Plomberie Dupré' });
    expect((await sendSms(plain.id, '+33622222222')).sender).toBe('TOURNEO');
  });
});

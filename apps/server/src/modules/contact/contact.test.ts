import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { createTestApp, uniqueName } from '../../test/test-app.ts';
import { contactMessages, outboxMessages } from '../../db/schema/index.ts';

const OPERATOR = 'contact@tourneo.test';
let app: FastifyInstance;
let ipCounter = 0;
// Every test sends from its own address, so the per-IP limit of one test does not touch another.
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(async () => {
  app = await createTestApp({ contactEmailTo: OPERATOR, contactLimitPerIpPerHour: 3 });
});
afterAll(async () => {
  await app.close();
});

const postContact = (payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('refuses a missing name, e-mail or message with 400 and the spec message', async () => {
    for (const payload of [
      {},
      { name: 'Léa', email: 'lea@example.fr' },
      { name: '  ', email: 'lea@example.fr', message: 'Bonjour' },
      { name: 'Léa', message: 'Bonjour' },
    ]) {
      const response = await postContact(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: MESSAGES.contact.missingFields });
    }
  });

  it('refuses a malformed e-mail address in French', async () => {
    const response = await postContact({ name: 'Léa', email: 'pas-une-adresse', message: 'Bonjour' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MESSAGES.contact.invalidEmail);
  });

  it('stores the message and queues one e-mail to the operator in the outbox', async () => {
    const name = uniqueName('Visiteur');
    const response = await postContact({
      name,
      email: 'lea@example.fr',
      subject: 'Démo',
      message: 'Nous avons 12 techniciens.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.contact.success });

    const [stored] = await app.db.select().from(contactMessages).where(eq(contactMessages.name, name));
    expect(stored).toMatchObject({
      email: 'lea@example.fr',
      subject: 'Démo',
      message: 'Nous avons 12 techniciens.',
    });
    const outbox = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `contact:${stored!.id}`));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      companyId: null,
      channel: 'email',
      recipient: OPERATOR,
      subject: '[Tournéo] Démo',
      status: 'pending',
      attempts: 0,
    });
    expect(outbox[0]!.bodyText).toContain(name);
    expect(outbox[0]!.bodyText).toContain('Nous avons 12 techniciens.');
  });

  it('answers success to a filled honeypot without storing or sending anything', async () => {
    const name = uniqueName('Robot');
    const response = await postContact({
      name,
      email: 'robot@example.fr',
      message: 'Achetez',
      website: 'https://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.contact.success });
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.name, name))).toHaveLength(0);
    expect(
      await app.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.bodyText, `%${name}%`)),
    ).toHaveLength(0);
  });

  it('limits the messages of one address per hour with 429 and a French message', async () => {
    const ip = nextIp();
    const payload = { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postContact(payload, ip)).statusCode).toBe(200);
    }
    const limited = await postContact(payload, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: MESSAGES.contact.tooManyMessages });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await postContact(payload)).statusCode).toBe(200);
  });

  it('stores the message without e-mail when no operator address is configured', async () => {
    const quiet = await createTestApp({ contactEmailTo: '' });
    try {
      const name = uniqueName('Sans-adresse');
      const response = await quiet.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'lea@example.fr', message: 'Bonjour' },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(200);
      const [stored] = await quiet.db.select().from(contactMessages).where(eq(contactMessages.name, name));
      expect(
        await quiet.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.dedupeKey, `contact:${stored!.id}`)),
      ).toHaveLength(0);
    } finally {
      await quiet.close();
    }
  });
});

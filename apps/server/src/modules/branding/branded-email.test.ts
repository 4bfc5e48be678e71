import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { addDays, parisDateOf, workWeekAt } from '@tourneo/domain';
import { buildCompany, createTestApp, getTestDatabase, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { buildOperation } from '../../test/factories/operations.ts';
import { startTestSmtpServer } from '../../test/smtp-server.ts';
import { readableMail } from '../../test/mail-text.ts';
import { buildPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider } from '../../sms/sms-provider.ts';

const PUBLIC_URL = 'https://app.tourneo.test';
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: PUBLIC_URL, bookingLimitPerIpPerMinute: 1_000_000 });
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await smtp?.close();
  await app?.close();
});

/** A take-charge appointment next week for a new client with an e-mail: its confirmation, sent and read back. */
async function confirmationMailOf(company: TestCompany) {
  const operation = await buildOperation(app, company.id, 'Entretien chaudière');
  const agent = await buildAgent(app, company.id, {
    name: 'Lucie',
    postalCode: '75004',
    adresse: '1 rue de Rivoli',
  });
  const email = `client.${randomBytes(4).toString('hex')}@example.fr`;
  const client = await buildClient(app, company.id, { operationId: operation.id, email, telephone: null });
  const monday = workWeekAt(addDays(parisDateOf(new Date()), 7), 0).days[0]!;
  const created = await call(app, 'POST', '/rdv/create', company, {
    clientName: 'Paul Martin',
    agentName: 'Lucie',
    agentId: agent.id,
    date: monday,
    beginning: 4,
    ending: 8,
    adresse: 'ignorée',
    operationName: 'ignorée',
    clientId: client.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const [row] = await app.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.companyId, company.id),
        eq(outboxMessages.recipient, email),
        eq(outboxMessages.kind, 'confirmation'),
      ),
    );
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: Buffer.alloc(32),
    smtpUrl: smtp.url,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });
  expect(await sendOutboxMessage({ db: app.db, senders, recorder }, row!.id)).toBe('sent');
  const mail = smtp.received.find((candidate) => candidate.to.includes(email));
  return readableMail(mail!.raw);
}

describe('white label on the e-mails (read at the SMTP server)', () => {
  it('a white-label company’s e-mail: its sender name, logo, colour and domain, no Tournéo', async () => {
    const company = await buildCompany(app, { plan: 'premium' });
    const domain = `rdv-${randomBytes(3).toString('hex')}.plomberie-martin.fr`;
    await call(app, 'POST', '/branding/update', company, {
      sender_name: 'Plomberie Martin',
      colour: '#aa3300',
      custom_domain: domain,
    });
    const body = multipart([
      { name: 'file', filename: 'logo.png', content: buildPng({ width: 120, height: 60 }) },
    ]);
    const logo = await app.inject({
      method: 'POST',
      url: '/branding/logo',
      payload: body.payload,
      headers: { ...body.headers, cookie: company.cookie },
    });
    const logoUrl: string = logo.json().branding.logo_url;

    const text = await confirmationMailOf(company);
    expect(text).toMatch(/^From: Plomberie Martin </m);
    expect(text).toContain(`<img src="${PUBLIC_URL}${logoUrl.replace('&', '&amp;')}"`);
    expect(text).toContain('border-top:4px solid #aa3300');
    expect(text).toContain(`https://${domain}/`);
    // What the client reads (the calendar file's PRODID is a technical identifier no one sees).
    expect(text.replace(/^PRODID:.*$/m, '')).not.toContain('Tournéo');
  });

  it('without the white label: the company’s name and a discreet ‘propulsé par Tournéo’', async () => {
    const company = await buildCompany(app, { plan: 'business' });
    const text = await confirmationMailOf(company);
    expect(text).toMatch(new RegExp(`^From: "?${company.name}"? <`, 'm'));
    expect(text).toContain('propulsé par Tournéo');
    expect(text).not.toContain('<img');
    expect(text).toContain(`${PUBLIC_URL}/`);
  });
});

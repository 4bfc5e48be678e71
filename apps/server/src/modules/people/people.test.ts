import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES, PERSON_INVITATION_VALID_DAYS, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import {
  buildCompany,
  createTestApp,
  getTestDatabase,
  sessionCookieOf,
  type TestCompany,
} from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPerson } from '../../test/people.ts';
import { startTestSmtpServer, waitFor } from '../../test/smtp-server.ts';
import { readableMail } from '../../test/mail-text.ts';
import { auditEntries, outboxMessages, personInvitations } from '../../db/schema/index.ts';
import { createOutboxSenders } from '../../jobs/outbox-senders.ts';
import { sendOutboxMessage } from '../../jobs/outbox-worker.ts';
import { createSentRecorder, type SentRecorder } from '../../jobs/sent-recorder.ts';
import { recordingSmsProvider } from '../../sms/sms-provider.ts';
import { acceptPersonInvitation, invitePerson } from './people.service.ts';
import { requestOwnerPasswordReset, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const m = MESSAGES.people;
const PUBLIC_URL = 'https://tourneo.example.fr';
let app: FastifyInstance;
/** A second server on the same database, whose session cache only notifications can empty. */
let other: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let recorder: SentRecorder;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: PUBLIC_URL });
  other = await createTestApp({ publicUrl: PUBLIC_URL, sessionCacheSeconds: 3600 });
  smtp = await startTestSmtpServer();
  recorder = await createSentRecorder(await getTestDatabase());
});
afterAll(async () => {
  await recorder?.close();
  await smtp?.close();
  await other?.close();
  await app?.close();
});

/** Sends the company's last message of `kind` through a real SMTP server on loopback (SMTP_URL: no partner). */
async function deliverLast(companyId: number, kind: 'person_invitation' | 'password_reset') {
  const rows = await app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.kind, kind)))
    .orderBy(outboxMessages.id);
  const row = rows.at(-1)!;
  const senders = createOutboxSenders({
    db: app.db,
    secretKey: Buffer.alloc(32),
    smtpUrl: smtp.url,
    mailFrom: 'Tournéo <no-reply@tourneo.test>',
    sms: recordingSmsProvider,
  });
  expect(await sendOutboxMessage({ db: app.db, senders, recorder }, row.id)).toBe('sent');
  const mail = await waitFor(() =>
    smtp.received.find(
      (candidate) =>
        candidate.messageId &&
        candidate.raw.includes(row.recipient) &&
        readableMail(candidate.raw).includes(row.bodyText.slice(-40)),
    ),
  );
  return readableMail(mail.raw);
}

function tokenIn(text: string, page: 'invitation' | 'reinitialisation'): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/${page}#([\\w-]+)`).exec(text);
  if (!match) {
    throw new Error(`no ${page} link in: ${text}`);
  }
  return match[1]!;
}

const newEmail = () => `personne-${Math.random().toString(36).slice(2, 10)}@example.fr`;

async function inviteAndAccept(company: TestCompany, role: string, email = newEmail()) {
  expect((await call(app, 'POST', '/people/invite', company, { email, role })).statusCode).toBe(200);
  const token = tokenIn(await deliverLast(company.id, 'person_invitation'), 'invitation');
  const accepted = await call(app, 'POST', '/people/accept-invitation', null, {
    token,
    name: 'Camille Durand',
    password: 'un-mot-de-passe',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { email, token, cookie: sessionCookieOf(accepted), admin: accepted.json().admin };
}

describe('POST /people/invite', () => {
  it('answers 401 without a session and 403 to a role other than administrateur', async () => {
    expect(
      (await call(app, 'POST', '/people/invite', null, { email: newEmail(), role: 'comptable' })).statusCode,
    ).toBe(401);
    const company = await buildCompany(app);
    const planner = await buildPerson(app, company, 'planificateur');
    const refused = await call(app, 'POST', '/people/invite', planner.cookie, {
      email: newEmail(),
      role: 'comptable',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(m.roleForbidden);
  });

  it('refuses a bad address or role with its French message', async () => {
    const company = await buildCompany(app);
    for (const [body, message] of [
      [{ email: '', role: 'comptable' }, m.emailRequired],
      [{ email: 'pas-une-adresse', role: 'comptable' }, m.emailInvalid],
      [{ email: newEmail(), role: 'directeur' }, m.roleInvalid],
    ] as const) {
      const response = await call(app, 'POST', '/people/invite', company, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });

  it('e-mails a 7-day single-use link through SMTP; the person accepts, signs in with the role, the link is spent', async () => {
    const company = await buildCompany(app);
    const { email, token, cookie, admin } = await inviteAndAccept(company, 'planificateur');
    expect(admin).toMatchObject({
      company_id: company.id,
      role: 'planificateur',
      is_owner: false,
      person_name: 'Camille Durand',
      email,
    });
    const [invitation] = await app.db
      .select()
      .from(personInvitations)
      .where(eq(personInvitations.companyId, company.id));
    expect(invitation!.expiresAt.getTime() - invitation!.createdAt.getTime()).toBe(
      PERSON_INVITATION_VALID_DAYS * 86_400_000,
    );
    expect((await call(app, 'GET', '/api/session', cookie)).json().admin.role).toBe('planificateur');
    const again = await call(app, 'POST', '/people/accept-invitation', null, {
      token,
      name: 'X',
      password: 'un-autre-mot',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(m.invitationUsed);
    // Signing in by e-mail: the same `admin` shape with the role.
    const login = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: email.toUpperCase(), password: 'un-mot-de-passe' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().admin).toMatchObject({ company_name: company.name, role: 'planificateur' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email, password: 'pas-le-bon' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(m.invalidCredentials);
    // The company login keeps working: the owner, an administrateur.
    const owner = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: company.password },
    });
    expect(owner.json().admin).toMatchObject({ role: 'administrateur', is_owner: true });
    // Already an account: a second invitation of the address is refused.
    const taken = await call(app, 'POST', '/people/invite', company, { email, role: 'comptable' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(m.emailTaken);
  });

  it('refuses an expired link, an unknown one, and a short password with the company rules', async () => {
    const company = await buildCompany(app);
    const email = newEmail();
    const sentAt = new Date('2026-03-02T09:00:00Z');
    await invitePerson({
      db: app.db,
      companyId: company.id,
      actor: { personId: null, ip: '127.0.0.1' },
      input: { email, role: 'comptable' },
      now: sentAt,
    });
    const [row] = await app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, company.id), eq(outboxMessages.kind, 'person_invitation')));
    const token = tokenIn(row!.bodyText, 'invitation');
    const later = new Date(sentAt.getTime() + PERSON_INVITATION_VALID_DAYS * 86_400_000);
    await expect(
      acceptPersonInvitation({
        db: app.db,
        input: { token, name: 'A', password: 'un-mot-de-passe' },
        sessionTtlHours: 1,
        now: later,
      }),
    ).rejects.toMatchObject({ statusCode: 410, message: m.invitationExpired });
    const unknown = await call(app, 'POST', '/people/accept-invitation', null, {
      token: 'inconnu',
      name: 'A',
      password: 'un-mot-de-passe',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(m.invitationInvalid);
    const short = await call(app, 'POST', '/people/accept-invitation', null, {
      token,
      name: 'A',
      password: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MESSAGES.auth.passwordTooShort);
  });
});

describe("the links' routes without a session", () => {
  it('are counted per address: past the sign-in limit, a token is no longer even looked at (429)', async () => {
    const limited = await createTestApp({
      publicUrl: PUBLIC_URL,
      loginLimits: {
        perIpPerMinute: 3,
        failuresPerDevicePer15Minutes: 100,
        unknownSourcesPerCompanyPerHour: 100,
      },
    });
    try {
      // An address of its own: the counters live in the database that other tests share.
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const calls = [
        { url: '/people/invitation', payload: { token: 'inconnu' } },
        {
          url: '/people/accept-invitation',
          payload: { token: 'inconnu', name: 'A', password: 'un-mot-de-passe' },
        },
        { url: '/people/reset-password', payload: { token: 'inconnu', password: 'un-mot-de-passe' } },
      ];
      for (const { url, payload } of calls) {
        const answer = await limited.inject({ method: 'POST', url, payload, remoteAddress });
        expect(answer.statusCode, url).toBeLessThan(429);
      }
      for (const { url, payload } of calls) {
        const refused = await limited.inject({ method: 'POST', url, payload, remoteAddress });
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json().error).toBe(MESSAGES.auth.tooManyAttempts);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Another address is not held back.
      const elsewhere = await limited.inject({
        method: 'POST',
        url: '/people/invitation',
        payload: { token: 'inconnu' },
        remoteAddress: '192.0.2.44',
      });
      expect(elsewhere.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /people/cancel-invitation', () => {
  it('ends a pending invitation: gone from the list, its link answers as expired', async () => {
    const company = await buildCompany(app);
    const email = newEmail();
    expect(
      (await call(app, 'POST', '/people/invite', company, { email, role: 'comptable' })).statusCode,
    ).toBe(200);
    const token = tokenIn(await deliverLast(company.id, 'person_invitation'), 'invitation');
    const { invitations } = (await call(app, 'POST', '/people/get-all', company)).json();
    expect(invitations).toHaveLength(1);
    const stranger = await buildCompany(app);
    const foreign = await call(app, 'POST', '/people/cancel-invitation', stranger, { id: invitations[0].id });
    expect(foreign.statusCode).toBe(404);
    const planner = await buildPerson(app, company, 'planificateur');
    expect(
      (await call(app, 'POST', '/people/cancel-invitation', planner.cookie, { id: invitations[0].id }))
        .statusCode,
    ).toBe(403);

    const cancelled = await call(app, 'POST', '/people/cancel-invitation', company, {
      id: invitations[0].id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.invitationCancelled(email));
    expect((await call(app, 'POST', '/people/get-all', company)).json().invitations).toEqual([]);
    const link = await call(app, 'POST', '/people/invitation', null, { token });
    expect(link.statusCode).toBe(410);
    expect(link.json().error).toBe(m.invitationExpired);
    const accept = await call(app, 'POST', '/people/accept-invitation', null, {
      token,
      name: 'A',
      password: 'un-mot-de-passe',
    });
    expect(accept.statusCode).toBe(410);
    // Twice: nothing pending any more.
    expect(
      (await call(app, 'POST', '/people/cancel-invitation', company, { id: invitations[0].id })).statusCode,
    ).toBe(404);
  });
});

describe('POST /people/get-all, /people/update-role, /people/remove', () => {
  it('lists people and pending invitations; another company sees neither', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'comptable');
    const pending = newEmail();
    await call(app, 'POST', '/people/invite', company, { email: pending, role: 'lecture_seule' });
    const list = (await call(app, 'POST', '/people/get-all', company)).json();
    expect(list.people).toEqual([
      expect.objectContaining({ id: person.id, role: 'comptable', status: 'active' }),
    ]);
    expect(list.invitations).toEqual([
      expect.objectContaining({ email: pending, role: 'lecture_seule', status: 'invited' }),
    ]);
    const stranger = await buildCompany(app);
    expect((await call(app, 'POST', '/people/get-all', stranger)).json()).toEqual({
      success: true,
      people: [],
      invitations: [],
      totp_required_for_admins: false,
    });
    for (const [url, body] of [
      ['/people/update-role', { id: person.id, role: 'administrateur' }],
      ['/people/remove', { id: person.id }],
    ] as const) {
      const response = await call(app, 'POST', url, stranger, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(m.notFound);
    }
  });

  it("a role change applies to the person's open sessions at once, on every server", async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'comptable');
    // The other server reads (and keeps) the session.
    expect((await call(other, 'GET', '/api/session', person.cookie)).json().admin.role).toBe('comptable');
    const changed = await call(app, 'POST', '/people/update-role', company, {
      id: person.id,
      role: 'planificateur',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().person).toMatchObject({ id: person.id, role: 'planificateur' });
    expect((await call(app, 'GET', '/api/session', person.cookie)).json().admin.role).toBe('planificateur');
    await waitFor(
      async () =>
        (await call(other, 'GET', '/api/session', person.cookie)).json().admin.role === 'planificateur' ||
        undefined,
    );
    const refused = await call(app, 'POST', '/billing/periods', person.cookie);
    expect(refused.statusCode).toBe(403);
  });

  it('removing a person ends their sessions at once, on every server; nobody removes or demotes themselves', async () => {
    const company = await buildCompany(app);
    const admin = await buildPerson(app, company, 'administrateur');
    const person = await buildPerson(app, company, 'planificateur');
    expect((await call(other, 'GET', '/api/session', person.cookie)).statusCode).toBe(200);
    for (const [url, body] of [
      ['/people/update-role', { id: admin.id, role: 'comptable' }],
      ['/people/remove', { id: admin.id }],
    ] as const) {
      const self = await call(app, 'POST', url, admin.cookie, body);
      expect(self.statusCode).toBe(403);
      expect(self.json().error).toBe(m.notYourself);
    }
    const removed = await call(app, 'POST', '/people/remove', admin.cookie, { id: person.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(m.removed('Personne planificateur'));
    expect((await call(app, 'GET', '/api/session', person.cookie)).statusCode).toBe(401);
    await waitFor(
      async () => (await call(other, 'GET', '/api/session', person.cookie)).statusCode === 401 || undefined,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: person.email, password: person.password },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a 30-minute single-use link; the reset ends every session of the person and the new password works', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'comptable');
    expect((await call(other, 'GET', '/api/session', person.cookie)).statusCode).toBe(200);
    const asked = await call(app, 'POST', '/people/request-password-reset', null, { email: person.email });
    expect(asked.json().message).toBe(m.resetRequested);
    const unknown = await call(app, 'POST', '/people/request-password-reset', null, { email: newEmail() });
    expect(unknown.json()).toEqual(asked.json());
    const token = tokenIn(await deliverLast(company.id, 'password_reset'), 'reinitialisation');
    const reset = await call(app, 'POST', '/people/reset-password', null, {
      token,
      password: 'tout-nouveau-mot',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await call(app, 'GET', '/api/session', person.cookie)).statusCode).toBe(401);
    await waitFor(
      async () => (await call(other, 'GET', '/api/session', person.cookie)).statusCode === 401 || undefined,
    );
    const again = await call(app, 'POST', '/people/reset-password', null, {
      token,
      password: 'encore-un-autre',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(m.resetUsed);
    const old = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: person.email, password: person.password },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: person.email, password: 'tout-nouveau-mot' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('a link is refused after 30 minutes, and a new request makes the earlier link stop working', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'lecture_seule');
    const askedAt = new Date('2026-03-02T09:00:00Z');
    const resetMessages = async () =>
      app.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.companyId, company.id), eq(outboxMessages.kind, 'password_reset')))
        .orderBy(outboxMessages.id);
    await requestPasswordReset({ db: app.db, email: person.email, now: askedAt });
    const first = tokenIn((await resetMessages())[0]!.bodyText, 'reinitialisation');
    await expect(
      resetPassword({
        db: app.db,
        input: { token: first, password: 'nouveau-mot-de-passe' },
        now: new Date(askedAt.getTime() + 30 * 60_000),
      }),
    ).rejects.toMatchObject({ statusCode: 410, message: m.resetExpired });
    await requestPasswordReset({ db: app.db, email: person.email, now: askedAt });
    await expect(
      resetPassword({ db: app.db, input: { token: first, password: 'nouveau-mot-de-passe' }, now: askedAt }),
    ).rejects.toMatchObject({ statusCode: 404, message: m.resetInvalid });
    const second = tokenIn((await resetMessages()).at(-1)!.bodyText, 'reinitialisation');
    await resetPassword({
      db: app.db,
      input: { token: second, password: 'nouveau-mot-de-passe' },
      now: new Date(askedAt.getTime() + 29 * 60_000),
    });
    expect((await call(app, 'GET', '/api/session', person.cookie)).statusCode).toBe(401);
  });
});

describe("the owner's password reset (decision 0044)", () => {
  const ownerTokenIn = (text: string) => {
    const match = /https:\/\/tourneo\.example\.fr\/reinitialisation\?compte=societe#([\w-]+)/.exec(text);
    if (!match) {
      throw new Error(`no owner reset link in: ${text}`);
    }
    return match[1]!;
  };
  const resetMessagesOf = (companyId: number) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.kind, 'password_reset')))
      .orderBy(outboxMessages.id);
  const allResetMessages = async () =>
    (await app.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'password_reset'))).length;
  const ownerLogin = (company: TestCompany, password: string) =>
    app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: password },
    });
  async function withContactEmail(company: TestCompany) {
    const contact = newEmail();
    const saved = await call(app, 'PUT', '/company/profile', company, {
      contact_email: contact,
      contact_phone: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return contact;
  }

  it("e-mails the company's contact a single-use link through SMTP; the reset sets the company password and ends every owner session", async () => {
    const company = await buildCompany(app);
    const contact = await withContactEmail(company);
    const person = await buildPerson(app, company, 'comptable');
    // A second owner session, read (and kept) by the other server.
    const second = sessionCookieOf(await ownerLogin(company, company.password));
    expect((await call(other, 'GET', '/api/session', second)).statusCode).toBe(200);

    const asked = await call(app, 'POST', '/admin/request-password-reset', null, {
      company_name: ` ${company.name.toUpperCase()} `,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: m.ownerResetRequested });
    const [row] = await resetMessagesOf(company.id);
    expect(row).toMatchObject({ recipient: contact, subject: m.ownerResetSubject });
    const mail = await deliverLast(company.id, 'password_reset');
    expect(mail).toContain(company.name);
    const token = ownerTokenIn(mail);

    const short = await call(app, 'POST', '/people/reset-password', null, { token, password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MESSAGES.auth.passwordTooShort);
    const reset = await call(app, 'POST', '/people/reset-password', null, {
      token,
      password: 'nouveau-mot-de-la-societe',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(m.resetDone);
    // Every session of the company login ends, on this server and on the other; the person's stays.
    expect((await call(app, 'GET', '/api/session', company)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/session', second)).statusCode).toBe(401);
    await waitFor(
      async () => (await call(other, 'GET', '/api/session', second)).statusCode === 401 || undefined,
    );
    expect((await call(app, 'GET', '/api/session', person.cookie)).statusCode).toBe(200);
    // Single use.
    const again = await call(app, 'POST', '/people/reset-password', null, {
      token,
      password: 'encore-un-autre-mot',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(m.resetUsed);
    // The old company password is refused, the new one opens a session (as the owner).
    const old = await ownerLogin(company, company.password);
    expect(old.statusCode).toBe(401);
    const fresh = await ownerLogin(company, 'nouveau-mot-de-la-societe');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().admin).toMatchObject({ is_owner: true, role: 'administrateur' });
    // Both steps are in the company's audit log, by the owner.
    const entries = await app.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.companyId, company.id),
          inArray(auditEntries.action, ['password_reset_requested', 'password_reset']),
        ),
      )
      .orderBy(auditEntries.seq);
    expect(entries.map((entry) => [entry.action, entry.actor, entry.personId])).toEqual([
      ['password_reset_requested', 'owner', null],
      ['password_reset', 'owner', null],
    ]);
  });

  it('answers the same for an unknown company or one without a contact e-mail, and sends nothing', async () => {
    const known = await buildCompany(app);
    await withContactEmail(known);
    const expected = (
      await call(app, 'POST', '/admin/request-password-reset', null, { company_name: known.name })
    ).json();
    const before = await allResetMessages();
    const silent = await buildCompany(app);
    for (const company_name of [`Inconnue ${newEmail()}`, silent.name]) {
      const answer = await call(app, 'POST', '/admin/request-password-reset', null, { company_name });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(expected);
    }
    expect(await allResetMessages()).toBe(before);
    expect(await resetMessagesOf(silent.id)).toEqual([]);
    const blank = await call(app, 'POST', '/admin/request-password-reset', null, { company_name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(m.companyNameRequired);
  });

  it('a link is refused after 30 minutes (fixed clock), and a new request makes the earlier link stop working', async () => {
    const company = await buildCompany(app);
    await withContactEmail(company);
    const askedAt = new Date('2026-03-02T09:00:00Z');
    await requestOwnerPasswordReset({
      db: app.db,
      companyName: company.name,
      ip: '203.0.113.7',
      now: askedAt,
    });
    const first = ownerTokenIn((await resetMessagesOf(company.id))[0]!.bodyText);
    await expect(
      resetPassword({
        db: app.db,
        input: { token: first, password: 'nouveau-mot-de-passe' },
        now: new Date(askedAt.getTime() + 30 * 60_000),
      }),
    ).rejects.toMatchObject({ statusCode: 410, message: m.resetExpired });
    await requestOwnerPasswordReset({ db: app.db, companyName: company.name, ip: null, now: askedAt });
    await expect(
      resetPassword({ db: app.db, input: { token: first, password: 'nouveau-mot-de-passe' }, now: askedAt }),
    ).rejects.toMatchObject({ statusCode: 404, message: m.resetInvalid });
    const second = ownerTokenIn((await resetMessagesOf(company.id)).at(-1)!.bodyText);
    await resetPassword({
      db: app.db,
      input: { token: second, password: 'nouveau-mot-de-passe' },
      now: new Date(askedAt.getTime() + 29 * 60_000),
    });
    expect((await call(app, 'GET', '/api/session', company)).statusCode).toBe(401);
    expect((await ownerLogin(company, 'nouveau-mot-de-passe')).statusCode).toBe(200);
  });
});

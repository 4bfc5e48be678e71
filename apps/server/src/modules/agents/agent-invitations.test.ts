import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AGENT_INVITATION_VALID_DAYS, MESSAGES, SMS_MAX_LENGTH } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { agentInvitations, agents, outboxMessages } from '../../db/schema/index.ts';
import { verifyPassword } from '../../security/password.ts';
import { inviteAgent } from './agent-invitations.service.ts';

const m = MESSAGES.agentInvitation;
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://tourneo.example.fr' });
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function createAgent(company: TestCompany, name = 'Julie Martin', password = '') {
  const response = await call(app, 'POST', '/agents/create', company.cookie, {
    name,
    postal_code: '75011',
    adresse: '12 rue Oberkampf, 75011 Paris',
    password,
  });
  expect(response.statusCode).toBe(201);
  return response.json().agent as { id: number; name: string };
}

/** The invitation messages written for the company, newest first. */
async function invitationMessages(companyId: number) {
  return app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.companyId, companyId), eq(outboxMessages.kind, 'agent_invitation')))
    .orderBy(outboxMessages.id);
}

/** The token of the link in a message, as the agent would follow it. */
function tokenOf(bodyText: string): string {
  const match = /https:\/\/tourneo\.example\.fr\/agent\/invitation#([\w-]+)/.exec(bodyText);
  if (!match) {
    throw new Error(`no invitation link in: ${bodyText}`);
  }
  return match[1]!;
}

async function invite(
  company: TestCompany,
  agentId: number,
  contact: object = { email: 'julie@example.fr' },
) {
  const response = await call(app, 'POST', '/agents/invite', company.cookie, { id: agentId, ...contact });
  expect(response.statusCode).toBe(200);
  const rows = await invitationMessages(company.id);
  return tokenOf(rows.at(-1)!.bodyText);
}

async function storedHash(companyId: number, agentId: number) {
  const [row] = await app.db
    .select({ passwordHash: agents.passwordHash })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)));
  return row?.passwordHash;
}

describe('POST /agents/invite', () => {
  it('refuses a missing or invalid contact with its French message, writing nothing', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const cases: [object, string][] = [
      [{}, m.contactRequired],
      [{ email: '', telephone: '  ' }, m.contactRequired],
      [{ email: 'pas-une-adresse' }, m.emailInvalid],
      [{ telephone: '01 23 45 67 89' }, m.mobileInvalid],
      [{ telephone: '12' }, m.mobileInvalid],
    ];
    for (const [contact, message] of cases) {
      const response = await call(app, 'POST', '/agents/invite', company.cookie, {
        id: agent.id,
        ...contact,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await invitationMessages(company.id)).toEqual([]);
  });

  it("answers 404 for another company's agent and sends nothing", async () => {
    const company = await buildCompany(app);
    const other = await buildCompany(app);
    const foreign = await createAgent(other);
    const response = await call(app, 'POST', '/agents/invite', company.cookie, {
      id: foreign.id,
      email: 'pirate@example.fr',
    });
    expect(response.statusCode).toBe(404);
    expect(await invitationMessages(company.id)).toEqual([]);
    expect(await invitationMessages(other.id)).toEqual([]);
    const stored = await app.db
      .select()
      .from(agentInvitations)
      .where(eq(agentInvitations.companyId, other.id));
    expect(stored).toEqual([]);
  });

  it('writes an e-mail and an SMS through the outbox with one link, its token stored only hashed', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const response = await call(app, 'POST', '/agents/invite', company.cookie, {
      id: agent.id,
      email: 'julie@example.fr',
      telephone: '06 12 34 56 78',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: m.sent('Julie Martin'), sent: 2 });
    const rows = await invitationMessages(company.id);
    expect(rows.map((row) => [row.channel, row.recipient, row.status])).toEqual([
      ['email', 'julie@example.fr', 'pending'],
      ['sms', '+33612345678', 'pending'],
    ]);
    expect(rows[0]!.subject).toBe(m.emailSubject(company.name));
    const token = tokenOf(rows[0]!.bodyText);
    expect(tokenOf(rows[1]!.bodyText)).toBe(token);
    // The SMS fits in one (140 characters), the company named in it.
    expect(rows[1]!.bodyText.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(rows[1]!.bodyText).toContain(company.name.slice(0, 10));
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await app.db
      .select()
      .from(agentInvitations)
      .where(eq(agentInvitations.companyId, company.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(
      AGENT_INVITATION_VALID_DAYS * 86_400_000,
    );
  });
});

describe('POST /mobile/invitation and /mobile/invitation/accept', () => {
  it('shows whom the link invites, sets the password under the rules and signs the agent in, once', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const token = await invite(company, agent.id);

    const shown = await call(app, 'POST', '/mobile/invitation', undefined, { token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ agent_name: 'Julie Martin', company_name: company.name });

    // The company's password rules: 5 characters are refused, nothing changes and the link still works.
    const short = await call(app, 'POST', '/mobile/invitation/accept', undefined, {
      token,
      password: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(MESSAGES.auth.passwordTooShort);
    const empty = await call(app, 'POST', '/mobile/invitation/accept', undefined, { token, password: '' });
    expect(empty.json().error).toBe(m.passwordRequired);
    await expect(storedHash(company.id, agent.id)).resolves.toBeNull();

    const accepted = await call(app, 'POST', '/mobile/invitation/accept', undefined, {
      token,
      password: 'mon-mot-de-passe',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: m.saved,
      agent: { id: agent.id, name: 'Julie Martin' },
      company: { id: company.id, name: company.name },
    });
    const cookie = accepted.cookies.find((entry) => entry.name === 'tourneo_agent_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/mobile' });
    const session = await app.inject({
      method: 'GET',
      url: '/mobile/session',
      headers: { cookie: `tourneo_agent_session=${cookie!.value}` },
    });
    expect(session.json()).toMatchObject({ signed_in: true, agent: { id: agent.id } });
    await expect(verifyPassword('mon-mot-de-passe', (await storedHash(company.id, agent.id))!)).resolves.toBe(
      true,
    );
    // The agent signs in with it from now on.
    const login = await call(app, 'POST', '/mobile/login', undefined, {
      company_name: company.name,
      agent_name: 'Julie Martin',
      password: 'mon-mot-de-passe',
    });
    expect(login.statusCode).toBe(200);

    // Single use.
    const again = await call(app, 'POST', '/mobile/invitation/accept', undefined, {
      token,
      password: 'autre-mot-de-passe',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe(m.used);
    expect((await call(app, 'POST', '/mobile/invitation', undefined, { token })).json().error).toBe(m.used);
    await expect(verifyPassword('mon-mot-de-passe', (await storedHash(company.id, agent.id))!)).resolves.toBe(
      true,
    );
  });

  it('refuses an unknown token, and an earlier link once a new one was sent', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const first = await invite(company, agent.id);
    const second = await invite(company, agent.id, { telephone: '07 12 34 56 78' });
    for (const token of ['inconnu', first]) {
      const response = await call(app, 'POST', '/mobile/invitation/accept', undefined, {
        token,
        password: 'mon-mot-de-passe',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(m.invalid);
    }
    expect((await call(app, 'POST', '/mobile/invitation', undefined, { token: second })).statusCode).toBe(
      200,
    );
  });

  it(`works until ${AGENT_INVITATION_VALID_DAYS} days after it was sent, and says so once expired (fixed clock)`, async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    // Sent at a fixed instant (the use case takes its clock; the planner's session lives in real time).
    const sentAt = new Date('2031-03-10T09:00:00Z');
    await inviteAgent({
      db: app.db,
      companyId: company.id,
      input: { id: agent.id, email: 'julie@example.fr' },
      now: sentAt,
    });
    const early = tokenOf((await invitationMessages(company.id)).at(-1)!.bodyText);
    // The agent's calls have no session: the whole process's clock is moved for them.
    vi.useFakeTimers({ toFake: ['Date'] });
    const validUntil = sentAt.getTime() + AGENT_INVITATION_VALID_DAYS * 86_400_000;

    vi.setSystemTime(validUntil - 1000);
    expect((await call(app, 'POST', '/mobile/invitation', undefined, { token: early })).statusCode).toBe(200);

    vi.setSystemTime(validUntil);
    const expired = await call(app, 'POST', '/mobile/invitation', undefined, { token: early });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(m.expired);
    const accept = await call(app, 'POST', '/mobile/invitation/accept', undefined, {
      token: early,
      password: 'mon-mot-de-passe',
    });
    expect(accept.statusCode).toBe(410);
    expect(accept.json().error).toBe(m.expired);
    await expect(storedHash(company.id, agent.id)).resolves.toBeNull();
  });

  // Meaningful on PostgreSQL, where the two transactions run at once (PGlite serialises them).
  it('lets one of two simultaneous acceptances of a link win', async () => {
    const company = await buildCompany(app);
    const agent = await createAgent(company);
    const token = await invite(company, agent.id);
    const answers = await Promise.all(
      ['premier-mot-de-passe', 'second-mot-de-passe'].map((password) =>
        call(app, 'POST', '/mobile/invitation/accept', undefined, { token, password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });
});

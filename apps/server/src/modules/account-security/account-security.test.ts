import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { TOTP_RECOVERY_CODE_COUNT, ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, sessionCookieOf, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { buildPerson, type TestPerson } from '../../test/people.ts';
import { waitFor } from '../../test/smtp-server.ts';
import { and, eq } from 'drizzle-orm';
import { auditEntries, totpFactors } from '../../db/schema/index.ts';

const m = ACCOUNT_SECURITY_MESSAGES;
/** A fixed clock: every code is the app's at a known instant; a step is 30 seconds. */
const START = Date.parse('2026-03-02T09:00:00Z');
let app: FastifyInstance;
/** A second server on the same database, whose session cache only notifications can empty. */
let other: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  other = await createTestApp({ sessionCacheSeconds: 3600 });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The next time step: a new code of the app. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000);
const codeNow = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Enrols the account of `cookie`: its secret and recovery codes. */
async function enrol(cookie: string) {
  const started = await call(app, 'POST', '/auth/totp-start', cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await call(app, 'POST', '/auth/totp-confirm', cookie, { code: await codeNow(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  nextStep();
  return { secret: secret as string, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

const logInPerson = (person: TestPerson, ip = '192.0.2.10', userAgent?: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { email: person.email, password: person.password },
    remoteAddress: ip,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

const secondStep = (challenge_token: string, code: string) =>
  call(app, 'POST', '/auth/totp-login', null, { challenge_token, code });

describe('TOTP enrolment', () => {
  it('starts with a QR code and a key, confirms with a first code, then gives ten recovery codes once', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'planificateur');
    const status = await call(app, 'POST', '/auth/totp-status', person.cookie);
    expect(status.json()).toEqual({
      success: true,
      enabled: false,
      recovery_codes_left: 0,
      enrolment_required: false,
    });

    const started = (await call(app, 'POST', '/auth/totp-start', person.cookie)).json();
    expect(started.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(started.otpauth_url).toContain(`otpauth://totp/`);
    expect(started.otpauth_url).toContain(`secret=${started.secret}`);
    expect(started.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(String(started.qr_code).split(',')[1]!, 'base64').toString()).toContain('<svg');
    // Stored encrypted, never as typed.
    const [stored] = await app.db.select().from(totpFactors);
    expect(JSON.stringify(await app.db.select().from(totpFactors))).not.toContain(started.secret);
    expect(stored).toBeDefined();

    const wrong = await call(app, 'POST', '/auth/totp-confirm', person.cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(m.codeInvalid);
    const confirmed = await call(app, 'POST', '/auth/totp-confirm', person.cookie, {
      code: await codeNow(started.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recovery_codes;
    expect(codes).toHaveLength(TOTP_RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(TOTP_RECOVERY_CODE_COUNT);
    expect(JSON.stringify(await app.db.select().from(totpFactors))).not.toContain(codes[0]);
    expect((await call(app, 'POST', '/auth/totp-status', person.cookie)).json()).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    // Enabled: no second enrolment over it.
    expect((await call(app, 'POST', '/auth/totp-start', person.cookie)).statusCode).toBe(409);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for a code after the password, opens the session with a right one and never twice with the same', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'comptable');
    const { secret } = await enrol(person.cookie);

    const first = await logInPerson(person, '192.0.2.10', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ second_factor_required: true, message: m.secondStepNeeded });
    expect(first.json().admin).toBeUndefined();
    expect(first.cookies.find((cookie) => cookie.name === 'tourneo_session')).toBeUndefined();
    const challenge: string = first.json().challenge_token;

    const wrong = await secondStep(challenge, '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(m.codeInvalid);
    const forged = await secondStep(`${challenge.slice(0, -2)}AA`, await codeNow(secret));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(m.challengeInvalid);

    const code = await codeNow(secret);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().admin).toMatchObject({ role: 'comptable', person_id: person.id });
    expect((await call(app, 'GET', '/api/session', sessionCookieOf(signedIn))).statusCode).toBe(200);

    // The same code again (a new password step): refused, even within its window.
    const again = (await logInPerson(person)).json().challenge_token;
    const reused = await secondStep(again, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(m.codeReused);
    // One step off either way is accepted (a phone's clock a little off); the next code works.
    nextStep();
    expect((await secondStep(again, await codeNow(secret, -30))).statusCode).toBe(401);
    expect((await secondStep(again, await codeNow(secret, 30))).statusCode).toBe(200);

    // The challenge expires after a few minutes.
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const late = await secondStep(again, await codeNow(secret));
    expect(late.json().error).toBe(m.challengeInvalid);
  });

  it('accepts each recovery code once', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'administrateur');
    const { recoveryCodes } = await enrol(person.cookie);
    const challenge = (await logInPerson(person)).json().challenge_token;
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' - ');
    expect((await secondStep(challenge, typed)).statusCode).toBe(200);
    const reused = await secondStep((await logInPerson(person)).json().challenge_token, recoveryCodes[3]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe(m.codeInvalid);
    expect((await call(app, 'POST', '/auth/totp-status', person.cookie)).json().recovery_codes_left).toBe(9);
  });

  it('throttles wrong codes per account: past five, even the right one waits', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'lecture_seule');
    const { secret } = await enrol(person.cookie);
    const challenge = (await logInPerson(person)).json().challenge_token;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await secondStep(challenge, `00000${attempt}`)).statusCode).toBe(401);
    }
    const refused = await secondStep(challenge, await codeNow(secret));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(m.tooManyCodes);
  });

  it('disables with the password or a current code; then the password alone signs in', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'planificateur');
    const { secret } = await enrol(person.cookie);
    const bad = await call(app, 'POST', '/auth/totp-disable', person.cookie, { password: 'pas-le-bon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(m.passwordInvalid);
    const empty = await call(app, 'POST', '/auth/totp-disable', person.cookie, {});
    expect(empty.json().error).toBe(m.codeOrPasswordRequired);
    expect(
      (await call(app, 'POST', '/auth/totp-disable', person.cookie, { code: await codeNow(secret) }))
        .statusCode,
    ).toBe(200);
    const signedIn = await logInPerson(person);
    expect(signedIn.json().admin).toMatchObject({ person_id: person.id });

    const { secret: second } = await enrol(person.cookie);
    expect(second).not.toBe(secret);
    expect(
      (await call(app, 'POST', '/auth/totp-disable', person.cookie, { password: person.password }))
        .statusCode,
    ).toBe(200);
  });

  it('the owner (company login) may enrol too: the company login then asks for a code', async () => {
    const company = await buildCompany(app);
    const { secret } = await enrol(company.cookie);
    const first = await app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { company_name: company.name, company_password: company.password },
      remoteAddress: '192.0.2.50',
    });
    expect(first.json().second_factor_required, first.body).toBe(true);
    const signedIn = await secondStep(first.json().challenge_token, await codeNow(secret));
    expect(signedIn.json().admin).toMatchObject({ is_owner: true, role: 'administrateur' });
  });
});

describe('second factor required of administrateurs', () => {
  it('only administrateurs may set it; an administrateur without one may only enrol until then', async () => {
    const company = await buildCompany(app);
    const admin = await buildPerson(app, company, 'administrateur');
    const planner = await buildPerson(app, company, 'planificateur');
    expect(
      (await call(app, 'POST', '/people/set-totp-requirement', planner.cookie, { required: true }))
        .statusCode,
    ).toBe(403);
    // The other server keeps the admin's session: the change reaches it by notification.
    expect((await call(other, 'POST', '/people/get-all', admin.cookie)).statusCode).toBe(200);
    const set = await call(app, 'POST', '/people/set-totp-requirement', company, { required: true });
    expect(set.json().message).toBe(m.requirementOn);
    expect((await call(app, 'POST', '/people/get-all', company)).json().totp_required_for_admins).toBe(true);

    const refused = await call(app, 'POST', '/people/get-all', admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(m.enrolmentRequired);
    await waitFor(
      async () =>
        (await call(other, 'POST', '/people/get-all', admin.cookie)).statusCode === 403 || undefined,
    );
    expect((await call(app, 'GET', '/api/session', admin.cookie)).json().admin.totp_enrolment_required).toBe(
      true,
    );
    expect((await call(app, 'POST', '/auth/totp-status', admin.cookie)).json().enrolment_required).toBe(true);
    // Other roles and the owner are not concerned.
    expect((await call(app, 'POST', '/clients/get-all', planner.cookie)).statusCode).not.toBe(403);
    expect((await call(app, 'POST', '/people/get-all', company)).statusCode).toBe(200);

    await enrol(admin.cookie);
    expect((await call(app, 'POST', '/people/get-all', admin.cookie)).statusCode).toBe(200);
    await waitFor(
      async () =>
        (await call(other, 'POST', '/people/get-all', admin.cookie)).statusCode === 200 || undefined,
    );
    expect((await call(app, 'GET', '/api/session', admin.cookie)).json().admin.totp_enrolment_required).toBe(
      undefined,
    );
  });
});

describe("one's own sessions", () => {
  it('lists them (device, masked network, the current one marked) and ends one on every server', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'planificateur');
    const laptop = sessionCookieOf(
      await logInPerson(
        person,
        '203.0.113.77',
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
      ),
    );
    const phone = sessionCookieOf(
      await logInPerson(
        person,
        '2001:db8:1234:5678::1',
        'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile',
      ),
    );
    const someoneElse = await buildPerson(app, company, 'planificateur');

    const listed = await call(app, 'POST', '/auth/sessions', laptop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as { id: string; device: string; ip: string; current: boolean }[];
    expect(sessions).toHaveLength(3); // buildPerson's, the laptop's, the phone's
    expect(sessions.find((session) => session.current)).toMatchObject({
      device: 'Safari sur macOS',
      ip: '203.0.113.0',
    });
    const phoneSession = sessions.find((session) => session.device === 'Chrome sur Android')!;
    expect(phoneSession.ip).toBe('2001:db8:1234::');
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.77');

    // Another person's session is none of this account's: 404.
    const theirs = (await call(app, 'POST', '/auth/sessions', someoneElse.cookie)).json().sessions[0].id;
    expect((await call(app, 'POST', '/auth/end-session', laptop, { id: theirs })).statusCode).toBe(404);

    // The other server reads and keeps the phone's session; ending it reaches it at once.
    expect((await call(other, 'GET', '/api/session', phone)).statusCode).toBe(200);
    const ended = await call(app, 'POST', '/auth/end-session', laptop, { id: phoneSession.id });
    expect(ended.json().message).toBe(m.sessionEnded);
    expect((await call(app, 'GET', '/api/session', phone)).statusCode).toBe(401);
    await waitFor(
      async () => (await call(other, 'GET', '/api/session', phone)).statusCode === 401 || undefined,
    );
    expect((await call(app, 'POST', '/auth/sessions', laptop)).json().sessions).toHaveLength(2);
    expect((await call(other, 'GET', '/api/session', laptop)).statusCode).toBe(200);
  });

  it("the owner sees the company login's sessions, not the people's", async () => {
    const company: TestCompany = await buildCompany(app);
    await buildPerson(app, company, 'comptable');
    const sessions = (await call(app, 'POST', '/auth/sessions', company)).json().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });
});

describe('new recovery codes (decision 0044)', () => {
  const regenerate = (cookie: string, body: object) =>
    call(app, 'POST', '/auth/totp-regenerate-recovery-codes', cookie, body);
  const hashesOf = async (companyId: number) =>
    (await app.db.select().from(totpFactors).where(eq(totpFactors.companyId, companyId))).map(
      (factor) => factor.recoveryCodeHashes,
    );

  it('with a current code: ten new codes shown once, the old ones stop working, the new ones work, audited', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'comptable');
    const { secret, recoveryCodes } = await enrol(person.cookie);
    const answer = await regenerate(person.cookie, { code: await codeNow(secret) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe(m.regenerated);
    const fresh: string[] = answer.json().recovery_codes;
    expect(fresh).toHaveLength(TOTP_RECOVERY_CODE_COUNT);
    expect(new Set(fresh).size).toBe(TOTP_RECOVERY_CODE_COUNT);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    // Stored hashed only.
    const [stored] = await hashesOf(company.id);
    expect(stored!.some((hash) => fresh.includes(hash))).toBe(false);
    expect((await call(app, 'POST', '/auth/totp-status', person.cookie)).json().recovery_codes_left).toBe(
      TOTP_RECOVERY_CODE_COUNT,
    );
    const old = await secondStep((await logInPerson(person)).json().challenge_token, recoveryCodes[0]!);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe(m.codeInvalid);
    const used = await secondStep((await logInPerson(person)).json().challenge_token, fresh[0]!);
    expect(used.statusCode, used.body).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.companyId, company.id), eq(auditEntries.action, 'recovery_codes_regenerated')),
      );
    expect(entry).toMatchObject({ actor: 'person', personId: person.id });
  });

  it("with the password, the owner's too; a wrong code or password changes nothing, a code serves once", async () => {
    const company = await buildCompany(app);
    const { secret, recoveryCodes } = await enrol(company.cookie);
    const before = await hashesOf(company.id);
    const code = await codeNow(secret);
    for (const [body, message] of [
      [{ password: 'pas-le-bon' }, m.passwordInvalid],
      [{ code: '000000' }, m.codeInvalid],
      [{}, m.codeOrPasswordRequired],
      [{ code: 'abc' }, m.codeInvalid],
    ] as const) {
      const refused = await regenerate(company.cookie, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toBe(message);
    }
    expect(await hashesOf(company.id)).toEqual(before);
    // A code already spent is refused (the enrolment's was the step before: use one twice).
    expect((await regenerate(company.cookie, { code })).statusCode).toBe(200);
    const reused = await regenerate(company.cookie, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(m.codeReused);
    const byPassword = await regenerate(company.cookie, { password: company.password });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    expect(byPassword.json().recovery_codes).toHaveLength(TOTP_RECOVERY_CODE_COUNT);
    expect(byPassword.json().recovery_codes).not.toContain(recoveryCodes[0]);
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.companyId, company.id), eq(auditEntries.action, 'recovery_codes_regenerated')),
      );
    expect(entry).toMatchObject({ actor: 'owner', personId: null });
  });

  it('refuses an account without a second factor, and throttles wrong attempts like the codes', async () => {
    const company = await buildCompany(app);
    const person = await buildPerson(app, company, 'planificateur');
    const none = await regenerate(person.cookie, { password: person.password });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(m.notEnabled);
    const { secret } = await enrol(person.cookie);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await regenerate(person.cookie, { password: `faux-${attempt}` })).statusCode).toBe(400);
    }
    const throttled = await regenerate(person.cookie, { code: await codeNow(secret) });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toBe(m.tooManyCodes);
    expect((await call(app, 'POST', '/auth/totp-status', person.cookie)).json().recovery_codes_left).toBe(
      TOTP_RECOVERY_CODE_COUNT,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { createDeviceCookie } from '../../security/device-cookie.ts';
import { cookieNameOf } from '../../http/cookies.ts';
import { createLimiter } from '../../http/rate-limit.ts';
import { checkPasswordThrottled } from './login-throttle.ts';
import { randomUUID } from 'node:crypto';

const DEVICE_COOKIE = cookieNameOf('companyDevice');

// The production limits: 10 failures per known browser per 15 minutes, 100 checks per company
// per hour for every unknown source together.
const LIMITS = {
  perIpPerMinute: 10_000,
  failuresPerDevicePer15Minutes: 10,
  unknownSourcesPerCompanyPerHour: 100,
};
const ATTACK_ATTEMPTS = 150;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ loginLimits: LIMITS });
});
afterAll(async () => {
  await app.close();
});

function deviceCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
  return cookie ? `${DEVICE_COOKIE}=${cookie.value}` : undefined;
}

const logIn = (company: TestCompany, password: string, options: { ip: string; cookie?: string }) =>
  app.inject({
    method: 'POST',
    url: '/admin/login',
    remoteAddress: options.ip,
    payload: { company_name: company.name, company_password: password },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

describe('login throttling: no lock-out by strangers', () => {
  it('a successful login gives the browser a device cookie, HttpOnly, sent to the login call only', async () => {
    const company = await buildCompany(app);
    const response = await logIn(company, company.password, { ip: '192.0.2.1' });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/admin/login', sameSite: 'Strict' });
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it(
    `${ATTACK_ATTEMPTS} guesses from strangers: at most ${LIMITS.unknownSourcesPerCompanyPerHour} checked, and the real user still signs in from a known browser`,
    { timeout: 600_000 },
    async () => {
      const company = await buildCompany(app);
      const known = await logIn(company, company.password, { ip: '192.0.2.10' });
      const deviceCookie = deviceCookieOf(known);
      expect(deviceCookie).toBeDefined();

      // The attack: many addresses, no device cookie, in concurrent waves of 10 (on PostgreSQL the
      // waves really race for the allowance; PGlite serialises them).
      const statuses: number[] = [];
      for (let wave = 0; wave < ATTACK_ATTEMPTS / 10; wave += 1) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            logIn(company, `devinette-${wave}-${index}`, { ip: `198.51.100.${wave * 10 + index}` }),
          ),
        );
        statuses.push(...answers.map((answer) => answer.statusCode));
      }
      const checked = statuses.filter((status) => status === 401).length;
      const refused = statuses.filter((status) => status === 429).length;
      expect(checked + refused).toBe(ATTACK_ATTEMPTS);
      expect(checked).toBeLessThanOrEqual(LIMITS.unknownSourcesPerCompanyPerHour);
      // The allowance was spent (the first login of buildCompany gave its check back).
      expect(checked).toBe(LIMITS.unknownSourcesPerCompanyPerHour);

      // A stranger with the right password waits too: unknown sources share the allowance.
      const stranger = await logIn(company, company.password, { ip: '203.0.113.5' });
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().error).toBe(MESSAGES.auth.tooManyAttempts);

      // The real user, from the browser that signed in before, is let in during the attack.
      const realUser = await logIn(company, company.password, { ip: '203.0.113.6', cookie: deviceCookie });
      expect(realUser.statusCode).toBe(200);
      expect(realUser.json().admin.company_id).toBe(company.id);
    },
  );

  it('a known browser has its own 10 failures; past them it is a stranger again', async () => {
    const company = await buildCompany(app);
    const deviceCookie = deviceCookieOf(await logIn(company, company.password, { ip: '192.0.2.20' }));
    const other = deviceCookieOf(await logIn(company, company.password, { ip: '192.0.2.21' }));
    for (let index = 0; index < LIMITS.failuresPerDevicePer15Minutes; index += 1) {
      expect((await logIn(company, 'mauvais', { ip: '192.0.2.20', cookie: deviceCookie })).statusCode).toBe(
        401,
      );
    }
    // Locked, this browser now spends the shared allowance like any stranger (which is not spent)...
    expect(
      (await logIn(company, company.password, { ip: '192.0.2.20', cookie: deviceCookie })).statusCode,
    ).toBe(200);
    // ...and the other known browser kept its own allowance.
    expect((await logIn(company, company.password, { ip: '192.0.2.21', cookie: other })).statusCode).toBe(
      200,
    );
  });

  it('a forged device cookie, or one of another company, counts as a stranger', async () => {
    const target = await buildCompany(app);
    const elsewhere = await buildCompany(app);
    const foreignCookie = deviceCookieOf(await logIn(elsewhere, elsewhere.password, { ip: '192.0.2.30' }));
    const forged = `${DEVICE_COOKIE}=${createDeviceCookie(Buffer.alloc(32, 7), target.id)}`;
    // Spend the target's shared allowance from strangers.
    for (let index = 0; index < LIMITS.unknownSourcesPerCompanyPerHour; index += 1) {
      await logIn(target, `devinette-${index}`, { ip: `198.51.100.${index}` });
    }
    for (const cookie of [forged, foreignCookie]) {
      const response = await logIn(target, target.password, { ip: '203.0.113.7', cookie });
      expect(response.statusCode).toBe(429);
    }
  }, 180_000);

  it(`${ATTACK_ATTEMPTS} concurrent guesses: the password is checked ${LIMITS.unknownSourcesPerCompanyPerHour} times, never more`, async () => {
    // Counted at the check itself, not from the answers: the allowance must be taken before it.
    const prefix = `essai-${randomUUID()}`;
    const limiters = {
      perIp: createLimiter(app.db, { keyPrefix: `${prefix}-ip`, points: 10_000, durationSeconds: 60 }),
      failuresPerDevice: createLimiter(app.db, {
        keyPrefix: `${prefix}-device`,
        points: 10,
        durationSeconds: 900,
      }),
    };
    const unknownSources = createLimiter(app.db, {
      keyPrefix: `${prefix}-company`,
      points: LIMITS.unknownSourcesPerCompanyPerHour,
      durationSeconds: 3600,
    });
    let checks = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: ATTACK_ATTEMPTS }, (_, index) =>
        checkPasswordThrottled({
          limiters,
          unknownSources,
          accountKey: 'société visée',
          ip: `198.51.100.${index % 250}`,
          device: undefined,
          verify: async () => {
            checks += 1;
            await new Promise((resolve) => setTimeout(resolve, 5));
            return false;
          },
          tooManyAttempts: MESSAGES.auth.tooManyAttempts,
        }),
      ),
    );
    expect(checks).toBe(LIMITS.unknownSourcesPerCompanyPerHour);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(
      ATTACK_ATTEMPTS - LIMITS.unknownSourcesPerCompanyPerHour,
    );
  });
});

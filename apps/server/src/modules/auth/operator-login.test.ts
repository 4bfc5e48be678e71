import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { createTestApp } from '../../test/test-app.ts';

// The platform operator's sign-in (issue 22) is throttled like a company's: 5 attempts per IP here.
const OPERATOR = {
  name: `Opérateur ${randomUUID().slice(0, 8)}`,
  password: 'operateur-mot-de-passe',
  legalName: 'Tournéo SAS',
  address: '10 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  siren: '123456789',
  vatNumber: 'FR32123456789',
  email: '',
};

/** An address of this run alone: the limiter's counts live in the database the test files share. */
const OPERATOR_IP = `2001:db8:22::${randomUUID().slice(0, 4)}`;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    operator: OPERATOR,
    loginLimits: {
      perIpPerMinute: 5,
      failuresPerDevicePer15Minutes: 10,
      unknownSourcesPerCompanyPerHour: 100,
    },
  });
});
afterAll(async () => {
  await app.close();
});

const logIn = (password: string, name = OPERATOR.name) =>
  app.inject({
    method: 'POST',
    url: '/admin/login',
    remoteAddress: OPERATOR_IP,
    payload: { company_name: name, company_password: password },
  });

describe('the operator sign-in', () => {
  it('accepts its name in any case, refuses a wrong password, then 429 past the IP allowance', async () => {
    expect((await logIn(OPERATOR.password, OPERATOR.name.toUpperCase())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await logIn(`faux-${attempt}-mot-de-passe`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe(MESSAGES.auth.invalidCredentials);
    }
    const refused = await logIn(OPERATOR.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).not.toContain(OPERATOR.password);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';
import { companies } from '../../db/schema/index.ts';

const M = MESSAGES.companyProfile;
let app: FastifyInstance;
let company: TestCompany;
let other: TestCompany;

beforeAll(async () => {
  app = await createTestApp();
  [company, other] = await Promise.all([buildCompany(app), buildCompany(app)]);
});
afterAll(async () => {
  await app.close();
});

const storedContactOf = async (companyId: number) => {
  const [row] = await app.db
    .select({ email: companies.contactEmail, phone: companies.contactPhone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
};

describe('GET and PUT /company/profile', () => {
  it('refuses a bad e-mail or phone with a French message, nothing changed', async () => {
    await call(app, 'PUT', '/company/profile', company.cookie, {
      contact_email: 'contact@plomberie.fr',
      contact_phone: '',
    });
    for (const [payload, message] of [
      [{ contact_email: 'pas-un-email' }, M.contactEmailInvalid],
      [{ contact_email: 'ok@plomberie.fr', contact_phone: '12 34' }, M.contactPhoneInvalid],
      [{ contact_phone: '+44 20 7946 0958' }, M.contactPhoneInvalid],
    ] as const) {
      const response = await call(app, 'PUT', '/company/profile', company.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await storedContactOf(company.id)).toEqual({ email: 'contact@plomberie.fr', phone: null });
  });

  it('saves the contact (phone in E.164) for the session company only, and reads it back', async () => {
    const saved = await call(app, 'PUT', '/company/profile', company.cookie, {
      contact_email: ' rdv@plomberie.fr ',
      contact_phone: '01 23 45 67 89',
      // The company comes from the session, never from the body.
      company_name: other.name,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = { name: company.name, contact_email: 'rdv@plomberie.fr', contact_phone: '+33123456789' };
    expect(saved.json()).toEqual({ success: true, message: M.saved, profile });
    expect((await call(app, 'GET', '/company/profile', company.cookie)).json()).toEqual({
      success: true,
      profile,
    });
    expect(await storedContactOf(other.id)).toEqual({ email: null, phone: null });
    expect((await call(app, 'GET', '/company/profile', other.cookie)).json().profile).toEqual({
      name: other.name,
      contact_email: null,
      contact_phone: null,
    });
  });

  it('clears the contact with blank fields', async () => {
    await call(app, 'PUT', '/company/profile', company.cookie, {
      contact_email: 'rdv@plomberie.fr',
      contact_phone: '0612345678',
    });
    const cleared = await call(app, 'PUT', '/company/profile', company.cookie, {
      contact_email: '',
      contact_phone: '  ',
    });
    expect(cleared.statusCode).toBe(200);
    expect(await storedContactOf(company.id)).toEqual({ email: null, phone: null });
  });
});

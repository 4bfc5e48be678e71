import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildCompany, createTestApp, type TestCompany } from '../../test/test-app.ts';
import { buildClient } from '../../test/factories/clients.ts';
import { partners } from '../../db/schema/index.ts';
import { DEFAULT_BRAND_COLOUR } from '@tourneo/domain';

/** A company without the white label, as the booking page shows it (issue 28). */
const unbranded = (name: string) => ({
  name,
  colour: DEFAULT_BRAND_COLOUR,
  logo_url: null,
  powered_by: true,
});

/**
 * The company as the booking page shows it (docs/decisions/0014-booking.md, "Contact"): its name
 * and the contact set in 'Mon entreprise', on every answer of the link, and nothing internal.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ bookingLimitPerIpPerMinute: 1_000_000 });
});
afterAll(async () => {
  await app.close();
});

const bookingInfoOf = async (token: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/rdv/get-rdv-and-user-info-by-token',
    payload: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ company: Record<string, unknown> }>();
};

const setContact = async (company: TestCompany, contact: object) => {
  const response = await app.inject({
    method: 'PUT',
    url: '/company/profile',
    payload: contact,
    headers: { cookie: company.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
};

async function addPartner(companyId: number, email: string, isDefault: boolean) {
  const [row] = await app.db
    .insert(partners)
    .values({
      companyId,
      nom: 'Envoi',
      email,
      telephone: '+33320000000',
      serveurSmtp: 'smtp.exemple.fr',
      portSmtp: 587,
      encryptedPassword: 'x',
      isDefault,
    })
    .returning({ id: partners.id });
  return row!.id;
}

describe('the company in the booking info answer', () => {
  it('names a new company without contact: name only, e-mail and phone null, no id', async () => {
    const company = await buildCompany(app);
    const client = await buildClient(app, company.id);
    const info = await bookingInfoOf(client.uniqueLink);
    expect(info.company).toEqual({
      name: company.name,
      email: null,
      phone: null,
      branding: unbranded(company.name),
    });
    expect(JSON.stringify(info)).not.toContain(`"id":${company.id}`);
  });

  it("gives the contact set in 'Mon entreprise', ahead of the partners' addresses", async () => {
    const company = await buildCompany(app);
    const partnerId = await addPartner(company.id, 'envoi@partenaire.fr', true);
    const client = await buildClient(app, company.id, { partnerId });
    expect((await bookingInfoOf(client.uniqueLink)).company).toEqual({
      name: company.name,
      email: 'envoi@partenaire.fr',
      phone: null,
      branding: unbranded(company.name),
    });
    await setContact(company, { contact_email: 'contact@plomberie.fr', contact_phone: '01 23 45 67 89' });
    const info = await bookingInfoOf(client.uniqueLink);
    expect(info.company).toEqual({
      name: company.name,
      email: 'contact@plomberie.fr',
      phone: '+33123456789',
      branding: unbranded(company.name),
    });
    // Only what a client should see: no password, SMTP server or internal id.
    const body = JSON.stringify(info);
    for (const secret of ['smtp.exemple.fr', 'password', 'company_id', 'subscription', '+33320000000']) {
      expect(body).not.toContain(secret);
    }
  });

  it('gives only the phone when the company set no e-mail and has no partner', async () => {
    const company = await buildCompany(app);
    await setContact(company, { contact_phone: '06 12 34 56 78' });
    const client = await buildClient(app, company.id);
    expect((await bookingInfoOf(client.uniqueLink)).company).toEqual({
      name: company.name,
      email: null,
      phone: '+33612345678',
      branding: unbranded(company.name),
    });
  });
});

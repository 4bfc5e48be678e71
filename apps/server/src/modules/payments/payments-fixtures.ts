import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { parisInstant } from '@tourneo/domain';
import type { OperatorConfig } from '../../config.ts';
import { buildAgent } from '../../test/factories/agents.ts';
import { buildMission } from '../../test/factories/missions.ts';
import { buildCompany, sessionCookieOf, type TestCompany } from '../../test/test-app.ts';
import { call } from '../../test/call.ts';

/** The operator of the tests' installation (no secret: a test value). */
export const TEST_OPERATOR: OperatorConfig = {
  name: 'Plateforme Tournéo',
  password: 'operateur-mot-de-passe',
  legalName: 'Tournéo SAS',
  address: '10 rue de Rivoli',
  postalCode: '75004',
  city: 'Paris',
  siren: '123456789',
  vatNumber: 'FR32123456789',
  email: 'facturation@tourneo.example',
};

export async function logInOperator(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { company_name: TEST_OPERATOR.name, company_password: TEST_OPERATOR.password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

export const BUYER = {
  legal_name: 'Nettoyage Martin SARL',
  address: '5 avenue Jean Jaurès',
  postal_code: '69007',
  city: 'Lyon',
  siren: '987654321',
  vat_number: 'FR12987654321',
};

/**
 * A Business company billed for `period`: `agents` agents on the roster from the 1st (plus one
 * who arrives the next month, not counted), `email` and `sms` appointments confirmed through a
 * link in the month, and one e-mail confirmation the month before (not counted).
 */
export async function buildBilledCompany(
  app: FastifyInstance,
  { period, agents, email, sms }: { period: string; agents: number; email: number; sms: number },
): Promise<TestCompany> {
  const company = await buildCompany(app, { plan: 'business' });
  expect((await call(app, 'PUT', '/payments/legal-identity', company, BUYER)).statusCode).toBe(200);
  const inPeriod = (day: number) => parisInstant(`${period}-${String(day).padStart(2, '0')}`, 10);
  for (let index = 0; index < agents; index += 1) {
    await buildAgent(app, company.id, { createdAt: parisInstant(`${period}-01`, 0) });
  }
  await buildAgent(app, company.id, { createdAt: new Date(inPeriod(28).getTime() + 10 * 86_400_000) });
  for (let index = 0; index < email; index += 1) {
    await buildMission(app, company.id, {
      clientName: `Client e-mail ${index + 1}`,
      bookedVia: 'email',
      createdAt: inPeriod(3 + index),
    });
  }
  for (let index = 0; index < sms; index += 1) {
    await buildMission(app, company.id, {
      clientName: `Client SMS ${index + 1}`,
      bookedVia: 'sms',
      createdAt: inPeriod(10 + index),
    });
  }
  await buildMission(app, company.id, {
    clientName: 'Mois précédent',
    bookedVia: 'email',
    createdAt: new Date(parisInstant(`${period}-01`, 0).getTime() - 3_600_000),
  });
  await buildMission(app, company.id, { clientName: 'Planifié à la main', createdAt: inPeriod(5) });
  return company;
}

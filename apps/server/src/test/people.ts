import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PersonRole } from '@tourneo/domain';
import { people } from '../db/schema/index.ts';
import { hashPassword } from '../security/password.ts';
import { sessionCookieOf, type TestCompany } from './test-app.ts';

export interface TestPerson {
  id: number;
  email: string;
  password: string;
  role: PersonRole;
  cookie: string;
}

/** A person of the company with the given role (issue 26), signed in by e-mail. */
export async function buildPerson(
  app: FastifyInstance,
  company: Pick<TestCompany, 'id'>,
  role: PersonRole,
  name = `Personne ${role}`,
): Promise<TestPerson> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.fr`;
  const password = 'mot-de-passe-personnel';
  const [row] = await app.db
    .insert(people)
    .values({
      companyId: company.id,
      email,
      name,
      role,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: people.id });
  const response = await app.inject({
    method: 'POST',
    url: '/admin/login',
    payload: { email, password },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  });
  return { id: row!.id, email, password, role, cookie: sessionCookieOf(response) };
}

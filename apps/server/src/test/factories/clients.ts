import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { phoneKey } from '@tourneo/domain';
import { clients } from '../../db/schema/index.ts';
import { findOrBuildOperation } from './operations.ts';

/** A client of the company (with the operation 'Opération test' when none is given). */
export async function buildClient(
  app: FastifyInstance,
  companyId: number,
  overrides: Partial<typeof clients.$inferInsert> = {},
) {
  const operationId =
    overrides.operationId ?? (await findOrBuildOperation(app, companyId, 'Opération test')).id;
  const telephone = overrides.telephone ?? '0612345678';
  const [row] = await app.db
    .insert(clients)
    .values({
      companyId,
      name: 'Martin',
      prenom: 'Paul',
      email: null,
      adresse: '24 rue de Rivoli, 75004 Paris',
      codePostal: '75004',
      uniqueLink: randomBytes(16).toString('base64url'),
      ...overrides,
      telephone,
      phoneKey: phoneKey(telephone),
      operationId,
    })
    .returning();
  return row!;
}

/** `count` plain clients of the company in one statement, to bring it to a plan's client limit. */
export async function fillClients(app: FastifyInstance, companyId: number, count: number): Promise<void> {
  await app.db.execute(sql`insert into clients (company_id, name, adresse, code_postal, unique_link)
    select ${companyId}, 'Client ' || g, '1 rue de la Paix', '75002', md5(random()::text || g || clock_timestamp()::text)
    from generate_series(1, ${count}) g`);
}

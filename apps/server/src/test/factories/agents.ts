import type { FastifyInstance } from 'fastify';
import { agents } from '../../db/schema/index.ts';
import { hashPassword } from '../../security/password.ts';
import { uniqueName } from '../test-app.ts';
import { grantQualification } from './qualifications.ts';

type AgentOverrides = Partial<Omit<typeof agents.$inferInsert, 'companyId' | 'passwordHash'>> & {
  /** The password the agent signs in with (hashed, which takes time); none that works otherwise. */
  password?: string;
  /** Qualifications the agent holds. */
  qualificationIds?: number[];
};

/** An agent of the company (a new name, agent names being unique per company), in Paris 11e unless told. */
export async function buildAgent(
  app: FastifyInstance,
  companyId: number,
  { password, qualificationIds = [], ...overrides }: AgentOverrides = {},
) {
  const [row] = await app.db
    .insert(agents)
    .values({
      companyId,
      name: uniqueName('Agent'),
      postalCode: '75011',
      adresse: '1 rue Oberkampf',
      passwordHash: password === undefined ? 'x' : await hashPassword(password),
      ...overrides,
    })
    .returning();
  for (const qualificationId of qualificationIds) {
    await grantQualification(app, companyId, row!.id, qualificationId);
  }
  return row!;
}

/** `count` agents of the company, 'Agent 1', 'Agent 2'… in that order. */
export async function buildAgents(app: FastifyInstance, companyId: number, count: number) {
  const rows = [];
  for (let index = 0; index < count; index += 1) {
    rows.push(await buildAgent(app, companyId, { name: `Agent ${index + 1}` }));
  }
  return rows;
}

import { MESSAGES, PLANS, UNLIMITED, type CreateAgentInput, type UpdateAgentInput } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionCompany } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import * as repository from './agents.repository.ts';

/** The agent as the API shows it: never its password. */
export function presentAgent(agent: repository.AgentRow) {
  return {
    id: agent.id,
    name: agent.name,
    postal_code: agent.postalCode,
    adresse: agent.adresse,
    latitude: agent.latitude,
    longitude: agent.longitude,
  };
}

export async function findAgents(db: Database, companyId: number) {
  return (await repository.findAgents(db, companyId)).map(presentAgent);
}

const valuesOf = (input: CreateAgentInput | UpdateAgentInput): repository.AgentValues => ({
  name: input.name,
  postalCode: input.postal_code,
  adresse: input.adresse,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

interface CreateAgentOptions {
  db: Database;
  company: SessionCompany;
  input: CreateAgentInput;
}

/** Creates an agent within the plan's agent limit; the password is stored hashed. */
export async function createAgent({ db, company, input }: CreateAgentOptions) {
  const passwordHash = await hashPassword(input.password);
  const limit = PLANS[company.subscriptionPlan].limits.agents;
  const agent = await db.transaction(async (tx) => {
    if (limit !== UNLIMITED) {
      await repository.lockCompany(tx, company.id);
      if ((await repository.countAgents(tx, company.id)) >= limit) {
        throw new AppError('FORBIDDEN', MESSAGES.agents.limitReached(limit));
      }
    }
    return repository.insertAgent(tx, company.id, { ...valuesOf(input), passwordHash });
  });
  return presentAgent(agent);
}

interface UpdateAgentOptions {
  db: Database;
  companyId: number;
  input: UpdateAgentInput;
}

/** Modifies an agent; an empty password keeps the current one. */
export async function updateAgent({ db, companyId, input }: UpdateAgentOptions) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const agent = await repository.updateAgent(db, companyId, input.id, {
    ...valuesOf(input),
    ...(passwordHash ? { passwordHash } : {}),
  });
  if (!agent) {
    throw notFound();
  }
  return presentAgent(agent);
}

/** Deletes an agent and, by cascade, its qualifications. */
export async function deleteAgent(db: Database, companyId: number, id: number): Promise<void> {
  if (!(await repository.deleteAgent(db, companyId, id))) {
    throw notFound();
  }
}

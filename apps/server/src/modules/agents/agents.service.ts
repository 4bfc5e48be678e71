import {
  MESSAGES,
  hasPlanLimit,
  isPlanLimitReached,
  planLimitOf,
  type AgentListItem,
  type CreateAgentInput,
  type PlanName,
  type UpdateAgentInput,
} from '@tourneo/domain';
import { lockCompany } from '../../db/company-lock.ts';
import type { CompanyScope } from '../../db/client.ts';
import { AppError, conflictOnUniqueViolation, isForeignKeyViolation, notFound } from '../../errors.ts';
import { verifyAndLocateAddress } from '../../geo/geocoder.ts';
import { hashPassword } from '../../security/password.ts';
import { revokeAgentSessions } from '../auth/agent-auth.service.ts';
import * as repository from './agents.repository.ts';
import { presentAgent, presentAgentListItem } from './agents.presenter.ts';

/** The list adds each agent's qualifications, so that a transfer offers only qualified agents. */
export async function findAgents({ db, companyId }: CompanyScope): Promise<AgentListItem[]> {
  return (await repository.findAgents(db, companyId)).map(presentAgentListItem);
}

/**
 * The values to save, with coordinates: the scheduling engine needs every agent's position. When
 * the client sent none (an address typed without choosing a suggestion), or kept the previous
 * ones while changing the postal code, they come from the postal code (and commune). An unknown
 * postal code leaves them null: the agent is saved all the same.
 */
async function valuesOf(
  input: CreateAgentInput | UpdateAgentInput,
  previous?: repository.AgentRow,
): Promise<repository.AgentValues> {
  const { latitude, longitude } = input;
  const stale =
    previous !== undefined &&
    previous.postalCode !== input.postal_code &&
    previous.latitude === latitude &&
    previous.longitude === longitude;
  const sent = typeof latitude === 'number' && typeof longitude === 'number' && !stale;
  const address = await verifyAndLocateAddress({
    adresse: input.adresse,
    postal_code: input.postal_code,
    latitude: sent ? latitude : null,
    longitude: sent ? longitude : null,
  });
  return {
    name: input.name,
    postalCode: address.postal_code,
    adresse: address.adresse,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

interface CreateAgentOptions extends CompanyScope {
  /** The plan the session read; the plan under the company lock prevails. */
  plan: PlanName;
  input: CreateAgentInput;
}

/** Agent names are unique per company, whatever the case or outer spaces: the agent app signs in by name (409). */
const rethrowDuplicateName = (error: unknown): never => {
  throw conflictOnUniqueViolation(error, MESSAGES.agents.duplicateName);
};

/**
 * Creates an agent within the plan's agent limit; the password is stored hashed. Without one the
 * agent cannot sign in until they choose it through an invitation.
 */
export async function createAgent({ db, companyId, plan: sessionPlan, input }: CreateAgentOptions) {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const values = await valuesOf(input);
  const agent = await db
    .transaction(async (tx) => {
      // The plan as it is now, under the lock: a plan change committed since sign-in counts.
      const plan = (await lockCompany(tx, companyId)) ?? sessionPlan;
      if (
        hasPlanLimit(plan, 'agents') &&
        isPlanLimitReached(plan, 'agents', await repository.countAgents(tx, companyId))
      ) {
        throw new AppError('FORBIDDEN', MESSAGES.agents.limitReached(planLimitOf(plan, 'agents')));
      }
      return repository.insertAgent(tx, companyId, { ...values, passwordHash });
    })
    .catch(rethrowDuplicateName);
  return presentAgent(agent);
}

interface UpdateAgentOptions extends CompanyScope {
  input: UpdateAgentInput;
}

/** Modifies an agent; an empty password keeps the current one. */
export async function updateAgent({ db, companyId, input }: UpdateAgentOptions) {
  const previous = await repository.getAgentById(db, companyId, input.id);
  if (!previous) {
    throw notFound();
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const values = await valuesOf(input, previous);
  const agent = await db
    .transaction(async (tx) => {
      const updated = await repository.updateAgent(tx, companyId, input.id, {
        ...values,
        ...(passwordHash ? { passwordHash } : {}),
      });
      // A new password signs the agent out of the app on every phone (it may have been leaked).
      if (updated && passwordHash) {
        await revokeAgentSessions({ db: tx, companyId, agentId: input.id });
      }
      return updated;
    })
    .catch(rethrowDuplicateName);
  if (!agent) {
    throw notFound();
  }
  return presentAgent(agent);
}

/** Closes every agent app session of the agent; answers how many were open. */
export async function revokeSessionsOfAgent({
  db,
  companyId,
  id,
}: CompanyScope & { id: number }): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await repository.getAgentById(tx, companyId, id))) {
      throw notFound();
    }
    return revokeAgentSessions({ db: tx, companyId, agentId: id });
  });
}

/** Deletes an agent and, by cascade, its qualifications. */
export async function deleteAgent({ db, companyId, id }: CompanyScope & { id: number }): Promise<void> {
  let isDeleted: boolean;
  try {
    isDeleted = await repository.deleteAgent(db, companyId, id);
  } catch (error) {
    // Still on a mission's session: the planner takes them off first (no session loses its agent silently).
    if (isForeignKeyViolation(error)) {
      throw new AppError('CONFLICT', MESSAGES.missions.agentHasSessions);
    }
    throw error;
  }
  if (!isDeleted) {
    throw notFound();
  }
}

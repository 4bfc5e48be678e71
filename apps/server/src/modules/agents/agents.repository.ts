import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deleteRows, inCompany, updateCompanyRow } from '../../db/queries.ts';
import { agentRoles, agents } from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';

const agentColumns = {
  id: agents.id,
  name: agents.name,
  postalCode: agents.postalCode,
  adresse: agents.adresse,
  latitude: agents.latitude,
  longitude: agents.longitude,
};
export type AgentRow = {
  id: number;
  name: string;
  postalCode: string;
  adresse: string;
  latitude: number | null;
  longitude: number | null;
};

/** An agent of the list, with the ids of the qualifications it holds. */
export type AgentListRow = AgentRow & { roleIds: number[] };

export async function findAgents(db: Executor, companyId: number): Promise<AgentListRow[]> {
  return prepared(db, 'agents_list', (executor) =>
    executor
      .select({
        ...agentColumns,
        // One statement for the list: the qualifications as an array per agent, not a query each.
        roleIds: sql<number[]>`coalesce((
          select array_agg(${agentRoles.roleId} order by ${agentRoles.roleId}) from ${agentRoles}
          where ${agentRoles.companyId} = ${agents.companyId} and ${agentRoles.agentId} = ${agents.id}
        ), '{}')`,
      })
      .from(agents)
      .where(eq(agents.companyId, sql.placeholder('companyId')))
      .orderBy(asc(agents.name), asc(agents.id))
      .prepare('agents_list'),
  ).execute({ companyId });
}

export async function getAgentById(
  db: Executor,
  companyId: number,
  id: number,
): Promise<AgentRow | undefined> {
  const [row] = await db
    .select(agentColumns)
    .from(agents)
    .where(inCompany(agents, companyId, { id }));
  return row;
}

export async function countAgents(db: Executor, companyId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(agents).where(eq(agents.companyId, companyId));
  return row?.value ?? 0;
}

export interface AgentValues {
  name: string;
  postalCode: string;
  adresse: string;
  latitude: number | null;
  longitude: number | null;
}

export async function insertAgent(
  db: Executor,
  companyId: number,
  values: AgentValues & { passwordHash: string | null },
): Promise<AgentRow> {
  const [row] = await db
    .insert(agents)
    .values({ companyId, ...values })
    .returning(agentColumns);
  return row!;
}

export async function updateAgent(
  db: Executor,
  companyId: number,
  id: number,
  values: AgentValues & { passwordHash?: string },
): Promise<AgentRow | undefined> {
  return updateCompanyRow(db, agents, companyId, id, values, agentColumns);
}

export async function deleteAgent(db: Executor, companyId: number, id: number): Promise<boolean> {
  return (await deleteRows(db, agents, inCompany(agents, companyId, { id }))) > 0;
}

import type { FastifyInstance } from 'fastify';
import { missionSessions, missions, sessionAgents } from '../../db/schema/index.ts';

type MissionOverrides = Partial<Omit<typeof missions.$inferInsert, 'companyId'>>;

interface SessionValues {
  /** The session's mission, created (without operation) when not given. */
  missionId?: number;
  date: string;
  beginning?: number;
  ending?: number;
  sessionStatus?: typeof missionSessions.$inferInsert.sessionStatus;
  /** The planner allowed its agents to start it before its day. */
  earlyStartAllowed?: boolean;
  /** The team, the first as its lead ("Chef d'équipe"), the others "Technicien". */
  agentIds?: number[];
}

/**
 * A mission written straight to the database (past days cannot be planned through the API), with
 * one session when `session` is given. Its lead and team size follow the session's agents.
 */
export async function buildMission(
  app: FastifyInstance,
  companyId: number,
  overrides: MissionOverrides = {},
  session?: Omit<SessionValues, 'missionId'>,
) {
  const agentIds = session?.agentIds ?? [];
  const clientName = overrides.clientName ?? 'Dupont';
  const [mission] = await app.db
    .insert(missions)
    .values({
      companyId,
      clientName,
      adresse: '1 rue de la Paix, 75002 Paris',
      leadAgentId: agentIds[0] ?? null,
      totalSessions: session ? 1 : 0,
      totalAgents: agentIds.length,
      ...overrides,
    })
    .returning();
  if (session) {
    await buildSession(app, companyId, { ...session, missionId: mission!.id });
  }
  return mission!;
}

/** A session (and its team) of the mission, or of a new mission when none is given. */
export async function buildSession(app: FastifyInstance, companyId: number, values: SessionValues) {
  const { date, beginning = 4, ending = 8, agentIds = [] } = values;
  const missionId = values.missionId ?? (await buildMission(app, companyId)).id;
  const [session] = await app.db
    .insert(missionSessions)
    .values({
      companyId,
      missionId,
      date,
      beginning,
      ending,
      sessionStatus: values.sessionStatus,
      earlyStartAllowed: values.earlyStartAllowed,
    })
    .returning();
  for (const [index, agentId] of agentIds.entries()) {
    await app.db.insert(sessionAgents).values({
      companyId,
      sessionId: session!.id,
      agentId,
      role: index === 0 ? "Chef d'équipe" : 'Technicien',
      isLead: index === 0,
      date,
      beginning,
      ending,
    });
  }
  return session!;
}

import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  agentCalendarFeeds,
  agents,
  companies,
  missionSessions,
  missions,
  operations,
  sessionAgents,
} from '../../db/schema/index.ts';

/** The agent of the company, or undefined (another company's agent, or none). */
export async function findAgent(executor: Executor, companyId: number, agentId: number) {
  const [agent] = await executor
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, agentId)));
  return agent;
}

/** The agent's feed token, as stored (encrypted), or undefined before its first request. */
export async function findFeedSecret(executor: Executor, companyId: number, agentId: number) {
  const [feed] = await executor
    .select({ tokenSecret: agentCalendarFeeds.tokenSecret })
    .from(agentCalendarFeeds)
    .where(and(eq(agentCalendarFeeds.companyId, companyId), eq(agentCalendarFeeds.agentId, agentId)));
  return feed?.tokenSecret;
}

/**
 * Keeps `feed` as the agent's (`replace`: over the one it has; else only when it has none, so two
 * first requests at once agree on one). Answers the stored secret.
 */
export async function saveFeed(
  executor: Executor,
  feed: { companyId: number; agentId: number; tokenHash: string; tokenSecret: string; createdAt: Date },
  replace: boolean,
) {
  const insert = executor.insert(agentCalendarFeeds).values(feed);
  const [saved] = await (
    replace
      ? insert.onConflictDoUpdate({
          target: [agentCalendarFeeds.companyId, agentCalendarFeeds.agentId],
          set: { tokenHash: feed.tokenHash, tokenSecret: feed.tokenSecret, createdAt: feed.createdAt },
        })
      : insert.onConflictDoNothing()
  ).returning({ tokenSecret: agentCalendarFeeds.tokenSecret });
  return saved?.tokenSecret ?? (await findFeedSecret(executor, feed.companyId, feed.agentId));
}

/** Whose feed a token's hash opens: the agent, its name and its company's. */
export async function findFeedOwner(executor: Executor, tokenHash: string) {
  const [owner] = await executor
    .select({
      companyId: agentCalendarFeeds.companyId,
      agentId: agentCalendarFeeds.agentId,
      agentName: agents.name,
      companyName: companies.name,
    })
    .from(agentCalendarFeeds)
    .innerJoin(
      agents,
      and(eq(agents.companyId, agentCalendarFeeds.companyId), eq(agents.id, agentCalendarFeeds.agentId)),
    )
    .innerJoin(companies, eq(companies.id, agentCalendarFeeds.companyId))
    .where(eq(agentCalendarFeeds.tokenHash, tokenHash));
  return owner;
}

/** The agent's sessions between two dates (included), in time order, with their mission's client. */
export async function findAgentSessions(
  executor: Executor,
  { companyId, agentId, from, to }: { companyId: number; agentId: number; from: string; to: string },
) {
  return executor
    .select({
      sessionId: missionSessions.id,
      missionId: missions.id,
      date: missionSessions.date,
      beginning: missionSessions.beginning,
      ending: missionSessions.ending,
      sessionStatus: missionSessions.sessionStatus,
      missionStatus: missions.status,
      clientName: missions.clientName,
      adresse: missions.adresse,
      appartement: missions.appartement,
      comments: missions.comments,
      operationName: operations.name,
    })
    .from(sessionAgents)
    .innerJoin(
      missionSessions,
      and(
        eq(missionSessions.companyId, sessionAgents.companyId),
        eq(missionSessions.id, sessionAgents.sessionId),
      ),
    )
    .innerJoin(
      missions,
      and(eq(missions.companyId, missionSessions.companyId), eq(missions.id, missionSessions.missionId)),
    )
    .leftJoin(
      operations,
      and(eq(operations.companyId, missions.companyId), eq(operations.id, missions.operationId)),
    )
    .where(
      and(
        eq(sessionAgents.companyId, companyId),
        eq(sessionAgents.agentId, agentId),
        between(sessionAgents.date, from, to),
      ),
    )
    .orderBy(asc(sessionAgents.date), asc(sessionAgents.beginning), asc(missionSessions.id));
}

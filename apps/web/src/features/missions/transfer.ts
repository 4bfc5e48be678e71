import { isPastDate, type MissionView } from '@tourneo/domain';

/**
 * The other sessions a "transfer all" moves along: the mission's sessions (as a change's answer
 * gives them all) that the agent is on, except the one just transferred and past ones.
 */
export function otherSessionsToTransfer(
  mission: MissionView,
  transferredSessionId: number,
  agentId: number,
  today: string,
): number[] {
  return mission.sessions
    .filter(
      (session) =>
        session.session_id !== transferredSessionId &&
        !isPastDate(session.date, today) &&
        session.agents.some((agent) => agent.agent_id === agentId),
    )
    .map((session) => session.session_id);
}

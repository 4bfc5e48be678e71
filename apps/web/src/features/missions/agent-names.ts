import type { MissionView, SessionAgentView } from '@tourneo/domain';
import type { AgentOption } from './options.ts';

/**
 * The agent's name: the week read's, else the agents list's, else a number derived from its id
 * (spec 2 §7: "if the agent is not found the client falls back to a derived number").
 */
export function agentNameOf(
  agent: Pick<SessionAgentView, 'agent_id' | 'agent_name'>,
  options: readonly AgentOption[] | undefined,
): string {
  return (
    agent.agent_name ??
    options?.find((option) => option.id === agent.agent_id)?.name ??
    `Agent n°${agent.agent_id}`
  );
}

/**
 * A change's answer (agents without names) with the names the popup already knew, so the team
 * list keeps its names until the week reloads.
 */
export function withKnownNames(next: MissionView, known: MissionView): MissionView {
  const names = new Map<number, string>();
  for (const session of known.sessions) {
    for (const agent of session.agents) {
      if (agent.agent_name !== undefined) {
        names.set(agent.agent_id, agent.agent_name);
      }
    }
  }
  return {
    ...next,
    operation_name:
      next.operation_name ?? (next.operation_id === known.operation_id ? known.operation_name : null),
    sessions: next.sessions.map((session) => ({
      ...session,
      agents: session.agents.map((agent) => {
        const name = agent.agent_name ?? names.get(agent.agent_id);
        return name === undefined ? agent : { ...agent, agent_name: name };
      }),
    })),
  };
}

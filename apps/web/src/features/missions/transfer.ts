import { MESSAGES, isPastDate, type MissionView } from '@tourneo/domain';

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

/** A choice of the transfer list; an agent lacking qualifications is shown disabled, with why. */
export interface TransferChoice {
  value: string;
  label: string;
  disabled: boolean;
}

/**
 * The agents a session may be given to (spec 1: "only agents holding all of an operation's
 * required qualifications may be assigned to it"): every agent not already on it, those lacking a
 * required qualification disabled and labelled with the missing ones. Agents without their
 * qualifications (`role_ids` unknown) are offered: the server still refuses them.
 */
export function transferChoices(
  agents: readonly { id: number; name: string; role_ids?: readonly number[] | undefined }[],
  excludedAgentIds: ReadonlySet<number>,
  required: readonly { role_id: number; role_name: string }[],
): TransferChoice[] {
  return agents
    .filter((agent) => !excludedAgentIds.has(agent.id))
    .map((agent) => {
      const held = new Set(agent.role_ids ?? required.map((role) => role.role_id));
      const missing = required.filter((role) => !held.has(role.role_id)).map((role) => role.role_name);
      return missing.length === 0
        ? { value: String(agent.id), label: agent.name, disabled: false }
        : {
            value: String(agent.id),
            label: MESSAGES.missions.agentUnqualified(agent.name, missing.join(', ')),
            disabled: true,
          };
    })
    .sort((a, b) => Number(a.disabled) - Number(b.disabled));
}

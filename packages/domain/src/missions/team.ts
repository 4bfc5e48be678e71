/** A session agent's role, as the spec names them. */
export const SESSION_AGENT_ROLES = ['Technicien', "Chef d'équipe"] as const;
export type SessionAgentRole = (typeof SESSION_AGENT_ROLES)[number];
export const TECHNICIAN_ROLE: SessionAgentRole = 'Technicien';
export const LEADER_ROLE: SessionAgentRole = "Chef d'équipe";

/**
 * Session statuses (spec §4); a new session is planned. A mission's status uses the same words
 * (the calendar shows completed missions in green).
 */
export const SESSION_STATUSES = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** How a mission was booked, for billing. */
export const CREATION_TYPES = ['automatic', 'semi_automatic', 'manual'] as const;
export type CreationType = (typeof CREATION_TYPES)[number];

export const DEFAULT_SESSION_TYPE = 'intervention';
export type MissionType = 'simple' | 'multi_agent' | 'multi_session' | 'multi_session_multi_agent';

/** The mission's type from its number of sessions and of distinct agents. */
export function missionTypeOf(sessionCount: number, agentCount: number): MissionType {
  const isMultiSession = sessionCount > 1;
  const isMultiAgent = agentCount > 1;
  if (isMultiSession && isMultiAgent) {
    return 'multi_session_multi_agent';
  }
  return isMultiSession ? 'multi_session' : isMultiAgent ? 'multi_agent' : 'simple';
}

export interface TeamMember {
  agent_id: number;
  is_lead: boolean;
  role?: SessionAgentRole | undefined;
}

/**
 * The session's agents with exactly one lead: the one marked `is_lead`, else the one sent as
 * 'Chef d'équipe' (a client that names the lead by its role only), else the first agent (the
 * creator of a multi-agent mission leads it). The role follows the lead: the lead is
 * 'Chef d'équipe', every other agent 'Technicien', whatever role was sent, so that a team never
 * shows two 'Chef d'équipe'. Callers refuse two marked leads beforehand.
 */
export function withOneLead<T extends TeamMember>(agents: readonly T[]): (T & { role: SessionAgentRole })[] {
  const marked = agents.findIndex((agent) => agent.is_lead);
  const leadIndex = Math.max(
    0,
    marked >= 0 ? marked : agents.findIndex((agent) => agent.role === LEADER_ROLE),
  );
  return agents.map((agent, index) => {
    const isLead = index === leadIndex;
    return { ...agent, is_lead: isLead, role: isLead ? LEADER_ROLE : TECHNICIAN_ROLE };
  });
}

/**
 * The agents left when `agentId` leaves the session, with the lead passed on to the first
 * remaining agent when the leaver led; `null` when the leaver is alone (a session keeps one agent).
 */
export function removeFromTeam<T extends TeamMember>(agents: readonly T[], agentId: number): T[] | null {
  const leaver = agents.find((agent) => agent.agent_id === agentId);
  const remaining = agents.filter((agent) => agent.agent_id !== agentId);
  if (!leaver || remaining.length === 0) {
    return null;
  }
  if (!leaver.is_lead || remaining.some((agent) => agent.is_lead)) {
    return remaining;
  }
  return remaining.map((agent, index) => ({ ...agent, is_lead: index === 0 }));
}

/** True when the agent holds every qualification the operation requires. */
export function holdsQualifications(
  agentRoleIds: readonly number[],
  requiredRoleIds: readonly number[],
): boolean {
  const held = new Set(agentRoleIds);
  return requiredRoleIds.every((roleId) => held.has(roleId));
}

/** What a team operation asks of a session's team. */
export interface TeamRequirements {
  supports_teams: boolean;
  min_team_size: number;
  team_requirements: readonly { role_id: number; min_agents: number; is_required: boolean }[];
}

/**
 * True when the team (each member's qualifications) fills the operation's team requirements: at
 * least `min_team_size` agents, and for every required requirement `min_agents` distinct agents
 * holding its qualification, an agent counting for one requirement only. An operation without
 * teams asks nothing.
 */
export function fillsTeamRequirements(
  teamRoleIds: readonly (readonly number[])[],
  requirements: TeamRequirements,
): boolean {
  if (!requirements.supports_teams) {
    return true;
  }
  if (teamRoleIds.length < requirements.min_team_size) {
    return false;
  }
  const seats = requirements.team_requirements
    .filter((requirement) => requirement.is_required)
    .flatMap((requirement) => Array.from({ length: requirement.min_agents }, () => requirement.role_id));
  if (seats.length > teamRoleIds.length) {
    return false;
  }
  // Bipartite matching of seats to agents (augmenting paths): a team of at most a few dozen.
  const agentOfSeat = new Array<number>(seats.length).fill(-1);
  const seatOfAgent = new Array<number>(teamRoleIds.length).fill(-1);
  const tryAssign = (seat: number, visited: Set<number>): boolean => {
    for (let agent = 0; agent < teamRoleIds.length; agent += 1) {
      if (visited.has(agent) || !teamRoleIds[agent]!.includes(seats[seat]!)) {
        continue;
      }
      visited.add(agent);
      if (seatOfAgent[agent] === -1 || tryAssign(seatOfAgent[agent]!, visited)) {
        seatOfAgent[agent] = seat;
        agentOfSeat[seat] = agent;
        return true;
      }
    }
    return false;
  };
  return seats.every((_role, seat) => tryAssign(seat, new Set()));
}

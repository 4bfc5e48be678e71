/**
 * The scheduling engine's vocabulary: what it reads (plain rows, named as the database and the
 * API name them) and what it proposes (the spec's "Proposed slot", §3). See `propose-slots.ts`.
 */
import type { SessionAgentRole } from '../missions/team.ts';
import type { SlotRange } from '../time-slots/slots.ts';
import type { Coordinates } from './travel.ts';

/** One line of a team operation: between `min_agents` and `max_agents` agents holding `role_id`. */
export interface SchedulingTeamRequirement {
  role_id: number;
  min_agents: number;
  max_agents: number;
  /** A requirement that is not required is ignored (as `fillsTeamRequirements` does); default true. */
  is_required?: boolean | undefined;
}

/** The operation to book, as stored (`duration` in slots, its qualifications in `role_ids`). */
export interface SchedulingOperation {
  duration: number;
  /** Qualifications every agent of the session must hold (the operation's `operation_roles`). */
  role_ids: readonly number[];
  supports_teams: boolean;
  min_team_size: number;
  team_requirements: readonly SchedulingTeamRequirement[];
}

/** An agent of the company, from home (where each day starts and ends). */
export interface SchedulingAgent extends Coordinates {
  id: number;
  name: string;
  /** The qualifications the agent holds. */
  role_ids: readonly number[];
}

/**
 * One agent's existing session (a mission session has one row per agent) with the coordinates of
 * its place. One agent's sessions never overlap (the database's exclusion constraint).
 */
export interface ScheduledSession extends SlotRange, Coordinates {
  agent_id: number;
  date: string;
}

/** Everything one proposal request reads. */
export interface ProposeSlotsInput {
  operation: SchedulingOperation;
  /** Where the session takes place: the client's address. */
  client: Coordinates;
  agents: readonly SchedulingAgent[];
  /** The agents' sessions; those of other dates or of unqualified agents are skipped. */
  sessions: readonly ScheduledSession[];
  /**
   * The dates to consider, earliest first: `schedulingHorizon(now)` from
   * `@tourneo/domain/scheduling/horizon` gives the default (15 working days from tomorrow, French
   * public holidays excluded). A date's rank is its delay in the cost.
   */
  horizon: readonly string[];
  /** Working hours of every date; default slots 0-36 (8h00-17h00). Travel from and to home is inside them. */
  workingHours?: SlotRange | undefined;
  /** How many proposals at most; default 3 (the spec's booking choices). */
  maxProposals?: number | undefined;
}

/** A member of a proposed team (spec: teamMembers id, name, role). */
export interface ProposedTeamMember {
  id: number;
  name: string;
  /** 'Chef d'équipe' for the lead, 'Technicien' for the others. */
  role: SessionAgentRole;
  /** The team requirement (qualification) this member fills; null without requirements. */
  requirementRoleId: number | null;
}

export type TeamType = 'single' | 'multi-agent';

/** A proposed slot (spec §3) plus what ranked it. */
export interface ProposedSlot {
  /** Stable: the same date, start and agents give the same id (`2026-11-23/12/4+9`). */
  id: string;
  date: string;
  beginning: number;
  ending: number;
  /** Duration in slots. */
  time: number;
  /** The longest drive of a member to the client, in quarter-hour slots. */
  travelTime: number;
  /** Minutes between the first and the last member's arrival on site; 0 for one agent. */
  coordinationTime: number;
  /** The lead's name (`agentName` of `POST /rdv/create`); `agentId` is its id. */
  agent: string;
  agentId: number;
  teamType: TeamType;
  teamSize: number;
  /** The lead first. */
  teamMembers: ProposedTeamMember[];
  /** What ranked it: `addedTravelMinutes + DELAY_COST_MINUTES_PER_DAY × delayDays`. */
  cost: number;
  /** Driving minutes the session adds to its members' days, summed over the team. */
  addedTravelMinutes: number;
  /** The date's rank in the horizon (0: the first date). */
  delayDays: number;
}

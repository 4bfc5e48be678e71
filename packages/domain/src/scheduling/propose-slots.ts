/**
 * The scheduling engine: the best slots to offer a client for an operation (spec 2 §3 "Proposed
 * slot", §4 "Client take-charge"; decision docs/decisions/0013-scheduling-engine.md).
 *
 * Pure: plain rows in, proposals out, no clock and no I/O. The server loads the operation, the
 * client's coordinates, the company's agents with their qualifications and their sessions over the
 * horizon (with each session's place), computes the horizon with `schedulingHorizon(now)` from
 * `@tourneo/domain/scheduling/horizon`, and calls `proposeSlots`. To confirm a slot, it accepts
 * only an `id` it proposed to that client, and re-checks it on fresh data with `evaluateSlot`
 * (still feasible, whatever its rank now).
 *
 * Modules:
 * - `model.ts`: input rows and the `ProposedSlot` shape (the spec's fields plus the cost).
 * - `travel.ts`: travel time from coordinates (haversine × road factor, speeds by band).
 * - `horizon.ts`: working days without French public holidays (imported by path, server only).
 * - `day-openings.ts`: the agents' days as timelines of openings, built lazily per date.
 * - `team-choice.ts`: the team an operation needs and the cheapest team for one window.
 * - `brute-force.ts`: the reference enumeration the property test and the bench compare with.
 *
 * Feasible: every member holds the operation's qualifications; the session, the drive to it from
 * the previous place of the member's day (home at day start) and the drive from it to the next
 * place (home at day end) fit within working hours without overlapping any session; a team fills
 * every required requirement between its minimum and maximum (each member fills one), has at
 * least `min_team_size` members, all in the same window, and one lead.
 *
 * Cost of a slot: the driving minutes it adds to its members' days (in + out − the drive it
 * replaces, at least 0 per member) plus `DELAY_COST_MINUTES_PER_DAY` per date of delay (the date's
 * rank in the horizon). The proposals are the cheapest slot of each date (the earliest start among
 * equals), the `maxProposals` cheapest dates, cheapest first (earlier date among equals).
 */
import { LEADER_ROLE, TECHNICIAN_ROLE, holdsQualifications } from '../missions/team.ts';
import { SLOTS_PER_DAY } from '../time-slots/constants.ts';
import type { SlotRange } from '../time-slots/slots.ts';
import { DayTimelines, type Opening } from './day-openings.ts';
import type { ProposeSlotsInput, ProposedSlot, SchedulingAgent } from './model.ts';
import { chooseTeam, planTeam, type TeamCandidate, type TeamPlan } from './team-choice.ts';
import { minutesToSlots } from './travel.ts';

/** One date of delay costs as much as 30 more minutes of driving. */
export const DELAY_COST_MINUTES_PER_DAY = 30;
/** The booking page offers at most three slots (spec §9). */
export const MAX_PROPOSALS = 3;
/** Working hours when none are given: 8h00 (slot 0) to 17h00 (slot 36). */
export const DEFAULT_WORKING_HOURS: SlotRange = { beginning: 0, ending: SLOTS_PER_DAY };

interface MemberChoice {
  agent: SchedulingAgent;
  opening: Opening;
  /** Index in the team plan's requirements; -1 without requirements. */
  requirementIndex: number;
  requirementRoleId: number | null;
}

interface DateChoice {
  dateIndex: number;
  beginning: number;
  addedTravelMinutes: number;
  cost: number;
  members: MemberChoice[];
}

/** What every date's search reads. */
interface Search {
  /** The agents who may go, sorted by id. */
  agents: readonly SchedulingAgent[];
  timelines: DayTimelines;
  duration: number;
  workingHours: SlotRange;
  plan: TeamPlan;
}

/** Sorted cheapest first, earlier date among equals: the order of the proposals. */
const byCostThenDate = (a: DateChoice, b: DateChoice) => a.cost - b.cost || a.dateIndex - b.dateIndex;

/**
 * The best slots for the operation at the client's place: at most one per date, at most
 * `maxProposals` (3), cheapest first. Empty when no agent or team can take it within the horizon.
 */
export function proposeSlots(input: ProposeSlotsInput): ProposedSlot[] {
  const workingHours = input.workingHours ?? DEFAULT_WORKING_HOURS;
  const maxProposals = input.maxProposals ?? MAX_PROPOSALS;
  const duration = input.operation.duration;
  const plan = planTeam(input.operation);
  if (
    !plan ||
    maxProposals < 1 ||
    !Number.isInteger(duration) ||
    duration < 1 ||
    duration > workingHours.ending - workingHours.beginning
  ) {
    return [];
  }
  const requirementRoles = plan.requirements.map((requirement) => requirement.roleId);
  const agents = input.agents
    .filter(
      (agent) =>
        holdsQualifications(agent.role_ids, input.operation.role_ids) &&
        (requirementRoles.length === 0 || requirementRoles.some((roleId) => agent.role_ids.includes(roleId))),
    )
    .sort((a, b) => a.id - b.id);
  if (agents.length < plan.size) {
    return [];
  }
  const search: Search = {
    agents,
    timelines: new DayTimelines(agents, input.sessions, input.horizon, input.client),
    duration,
    workingHours,
    plan,
  };
  const isSingleAgent = plan.size === 1 && plan.requirements.length === 0;
  const chosen: DateChoice[] = [];
  for (let dateIndex = 0; dateIndex < input.horizon.length; dateIndex += 1) {
    const delayCost = DELAY_COST_MINUTES_PER_DAY * dateIndex;
    // Every later date costs at least its delay: once that reaches the worst kept proposal, stop.
    if (chosen.length === maxProposals && delayCost >= chosen[maxProposals - 1]!.cost) {
      break;
    }
    const choice = isSingleAgent
      ? chooseSingleAgent(search, dateIndex)
      : chooseTeamForDate(search, dateIndex);
    if (choice) {
      choice.cost = choice.addedTravelMinutes + delayCost;
      chosen.push(choice);
      chosen.sort(byCostThenDate);
      chosen.length = Math.min(chosen.length, maxProposals);
    }
  }
  return chosen.map((choice) => toProposal(choice, input, duration));
}

/** Every opening of the date, agent by agent (sorted by id), each agent's by start. */
function forEachAgentOpening(
  search: Search,
  dateIndex: number,
  visit: (agent: SchedulingAgent, opening: Opening, agentIndex: number) => void,
): void {
  search.agents.forEach((agent, agentIndex) => {
    search.timelines.forEachOpening(agentIndex, dateIndex, search.duration, search.workingHours, (opening) =>
      visit(agent, opening, agentIndex),
    );
  });
}

/** One agent: the cheapest opening of the date, earliest start then lowest agent id among equals. */
function chooseSingleAgent(search: Search, dateIndex: number): DateChoice | null {
  let best: MemberChoice | null = null;
  forEachAgentOpening(search, dateIndex, (agent, opening) => {
    // Agents come sorted by id and openings by start: only a strictly better one replaces.
    if (
      !best ||
      opening.cost < best.opening.cost ||
      (opening.cost === best.opening.cost && opening.earliest < best.opening.earliest)
    ) {
      best = { agent, opening, requirementIndex: -1, requirementRoleId: null };
    }
  });
  const member = best as MemberChoice | null;
  return member
    ? {
        dateIndex,
        beginning: member.opening.earliest,
        addedTravelMinutes: member.opening.cost,
        cost: member.opening.cost,
        members: [member],
      }
    : null;
}

interface AgentOpening extends TeamCandidate {
  agent: SchedulingAgent;
  opening: Opening;
}

/**
 * A team: the cheapest team over the date's possible starts, earliest start among equals. The
 * earliest cheapest start is always some member's earliest start in its opening, so only those
 * are tried.
 */
function chooseTeamForDate(search: Search, dateIndex: number): DateChoice | null {
  const { plan } = search;
  const openings: AgentOpening[] = [];
  /** The cheapest opening of each agent that has one, by the agent's index. */
  const cheapestByAgent = new Map<number, number>();
  forEachAgentOpening(search, dateIndex, (agent, opening, agentIndex) => {
    openings.push({ agentId: agent.id, cost: opening.cost, roleIds: agent.role_ids, agent, opening });
    cheapestByAgent.set(agentIndex, Math.min(cheapestByAgent.get(agentIndex) ?? Infinity, opening.cost));
  });
  const cheapestPerAgent = [...cheapestByAgent.values()];
  if (cheapestPerAgent.length < plan.size) {
    return null;
  }
  // No team of the date can cost less than its `size` cheapest agents: reaching it ends the search.
  const lowerBound = cheapestPerAgent
    .sort((a, b) => a - b)
    .slice(0, plan.size)
    .reduce((sum, cost) => sum + cost, 0);
  const starts = [...new Set(openings.map((opening) => opening.opening.earliest))].sort((a, b) => a - b);
  let best: { beginning: number; cost: number; members: MemberChoice[] } | null = null;
  for (const start of starts) {
    const free = openings.filter(
      (opening) => opening.opening.earliest <= start && start <= opening.opening.latest,
    );
    if (free.length < plan.size) {
      continue;
    }
    const team = chooseTeam(free, plan);
    if (team && (!best || team.cost < best.cost)) {
      best = {
        beginning: start,
        cost: team.cost,
        members: team.members.map(({ candidate, requirementIndex }) => ({
          agent: candidate.agent,
          opening: candidate.opening,
          requirementIndex,
          requirementRoleId: requirementIndex >= 0 ? plan.requirements[requirementIndex]!.roleId : null,
        })),
      };
      if (team.cost === lowerBound) {
        break;
      }
    }
  }
  return best
    ? {
        dateIndex,
        beginning: best.beginning,
        addedTravelMinutes: best.cost,
        cost: best.cost,
        members: best.members,
      }
    : null;
}

/** A slot as the planner or the client picked it. */
export interface SlotChoice {
  date: string;
  beginning: number;
  /** The team's agents (one for a single-agent operation), in any order. */
  agentIds: readonly number[];
}

/**
 * The chosen slot re-checked on fresh data: the proposal it makes now (same id, cost as if
 * proposed), or null when it is no longer feasible (an agent got busy or lost a qualification,
 * the date left the horizon) or never was (not the team the operation needs). The confirmation
 * of a booking calls this inside its transaction; it does not ask that the slot still be among
 * the three cheapest.
 */
export function evaluateSlot(input: ProposeSlotsInput, slot: SlotChoice): ProposedSlot | null {
  const workingHours = input.workingHours ?? DEFAULT_WORKING_HOURS;
  const duration = input.operation.duration;
  const plan = planTeam(input.operation);
  const dateIndex = input.horizon.indexOf(slot.date);
  if (
    !plan ||
    dateIndex < 0 ||
    !Number.isInteger(slot.beginning) ||
    !Number.isInteger(duration) ||
    duration < 1 ||
    slot.agentIds.length !== plan.size ||
    new Set(slot.agentIds).size !== plan.size
  ) {
    return null;
  }
  const agents = slot.agentIds
    .map((agentId) => input.agents.find((agent) => agent.id === agentId))
    .filter((agent): agent is SchedulingAgent => agent !== undefined)
    .sort((a, b) => a.id - b.id);
  if (
    agents.length !== plan.size ||
    agents.some((agent) => !holdsQualifications(agent.role_ids, input.operation.role_ids))
  ) {
    return null;
  }
  const timelines = new DayTimelines(agents, input.sessions, input.horizon, input.client);
  const candidates: AgentOpening[] = [];
  agents.forEach((agent, agentIndex) => {
    timelines.forEachOpening(agentIndex, dateIndex, duration, workingHours, (opening) => {
      if (opening.earliest <= slot.beginning && slot.beginning <= opening.latest) {
        candidates.push({ agentId: agent.id, cost: opening.cost, roleIds: agent.role_ids, agent, opening });
      }
    });
  });
  const team = candidates.length === plan.size ? chooseTeam(candidates, plan) : null;
  if (!team || team.members.length !== plan.size) {
    return null;
  }
  const delayCost = DELAY_COST_MINUTES_PER_DAY * dateIndex;
  return toProposal(
    {
      dateIndex,
      beginning: slot.beginning,
      addedTravelMinutes: team.cost,
      cost: team.cost + delayCost,
      members: team.members.map(({ candidate, requirementIndex }) => ({
        agent: candidate.agent,
        opening: candidate.opening,
        requirementIndex,
        requirementRoleId: requirementIndex >= 0 ? plan.requirements[requirementIndex]!.roleId : null,
      })),
    },
    input,
    duration,
  );
}

function toProposal(choice: DateChoice, input: ProposeSlotsInput, duration: number): ProposedSlot {
  // The lead: the member of the first requirement (priority order), cheapest then lowest id.
  const members = [...choice.members].sort(
    (a, b) =>
      a.requirementIndex - b.requirementIndex || a.opening.cost - b.opening.cost || a.agent.id - b.agent.id,
  );
  const lead = members[0]!;
  const inbound = members.map((member) => member.opening.inboundMinutes);
  const date = input.horizon[choice.dateIndex]!;
  const ids = members.map((member) => member.agent.id).sort((a, b) => a - b);
  return {
    id: `${date}/${choice.beginning}/${ids.join('+')}`,
    date,
    beginning: choice.beginning,
    ending: choice.beginning + duration,
    time: duration,
    travelTime: minutesToSlots(Math.max(...inbound)),
    coordinationTime: members.length > 1 ? Math.max(...inbound) - Math.min(...inbound) : 0,
    agent: lead.agent.name,
    agentId: lead.agent.id,
    teamType: members.length > 1 ? 'multi-agent' : 'single',
    teamSize: members.length,
    teamMembers: members.map((member, index) => ({
      id: member.agent.id,
      name: member.agent.name,
      role: index === 0 ? LEADER_ROLE : TECHNICIAN_ROLE,
      requirementRoleId: member.requirementRoleId,
    })),
    cost: choice.cost,
    addedTravelMinutes: choice.addedTravelMinutes,
    delayDays: choice.dateIndex,
  };
}

/**
 * The scheduling engine: the best slots to offer a client for an operation (spec 2 §3 "Proposed
 * slot", §4 "Client take-charge"; decision docs/decisions/0013-scheduling-engine.md).
 *
 * Pure: plain rows in, proposals out, no clock and no I/O. The server loads the operation, the
 * client's coordinates, the company's agents with their qualifications and their sessions over the
 * horizon (with each session's place), computes the horizon with `schedulingHorizon(now)` from
 * `@tourneo/domain/scheduling/horizon`, and calls `proposeSlots`. To confirm a slot, it calls
 * `proposeSlots` again on fresh data and accepts the slot only if a proposal with the same `id`
 * comes back (or re-checks it with `isSlotFeasible`).
 *
 * Modules:
 * - `model.ts`: input rows and the `ProposedSlot` shape (the spec's fields plus the cost).
 * - `travel.ts`: travel time from coordinates (haversine × road factor, speeds by band).
 * - `horizon.ts`: working days without French public holidays (imported by path, server only).
 * - `day-openings.ts`: one agent's day as a timeline of openings.
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
import { forEachOpening, type Opening, type TimelineHome, type TimelineSession } from './day-openings.ts';
import type { ProposeSlotsInput, ProposedSlot, SchedulingAgent } from './model.ts';
import { chooseTeam, planTeam, type TeamCandidate, type TeamPlan } from './team-choice.ts';
import { minutesToSlots } from './travel.ts';

/** One date of delay costs as much as 30 more minutes of driving. */
export const DELAY_COST_MINUTES_PER_DAY = 30;
/** The booking page offers at most three slots (spec §9). */
export const MAX_PROPOSALS = 3;
/** Working hours when none are given: 8h00 (slot 0) to 17h00 (slot 36). */
export const DEFAULT_WORKING_HOURS: SlotRange = { beginning: 0, ending: SLOTS_PER_DAY };

interface TimelineAgent {
  agent: SchedulingAgent;
  home: TimelineHome;
  /** Sessions per horizon date, sorted by beginning. */
  days: TimelineSession[][];
}

interface MemberChoice {
  agent: TimelineAgent;
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
  const timelines = buildTimelines(input, plan);
  if (timelines.length < plan.size) {
    return [];
  }
  const chosen: DateChoice[] = [];
  for (let dateIndex = 0; dateIndex < input.horizon.length; dateIndex += 1) {
    const delayCost = DELAY_COST_MINUTES_PER_DAY * dateIndex;
    // Every later date costs at least its delay: once that reaches the worst kept proposal, stop.
    if (chosen.length === maxProposals && delayCost >= chosen[maxProposals - 1]!.cost) {
      break;
    }
    const choice =
      plan.size === 1 && plan.requirements.length === 0
        ? chooseSingleAgent(timelines, dateIndex, input, duration, workingHours)
        : chooseTeamForDate(timelines, dateIndex, input, duration, workingHours, plan);
    if (choice) {
      choice.cost = choice.addedTravelMinutes + delayCost;
      chosen.push(choice);
      chosen.sort(byCostThenDate);
      chosen.length = Math.min(chosen.length, maxProposals);
    }
  }
  return chosen.map((choice) => toProposal(choice, input, duration));
}

/** The qualified agents, each with its sessions of every horizon date sorted by beginning. */
function buildTimelines(input: ProposeSlotsInput, plan: TeamPlan): TimelineAgent[] {
  const requirementRoles = plan.requirements.map((requirement) => requirement.roleId);
  const timelines = input.agents
    .filter(
      (agent) =>
        holdsQualifications(agent.role_ids, input.operation.role_ids) &&
        (requirementRoles.length === 0 || requirementRoles.some((roleId) => agent.role_ids.includes(roleId))),
    )
    .sort((a, b) => a.id - b.id)
    .map((agent) => ({
      agent,
      home: { latitude: agent.latitude, longitude: agent.longitude, minutesToClient: Number.NaN },
      days: input.horizon.map((): TimelineSession[] => []),
    }));
  const byAgentId = new Map(timelines.map((timeline) => [timeline.agent.id, timeline]));
  const dateIndexes = new Map(input.horizon.map((date, index) => [date, index]));
  for (const session of input.sessions) {
    const timeline = byAgentId.get(session.agent_id);
    const dateIndex = dateIndexes.get(session.date);
    if (timeline && dateIndex !== undefined) {
      timeline.days[dateIndex]!.push({
        beginning: session.beginning,
        ending: session.ending,
        latitude: session.latitude,
        longitude: session.longitude,
        minutesToClient: Number.NaN,
      });
    }
  }
  for (const timeline of timelines) {
    for (const day of timeline.days) {
      if (day.length > 1) {
        day.sort((a, b) => a.beginning - b.beginning || a.ending - b.ending);
      }
    }
  }
  return timelines;
}

/** One agent: the cheapest opening of the date, earliest start then lowest agent id among equals. */
function chooseSingleAgent(
  timelines: readonly TimelineAgent[],
  dateIndex: number,
  input: ProposeSlotsInput,
  duration: number,
  workingHours: SlotRange,
): DateChoice | null {
  let best: MemberChoice | null = null;
  for (const timeline of timelines) {
    forEachOpening(timeline.days[dateIndex]!, timeline.home, input.client, duration, workingHours, (opening) => {
      // Agents come sorted by id and openings by start: only a strictly better one replaces.
      if (
        !best ||
        opening.cost < best.opening.cost ||
        (opening.cost === best.opening.cost && opening.earliest < best.opening.earliest)
      ) {
        best = { agent: timeline, opening, requirementIndex: -1, requirementRoleId: null };
      }
    });
  }
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
  timeline: TimelineAgent;
  opening: Opening;
}

/**
 * A team: the cheapest team over the date's possible starts, earliest start among equals. The
 * earliest cheapest start is always some member's earliest start in its opening, so only those
 * are tried.
 */
function chooseTeamForDate(
  timelines: readonly TimelineAgent[],
  dateIndex: number,
  input: ProposeSlotsInput,
  duration: number,
  workingHours: SlotRange,
  plan: TeamPlan,
): DateChoice | null {
  const openings: AgentOpening[] = [];
  const cheapestPerAgent: number[] = [];
  for (const timeline of timelines) {
    let cheapest = Number.POSITIVE_INFINITY;
    forEachOpening(timeline.days[dateIndex]!, timeline.home, input.client, duration, workingHours, (opening) => {
      openings.push({
        agentId: timeline.agent.id,
        cost: opening.cost,
        roleIds: timeline.agent.role_ids,
        timeline,
        opening,
      });
      cheapest = Math.min(cheapest, opening.cost);
    });
    if (cheapest < Number.POSITIVE_INFINITY) {
      cheapestPerAgent.push(cheapest);
    }
  }
  if (cheapestPerAgent.length < plan.size) {
    return null;
  }
  // No team of the date can cost less than its `size` cheapest agents: reaching it ends the search.
  const lowerBound = cheapestPerAgent
    .sort((a, b) => a - b)
    .slice(0, plan.size)
    .reduce((sum, cost) => sum + cost, 0);
  const starts = [...new Set(openings.map((opening) => opening.opening.earliest))].sort((a, b) => a - b);
  let best: { beginning: number; cost: number; members: AgentOpening[]; requirementIndexes: number[] } | null =
    null;
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
        members: team.members.map((member) => member.candidate),
        requirementIndexes: team.members.map((member) => member.requirementIndex),
      };
      if (team.cost === lowerBound) {
        break;
      }
    }
  }
  if (!best) {
    return null;
  }
  const found = best;
  return {
    dateIndex,
    beginning: found.beginning,
    addedTravelMinutes: found.cost,
    cost: found.cost,
    members: found.members.map((member, index) => ({
      agent: member.timeline,
      opening: member.opening,
      requirementRoleId:
        found.requirementIndexes[index]! >= 0 ? plan.requirements[found.requirementIndexes[index]!]!.roleId : null,
      requirementIndex: found.requirementIndexes[index]!,
    })),
  };
}

function toProposal(choice: DateChoice, input: ProposeSlotsInput, duration: number): ProposedSlot {
  // The lead: the member of the first requirement (priority order), cheapest then lowest id.
  const members = [...choice.members].sort(
    (a, b) =>
      a.requirementIndex - b.requirementIndex ||
      a.opening.cost - b.opening.cost ||
      a.agent.agent.id - b.agent.agent.id,
  );
  const lead = members[0]!;
  const inbound = members.map((member) => member.opening.inboundMinutes);
  const date = input.horizon[choice.dateIndex]!;
  const ids = members.map((member) => member.agent.agent.id).sort((a, b) => a - b);
  return {
    id: `${date}/${choice.beginning}/${ids.join('+')}`,
    date,
    beginning: choice.beginning,
    ending: choice.beginning + duration,
    time: duration,
    travelTime: minutesToSlots(Math.max(...inbound)),
    coordinationTime: members.length > 1 ? Math.max(...inbound) - Math.min(...inbound) : 0,
    agent: lead.agent.agent.name,
    agentId: lead.agent.agent.id,
    teamType: members.length > 1 ? 'multi-agent' : 'single',
    teamSize: members.length,
    teamMembers: members.map((member, index) => ({
      id: member.agent.agent.id,
      name: member.agent.agent.name,
      role: index === 0 ? LEADER_ROLE : TECHNICIAN_ROLE,
      requirementRoleId: member.requirementRoleId,
    })),
    cost: choice.cost,
    addedTravelMinutes: choice.addedTravelMinutes,
    delayDays: choice.dateIndex,
  };
}

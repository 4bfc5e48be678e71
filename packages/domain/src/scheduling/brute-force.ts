/**
 * The reference the engine is checked against: every date, every start and every set of agents,
 * each candidate checked by scanning the agent's sessions, written from the rules alone (it shares
 * only `travelMinutes` and two constants with the engine). Exponential in the number of agents for team operations:
 * for tests on small companies and for the bench's single-agent case, never for production.
 */
import { SLOTS_PER_DAY } from '../time-slots/constants.ts';
import type { ProposeSlotsInput, ScheduledSession, SchedulingAgent } from './model.ts';
import { DELAY_COST_MINUTES_PER_DAY, MAX_PROPOSALS } from './propose-slots.ts';
import { minutesToSlots, travelMinutes, type Coordinates } from './travel.ts';

/** What the brute force finds for a date: the cheapest start, its cost and one cheapest team. */
export interface BruteForceSlot {
  date: string;
  beginning: number;
  cost: number;
  agentIds: number[];
}

/** Up to this many agents free at once, a team operation's subsets are enumerated. */
const MAX_ENUMERATED_AGENTS = 20;

/**
 * The cost of sending `agent` to the client on `date` from `beginning`, or null when it cannot go:
 * a session overlaps, or the drive from the previous place or to the next one does not fit.
 */
export function bruteForceMemberCost(
  input: ProposeSlotsInput,
  agent: SchedulingAgent,
  sessions: readonly ScheduledSession[],
  date: string,
  beginning: number,
): number | null {
  const hours = input.workingHours ?? { beginning: 0, ending: SLOTS_PER_DAY };
  const ending = beginning + input.operation.duration;
  if (beginning < hours.beginning || ending > hours.ending) {
    return null;
  }
  let previous: ScheduledSession | null = null;
  let next: ScheduledSession | null = null;
  for (const session of sessions) {
    if (session.agent_id !== agent.id || session.date !== date) {
      continue;
    }
    if (session.beginning < ending && beginning < session.ending) {
      return null;
    }
    if (
      session.ending <= beginning &&
      session.ending > hours.beginning &&
      (!previous || session.ending > previous.ending)
    ) {
      previous = session;
    }
    if (session.beginning >= ending && (!next || session.beginning < next.beginning)) {
      next = session;
    }
  }
  const previousPlace: Coordinates = previous ?? agent;
  const nextPlace: Coordinates = next ?? agent;
  const inbound = travelMinutes(previousPlace, input.client);
  const outbound = travelMinutes(input.client, nextPlace);
  if (beginning < (previous?.ending ?? hours.beginning) + minutesToSlots(inbound)) {
    return null;
  }
  if (ending + minutesToSlots(outbound) > (next?.beginning ?? hours.ending)) {
    return null;
  }
  const replaced = !previous && !next ? 0 : travelMinutes(previousPlace, nextPlace);
  return Math.max(0, inbound + outbound - replaced);
}

/** True when the agents can make the operation's team, each filling one required requirement. */
export function isValidBruteForceTeam(input: ProposeSlotsInput, team: readonly SchedulingAgent[]): boolean {
  const operation = input.operation;
  if (!operation.supports_teams) {
    return team.length === 1;
  }
  if (team.length < Math.max(1, operation.min_team_size)) {
    return false;
  }
  const requirements = operation.team_requirements.filter((requirement) => requirement.is_required !== false);
  if (requirements.length === 0) {
    return true;
  }
  const counts = requirements.map(() => 0);
  const assign = (memberIndex: number): boolean => {
    if (memberIndex === team.length) {
      return requirements.every(
        (requirement, index) =>
          counts[index]! >= requirement.min_agents && counts[index]! <= requirement.max_agents,
      );
    }
    return requirements.some((requirement, index) => {
      if (
        !team[memberIndex]!.role_ids.includes(requirement.role_id) ||
        counts[index]! >= requirement.max_agents
      ) {
        return false;
      }
      counts[index]! += 1;
      const isAssigned = assign(memberIndex + 1);
      counts[index]! -= 1;
      return isAssigned;
    });
  };
  return assign(0);
}

/** The proposals by exhaustive enumeration: the same rules and order as `proposeSlots`. */
export function bruteForceProposals(input: ProposeSlotsInput): BruteForceSlot[] {
  const hours = input.workingHours ?? { beginning: 0, ending: SLOTS_PER_DAY };
  const maxProposals = input.maxProposals ?? MAX_PROPOSALS;
  const duration = input.operation.duration;
  const qualified = input.agents.filter((agent) =>
    input.operation.role_ids.every((roleId) => agent.role_ids.includes(roleId)),
  );
  // Each agent's sessions, so that a candidate scans one agent's list rather than the company's.
  const sessionsOf = new Map<number, ScheduledSession[]>();
  for (const session of input.sessions) {
    const list = sessionsOf.get(session.agent_id) ?? [];
    list.push(session);
    sessionsOf.set(session.agent_id, list);
  }
  const validTeams = new Map<string, boolean>();
  const perDate: (BruteForceSlot & { dateIndex: number })[] = [];
  input.horizon.forEach((date, dateIndex) => {
    let best: (BruteForceSlot & { dateIndex: number }) | null = null;
    for (let beginning = hours.beginning; beginning + duration <= hours.ending; beginning += 1) {
      const free: { agent: SchedulingAgent; cost: number }[] = [];
      for (const agent of qualified) {
        const cost = bruteForceMemberCost(input, agent, sessionsOf.get(agent.id) ?? [], date, beginning);
        if (cost !== null) {
          free.push({ agent, cost });
        }
      }
      const consider = (team: { agent: SchedulingAgent; cost: number }[]) => {
        const cost =
          team.reduce((sum, member) => sum + member.cost, 0) + DELAY_COST_MINUTES_PER_DAY * dateIndex;
        if (best && cost >= best.cost) {
          return;
        }
        const key = team.map((member) => member.agent.id).join(',');
        let isValid = validTeams.get(key);
        if (isValid === undefined) {
          isValid = isValidBruteForceTeam(
            input,
            team.map((member) => member.agent),
          );
          validTeams.set(key, isValid);
        }
        if (isValid) {
          best = { date, dateIndex, beginning, cost, agentIds: team.map((member) => member.agent.id) };
        }
      };
      if (!input.operation.supports_teams) {
        free.forEach((member) => consider([member]));
      } else {
        const agents = free.slice(0, MAX_ENUMERATED_AGENTS);
        for (let subset = 1; subset < 1 << agents.length; subset += 1) {
          consider(agents.filter((_member, index) => (subset & (1 << index)) !== 0));
        }
      }
    }
    if (best) {
      perDate.push(best);
    }
  });
  return perDate
    .sort((a, b) => a.cost - b.cost || a.dateIndex - b.dateIndex)
    .slice(0, maxProposals)
    .map(({ date, beginning, cost, agentIds }) => ({ date, beginning, cost, agentIds }));
}

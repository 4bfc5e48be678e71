// The scheduling engine at scale, in process: 200 agents, 15 working days, 20,000 existing sessions.
//   node bench/scenarios/scheduling.ts
// Times `proposeSlots` (the whole call: timelines built from the raw rows, then the search) for
// many clients, and the brute-force enumeration of every (agent, date, start) on some of them in
// the same run, checking that both find the same costs. Also times a team operation.
import { performance } from 'node:perf_hooks';
import { bruteForceProposals } from '../../packages/domain/src/scheduling/brute-force.ts';
import type {
  ProposeSlotsInput,
  ScheduledSession,
  SchedulingAgent,
  SchedulingOperation,
} from '../../packages/domain/src/scheduling/model.ts';
import { proposeSlots } from '../../packages/domain/src/scheduling/propose-slots.ts';
import type { Coordinates } from '../../packages/domain/src/scheduling/travel.ts';
import { SLOTS_PER_DAY } from '../../packages/domain/src/time-slots/constants.ts';
import { addDays, isWorkingDay } from '../../packages/domain/src/time-slots/week.ts';

const AGENTS = 200;
const WORKING_DAYS = 15;
const SESSIONS = 20_000;
const ROLES = 6;

export interface SchedulingResult {
  scenario: 'scheduling';
  agents: number;
  workingDays: number;
  sessions: number;
  engineRuns: number;
  bruteForceRuns: number;
  engineMedianMs: number;
  engineP95Ms: number;
  bruteForceMedianMs: number;
  /** Brute-force median ÷ engine median. */
  ratio: number;
  teamMedianMs: number;
  /** Runs where the engine and the brute force found the same dates, starts and costs. */
  sameCosts: number;
  /** Proposals found per engine run, on average (the case is not trivially empty). */
  proposalsPerRun: number;
}

/** A small seeded generator (mulberry32): the same company on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A company around Lyon: homes and places within about 40 km, days 70-90 % booked. */
export function generateSchedulingCase(seed = 12): Omit<ProposeSlotsInput, 'operation' | 'client'> & {
  randomPlace: () => Coordinates;
} {
  const random = seededRandom(seed);
  const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const randomPlace = () => ({ latitude: 45.45 + random() * 0.6, longitude: 4.45 + random() * 0.8 });
  const horizon: string[] = [];
  for (let date = '2026-11-23'; horizon.length < WORKING_DAYS; date = addDays(date, 1)) {
    if (isWorkingDay(date)) {
      horizon.push(date);
    }
  }
  const agents: SchedulingAgent[] = Array.from({ length: AGENTS }, (_agent, index) => {
    const roleIds = Array.from({ length: ROLES }, (_role, role) => role + 1).filter(() => random() < 0.5);
    return { id: index + 1, name: `Agent ${index + 1}`, ...randomPlace(), role_ids: roleIds };
  });
  const sessions: ScheduledSession[] = [];
  const agentDays = AGENTS * WORKING_DAYS;
  agents.forEach((agent, agentIndex) =>
    horizon.forEach((date, dateIndex) => {
      // 20,000 sessions over 3,000 agent-days: a third of the days hold 6 sessions, the rest 7.
      const dayNumber = agentIndex * WORKING_DAYS + dateIndex;
      const count =
        Math.floor(((dayNumber + 1) * SESSIONS) / agentDays) - Math.floor((dayNumber * SESSIONS) / agentDays);
      const lengths = Array.from({ length: count }, () => integer(2, 5));
      let free = SLOTS_PER_DAY - lengths.reduce((sum, length) => sum + length, 0);
      let slot = 0;
      for (const length of lengths) {
        const gap = integer(0, Math.max(0, Math.floor(free / 2)));
        free -= gap;
        slot += gap;
        sessions.push({ agent_id: agent.id, date, beginning: slot, ending: slot + length, ...randomPlace() });
        slot += length;
      }
    }),
  );
  return { agents, sessions, horizon, randomPlace };
}

const SINGLE: SchedulingOperation = {
  duration: 4,
  role_ids: [1],
  supports_teams: false,
  min_team_size: 1,
  team_requirements: [],
};
const TEAM: SchedulingOperation = {
  duration: 4,
  role_ids: [],
  supports_teams: true,
  min_team_size: 3,
  team_requirements: [
    { role_id: 2, min_agents: 1, max_agents: 1 },
    { role_id: 3, min_agents: 1, max_agents: 2 },
  ],
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))]!;
const round = (value: number) => Math.round(value * 100) / 100;

/** Times `engineRuns` proposals (one client each) and `bruteForceRuns` brute forces on clients spread among them. */
export function measureScheduling(engineRuns = 200, bruteForceRuns = 9): SchedulingResult {
  const company = generateSchedulingCase();
  const clients = Array.from({ length: engineRuns }, () => company.randomPlace());
  const inputFor = (operation: SchedulingOperation, client: Coordinates): ProposeSlotsInput => ({
    operation,
    client,
    agents: company.agents,
    sessions: company.sessions,
    horizon: company.horizon,
  });
  // Warm-up, so that the first timed runs are not the JIT's.
  for (const client of clients.slice(0, 20)) {
    proposeSlots(inputFor(SINGLE, client));
    proposeSlots(inputFor(TEAM, client));
  }
  const engineTimes: number[] = [];
  const teamTimes: number[] = [];
  const bruteForceTimes: number[] = [];
  let proposals = 0;
  let sameCosts = 0;
  const key = (slots: { date: string; beginning: number; cost: number }[]) =>
    slots.map(({ date, beginning, cost }) => `${date} ${beginning} ${cost}`).join('|');
  // The brute force runs between the engine's runs, so that a noisy moment of the shared machine
  // weighs on both sides of the ratio.
  const bruteForceEvery = Math.max(1, Math.floor(engineRuns / bruteForceRuns));
  clients.forEach((client, index) => {
    const input = inputFor(SINGLE, client);
    const start = performance.now();
    const found = proposeSlots(input);
    engineTimes.push(performance.now() - start);
    proposals += found.length;
    const teamStart = performance.now();
    proposeSlots(inputFor(TEAM, client));
    teamTimes.push(performance.now() - teamStart);
    if (index % bruteForceEvery === 0 && bruteForceTimes.length < bruteForceRuns) {
      const bruteForceStart = performance.now();
      const expected = bruteForceProposals(input);
      bruteForceTimes.push(performance.now() - bruteForceStart);
      sameCosts += key(found) === key(expected) ? 1 : 0;
    }
  });
  const engineMedianMs = median(engineTimes);
  const bruteForceMedianMs = median(bruteForceTimes);
  return {
    scenario: 'scheduling',
    agents: AGENTS,
    workingDays: WORKING_DAYS,
    sessions: company.sessions.length,
    engineRuns,
    bruteForceRuns,
    engineMedianMs: round(engineMedianMs),
    engineP95Ms: round(percentile(engineTimes, 0.95)),
    bruteForceMedianMs: round(bruteForceMedianMs),
    ratio: Math.round(bruteForceMedianMs / engineMedianMs),
    teamMedianMs: round(median(teamTimes)),
    sameCosts,
    proposalsPerRun: round(proposals / engineRuns),
  };
}

if (import.meta.main) {
  console.log(measureScheduling());
}

/**
 * The agents' days as timelines: the openings between an agent's sessions (home before the first
 * and after the last) where the new session fits with the drive in and the drive out.
 *
 * Built lazily: one pass files the sessions by date, and a date's per-agent timelines are sorted
 * only when the search reaches that date (the search often stops after a few dates). Sessions are
 * referred to by their index in the input, never copied; each place's drive to the client is
 * computed once per request.
 */
import type { SlotRange } from '../time-slots/slots.ts';
import type { ScheduledSession, SchedulingAgent } from './model.ts';
import { minutesToSlots, travelMinutes, type Coordinates } from './travel.ts';

/** Where one agent can take the new session between two places of its day, and what it costs. */
export interface Opening {
  /** First and last possible start slot (earliest <= latest). */
  earliest: number;
  latest: number;
  /** Driving minutes the session adds to the day: in + out − the drive it replaces, at least 0. */
  cost: number;
  /** The drive from the previous place (home at day start) to the client. */
  inboundMinutes: number;
}

/** One date's sessions by agent: agent `a`'s are `sessionIndexes[agentStarts[a] .. agentStarts[a + 1])`, by beginning. */
interface DateTimelines {
  sessionIndexes: Int32Array;
  agentStarts: Int32Array;
}

/** The request's agents, sessions and horizon, indexed for the search. */
export class DayTimelines {
  private readonly sessionsByDate: number[][];
  /** Per date: the agents' timelines (built on first use). */
  private readonly timelinesByDate: (DateTimelines | undefined)[];
  private readonly agentIndexById = new Map<number, number>();
  /** The agent index of each session filed (others are never read). */
  private readonly sessionAgent: Int32Array;
  /** Drive to the client, by place: session index, then `sessions.length + agent index` for homes. */
  private readonly minutesToClient: Float64Array;
  private readonly agents: readonly SchedulingAgent[];
  private readonly sessions: readonly ScheduledSession[];
  private readonly client: Coordinates;

  constructor(
    agents: readonly SchedulingAgent[],
    sessions: readonly ScheduledSession[],
    horizon: readonly string[],
    client: Coordinates,
  ) {
    this.agents = agents;
    this.sessions = sessions;
    this.client = client;
    agents.forEach((agent, index) => this.agentIndexById.set(agent.id, index));
    const dateIndexes = new Map(horizon.map((date, index) => [date, index]));
    this.sessionsByDate = horizon.map(() => []);
    this.timelinesByDate = horizon.map(() => undefined);
    this.sessionAgent = new Int32Array(sessions.length);
    // Rows usually come grouped by date or by agent: look a date or an agent up only when it changes.
    let lastDate = '';
    let dateIndex: number | undefined;
    let lastAgentId = Number.NaN;
    let agentIndex: number | undefined;
    for (let index = 0; index < sessions.length; index += 1) {
      const session = sessions[index]!;
      if (session.date !== lastDate) {
        lastDate = session.date;
        dateIndex = dateIndexes.get(lastDate);
      }
      if (session.agent_id !== lastAgentId) {
        lastAgentId = session.agent_id;
        agentIndex = this.agentIndexById.get(lastAgentId);
      }
      if (dateIndex !== undefined && agentIndex !== undefined) {
        this.sessionAgent[index] = agentIndex;
        this.sessionsByDate[dateIndex]!.push(index);
      }
    }
    this.minutesToClient = new Float64Array(sessions.length + agents.length).fill(Number.NaN);
  }

  /**
   * The date's sessions grouped by agent (a counting sort: no comparison between agents), each
   * agent's few sessions then put in order of beginning by insertion (usually already in order).
   */
  private timelinesOf(dateIndex: number): DateTimelines {
    let timelines = this.timelinesByDate[dateIndex];
    if (!timelines) {
      const indexes = this.sessionsByDate[dateIndex]!;
      const agentStarts = new Int32Array(this.agents.length + 1);
      for (const sessionIndex of indexes) {
        agentStarts[this.sessionAgent[sessionIndex]! + 1]! += 1;
      }
      for (let agentIndex = 0; agentIndex < this.agents.length; agentIndex += 1) {
        agentStarts[agentIndex + 1]! += agentStarts[agentIndex]!;
      }
      const cursors = agentStarts.slice(0, this.agents.length);
      const sessionIndexes = new Int32Array(indexes.length);
      for (const sessionIndex of indexes) {
        sessionIndexes[cursors[this.sessionAgent[sessionIndex]!]!++] = sessionIndex;
      }
      for (let agentIndex = 0; agentIndex < this.agents.length; agentIndex += 1) {
        this.sortByBeginning(sessionIndexes, agentStarts[agentIndex]!, agentStarts[agentIndex + 1]!);
      }
      timelines = { sessionIndexes, agentStarts };
      this.timelinesByDate[dateIndex] = timelines;
    }
    return timelines;
  }

  private sortByBeginning(sessionIndexes: Int32Array, from: number, to: number): void {
    const isBefore = (a: number, b: number) => {
      const first = this.sessions[a]!;
      const second = this.sessions[b]!;
      return (
        first.beginning < second.beginning ||
        (first.beginning === second.beginning && first.ending < second.ending)
      );
    };
    for (let position = from + 1; position < to; position += 1) {
      const current = sessionIndexes[position]!;
      let slot = position;
      while (slot > from && isBefore(current, sessionIndexes[slot - 1]!)) {
        sessionIndexes[slot] = sessionIndexes[slot - 1]!;
        slot -= 1;
      }
      sessionIndexes[slot] = current;
    }
  }

  private placeOf(place: number): Coordinates {
    return place < this.sessions.length ? this.sessions[place]! : this.agents[place - this.sessions.length]!;
  }

  private minutesToClientOf(place: number): number {
    let minutes = this.minutesToClient[place]!;
    if (Number.isNaN(minutes)) {
      minutes = travelMinutes(this.placeOf(place), this.client);
      this.minutesToClient[place] = minutes;
    }
    return minutes;
  }

  /**
   * Calls `visit` for every opening of agent `agentIndex` on date `dateIndex`, earliest first. Gaps
   * shorter than the session are skipped before any travel is computed.
   */
  forEachOpening(
    agentIndex: number,
    dateIndex: number,
    duration: number,
    workingHours: SlotRange,
    visit: (opening: Opening) => void,
  ): void {
    const home = this.sessions.length + agentIndex;
    let previous = home;
    // Home at day start counts as a place left at the start of working hours.
    let previousEnd = workingHours.beginning;
    const consider = (next: number, nextBeginning: number) => {
      const freeBeginning = Math.max(previousEnd, workingHours.beginning);
      const freeEnd = Math.min(nextBeginning, workingHours.ending);
      if (freeEnd - freeBeginning < duration) {
        return;
      }
      const inbound = this.minutesToClientOf(previous);
      const outbound = this.minutesToClientOf(next);
      const earliest = Math.max(workingHours.beginning, previousEnd + minutesToSlots(inbound));
      const latest = Math.min(workingHours.ending, nextBeginning - minutesToSlots(outbound)) - duration;
      if (latest < earliest) {
        return;
      }
      const replaced =
        previous === home && next === home ? 0 : travelMinutes(this.placeOf(previous), this.placeOf(next));
      visit({ earliest, latest, cost: Math.max(0, inbound + outbound - replaced), inboundMinutes: inbound });
    };
    const { sessionIndexes, agentStarts } = this.timelinesOf(dateIndex);
    for (let position = agentStarts[agentIndex]!; position < agentStarts[agentIndex + 1]!; position += 1) {
      const sessionIndex = sessionIndexes[position]!;
      const session = this.sessions[sessionIndex]!;
      consider(sessionIndex, session.beginning);
      if (session.ending > previousEnd) {
        previousEnd = session.ending;
        previous = sessionIndex;
      }
    }
    consider(home, workingHours.ending);
  }
}

/**
 * One agent's day as a timeline: the openings between its sessions (home before the first and
 * after the last) where the new session fits with the drive in and the drive out.
 */
import type { SlotRange } from '../time-slots/slots.ts';
import { minutesToSlots, travelMinutes, type Coordinates } from './travel.ts';

/** A session on an agent's timeline; `minutesToClient` is filled on first use (NaN before). */
export interface TimelineSession extends SlotRange, Coordinates {
  minutesToClient: number;
}

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

/** The agent's home and its drive to the client (NaN until computed). */
export interface TimelineHome extends Coordinates {
  minutesToClient: number;
}

function minutesToClientOf(place: TimelineSession | TimelineHome, client: Coordinates): number {
  if (Number.isNaN(place.minutesToClient)) {
    place.minutesToClient = travelMinutes(place, client);
  }
  return place.minutesToClient;
}

/**
 * Calls `visit` for every opening of the day, earliest first. `sessions` are the agent's sessions
 * of that date sorted by beginning. Gaps shorter than the session are skipped before any travel is
 * computed; each place's drive to the client is computed once and kept on the place.
 */
export function forEachOpening(
  sessions: readonly TimelineSession[],
  home: TimelineHome,
  client: Coordinates,
  duration: number,
  workingHours: SlotRange,
  visit: (opening: Opening) => void,
): void {
  let previous: TimelineSession | TimelineHome = home;
  // Home at day start counts as a place left at the start of working hours.
  let previousEnd = workingHours.beginning;
  const consider = (next: TimelineSession | TimelineHome, nextBeginning: number) => {
    const freeBeginning = Math.max(previousEnd, workingHours.beginning);
    const freeEnd = Math.min(nextBeginning, workingHours.ending);
    if (freeEnd - freeBeginning < duration) {
      return;
    }
    const inbound = minutesToClientOf(previous, client);
    const outbound = minutesToClientOf(next, client);
    const earliest = Math.max(workingHours.beginning, previousEnd + minutesToSlots(inbound));
    const latest = Math.min(workingHours.ending, nextBeginning - minutesToSlots(outbound)) - duration;
    if (latest < earliest) {
      return;
    }
    const replaced = previous === home && next === home ? 0 : travelMinutes(previous, next);
    visit({ earliest, latest, cost: Math.max(0, inbound + outbound - replaced), inboundMinutes: inbound });
  };
  for (const session of sessions) {
    consider(session, session.beginning);
    if (session.ending > previousEnd) {
      previousEnd = session.ending;
      previous = session;
    }
  }
  consider(home, workingHours.ending);
}

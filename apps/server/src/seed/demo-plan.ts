import {
  SLOTS_PER_DAY,
  addDays,
  isWorkingDay,
  travelSlots,
  workWeekAt,
  type Coordinates,
  type CreationType,
} from '@tourneo/domain';
import { isSchedulingDay } from '@tourneo/domain/scheduling/horizon';
import { parisInstant } from '@tourneo/domain/time/paris-wall-clock';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_PLACES, type DemoPlace } from './demo-places.ts';

/**
 * The demo company's activity as plain data, computed from the Paris date at seed time with a
 * seeded generator (the same date gives the same activity): two months of past visits, this week
 * and next. Pure: apps/server/src/seed/demo-activity.ts writes it.
 */

/** Weeks of past activity before this week (about two months). */
export const DEMO_PAST_WEEKS = 8;

export interface PlanAgent extends Coordinates {
  id: number;
  /** The operations whose qualifications the agent holds. */
  operationIds: readonly number[];
}

export interface PlanOperation {
  id: number;
  /** In slots of 15 minutes. */
  duration: number;
}

export type VisitStatus = 'completed' | 'planned' | 'cancelled';

export interface PlannedVisit {
  agentId: number;
  operationId: number;
  date: string;
  beginning: number;
  ending: number;
  status: VisitStatus;
  creationType: CreationType;
  /** The link's channel, for a visit booked by the client through its link. */
  bookedVia: 'email' | 'sms' | null;
  /** When the mission was made (booked, or planned in the calendar). */
  createdAt: Date;
  /** When it was cancelled, for a cancelled visit. */
  cancelledAt: Date | null;
  place: DemoPlace & { number: number };
  prenom: string;
  name: string;
  /** A small number drawn for the visit, to vary what the seed writes (comments, answers, pictures). */
  variant: number;
}

export interface DemoPeriod {
  /** The first day of the past activity (a Monday). */
  from: string;
  /** The first day still to come: today on a working day, else the next Monday. */
  firstUpcoming: string;
  /** The week shown as "this week" (on a weekend, the coming one) and the one after it. */
  thisWeek: { start: string; end: string };
  nextWeek: { start: string; end: string };
}

/**
 * The demo's weeks at the Paris date `today`: on a weekend, "this week" is the coming one (a demo
 * opened on a Saturday shows next Monday's work), so no session ever falls on a weekend.
 */
export function demoPeriodOf(today: string): DemoPeriod {
  const offset = isWorkingDay(today) ? 0 : 1;
  const thisWeek = workWeekAt(today, offset);
  const nextWeek = workWeekAt(today, offset + 1);
  return {
    from: workWeekAt(today, -DEMO_PAST_WEEKS).start,
    firstUpcoming: offset === 0 ? today : thisWeek.start,
    thisWeek: { start: thisWeek.start, end: thisWeek.end },
    nextWeek: { start: nextWeek.start, end: nextWeek.end },
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** An index drawn from cumulative weights. */
function weighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = random() * total;
  for (const [index, weight] of weights.entries()) {
    draw -= weight;
    if (draw < 0) {
      return index;
    }
  }
  return weights.length - 1;
}

/** How many visits an agent has on a day: past days sometimes none; upcoming days at least one. */
const VISITS_PER_DAY = { past: [0.08, 0.22, 0.45, 0.25], upcoming: [0, 0.3, 0.45, 0.25] } as const;
const CANCELLED_SHARE = { past: 0.07, upcoming: 0.04 } as const;
/** Booked through a link, by the planner's take-charge, the rest planned in the calendar. */
const ORIGIN_WEIGHTS = [0.08, 0.07, 0.85] as const;
const ORIGINS: readonly CreationType[] = ['automatic', 'semi_automatic', 'manual'];
/** The places an agent is sent to: the nearest ones to its home. */
const PLACES_PER_AGENT = 8;
/** Lunch: 45 minutes, taken once after a visit that ends between 11h30 and 13h00. */
const LUNCH = { slots: 3, after: 14, before: 20 } as const;
const HOUR_MS = 3_600_000;

function placesNear(agent: Coordinates): DemoPlace[] {
  return [...DEMO_PLACES]
    .sort((a, b) => travelSlots(agent, a) - travelSlots(agent, b) || a.postalCode.localeCompare(b.postalCode))
    .slice(0, PLACES_PER_AGENT);
}

/** When the mission was made: 2 to 20 days before its date, during office hours, never after `now`. */
function creationTimeOf(random: Random, date: string, now: Date): Date {
  const day = addDays(date, -(2 + Math.floor(random() * 19)));
  const made = parisInstant(day, 9 + Math.floor(random() * 8), Math.floor(random() * 4) * 15);
  const latest = now.getTime() - (1 + Math.floor(random() * 48)) * HOUR_MS;
  return new Date(Math.min(made.getTime(), latest));
}

/** One agent's visits of one day, one after the other with the engine's travel times between them. */
function planDay(
  random: Random,
  agent: PlanAgent,
  date: string,
  count: number,
  operations: ReadonlyMap<number, PlanOperation>,
  places: readonly DemoPlace[],
): Omit<PlannedVisit, 'status' | 'creationType' | 'bookedVia' | 'createdAt' | 'cancelledAt'>[] {
  const visits = [];
  let here: Coordinates = agent;
  let free = 0;
  let hasEaten = false;
  for (let index = 0; index < count; index += 1) {
    const place = pick(random, places);
    const operation = operations.get(pick(random, agent.operationIds))!;
    const earliest = free + travelSlots(here, place);
    // Most visits start on the hour or the half hour, some a little later.
    const beginning = Math.ceil((earliest + pick(random, [0, 0, 1, 2, 4])) / 2) * 2;
    const ending = beginning + operation.duration;
    if (ending + travelSlots(place, agent) > SLOTS_PER_DAY) {
      break;
    }
    visits.push({
      agentId: agent.id,
      operationId: operation.id,
      date,
      beginning,
      ending,
      place: { ...place, number: 1 + Math.floor(random() * 120) },
      prenom: pick(random, DEMO_FIRST_NAMES),
      name: pick(random, DEMO_LAST_NAMES),
      variant: Math.floor(random() * 1000),
    });
    here = place;
    free = ending;
    if (!hasEaten && ending >= LUNCH.after && ending <= LUNCH.before) {
      free += LUNCH.slots;
      hasEaten = true;
    }
  }
  return visits;
}

/**
 * The demo's visits from `period.from` to the end of next week, on scheduling days only (Monday to
 * Friday, French public holidays off): before `period.firstUpcoming` completed or cancelled, from it
 * planned or cancelled. Each agent's visits of a day never overlap and leave the travel time between
 * two places (travel from and to home inside 8h00-17h00, as the scheduling engine counts it).
 */
export function planDemoActivity(options: {
  period: DemoPeriod;
  now: Date;
  agents: readonly PlanAgent[];
  operations: readonly PlanOperation[];
  random: Random;
}): PlannedVisit[] {
  const { period, now, agents, random } = options;
  const operations = new Map(options.operations.map((operation) => [operation.id, operation]));
  const placesOf = new Map(agents.map((agent) => [agent.id, placesNear(agent)]));
  const visits: PlannedVisit[] = [];
  for (let date = period.from; date <= period.nextWeek.end; date = addDays(date, 1)) {
    if (!isSchedulingDay(date)) {
      continue;
    }
    const isPast = date < period.firstUpcoming;
    for (const agent of agents) {
      if (agent.operationIds.length === 0) {
        continue;
      }
      const count = weighted(random, isPast ? VISITS_PER_DAY.past : VISITS_PER_DAY.upcoming);
      for (const visit of planDay(random, agent, date, count, operations, placesOf.get(agent.id)!)) {
        const creationType = ORIGINS[weighted(random, ORIGIN_WEIGHTS)]!;
        const createdAt = creationTimeOf(random, date, now);
        const isCancelled = random() < (isPast ? CANCELLED_SHARE.past : CANCELLED_SHARE.upcoming);
        const cancelledBy = Math.min(parisInstant(date, 8).getTime(), now.getTime());
        visits.push({
          ...visit,
          status: isCancelled ? 'cancelled' : isPast ? 'completed' : 'planned',
          creationType,
          bookedVia: creationType === 'automatic' ? (random() < 0.6 ? 'email' : 'sms') : null,
          createdAt,
          cancelledAt: isCancelled
            ? new Date(createdAt.getTime() + (cancelledBy - createdAt.getTime()) * (0.3 + random() * 0.6))
            : null,
        });
      }
    }
  }
  return visits;
}

import { MESSAGES, SLOTS_PER_DAY, slotToLabel, type SlotRange } from '@tourneo/domain';
import { dayLabel } from '@tourneo/domain/calendar/calendar-week';
import {
  missionColours,
  type MissionColours,
  type OperationColourMap,
} from '@tourneo/domain/calendar/operation-colour';
import { hoursOf, isCompleted } from '../grid/grid-cells.ts';

/** What the calendar reads of a session agent (the week read's shape). */
export interface CalendarSessionAgent {
  agent_id: number;
  agent_name?: string | undefined;
  role: string;
  is_lead: boolean;
}

/** What the calendar reads of a session. */
export interface CalendarSession {
  session_id: number;
  date: string;
  beginning: number;
  ending: number;
  session_status: string;
  agents: readonly CalendarSessionAgent[];
}

/** What the calendar reads of a mission. */
export interface CalendarMission {
  id: number;
  client_name: string;
  operation_name?: string | null | undefined;
  status: string;
  /** 'automatic': the client booked it through the link; the others were planned by the company. */
  creation_type?: string | undefined;
  /** Its client was erased (GDPR): no edit action on it (`canChangeAppointmentOf`). */
  client_erased?: boolean | undefined;
  sessions: readonly CalendarSession[];
}

/** A session placed on the week: its day column, its slots, its colours and what it says. */
export interface PlacedSession<M extends CalendarMission = CalendarMission> {
  mission: M;
  session: M['sessions'][number];
  dayIndex: number;
  date: string;
  beginning: number;
  ending: number;
  colours: MissionColours;
  /** The client booked it through the link (shown by an icon, said in the description). */
  isBookedByClient: boolean;
  /** '9h00 - 10h00' */
  hours: string;
  /** What a screen reader hears for the session: client, hours, operation, status (the block's text, in its order). */
  description: string;
}

export interface WeekLayout<M extends CalendarMission = CalendarMission> {
  days: readonly string[];
  sessions: PlacedSession<M>[];
  /** For each day, the session covering each of its 36 slots (or undefined). */
  cover: (PlacedSession<M> | undefined)[][];
}

/** The client booked the mission through the link (the booking page writes 'automatic'). */
export const isBookedByClient = (mission: CalendarMission) => mission.creation_type === 'automatic';

/**
 * Places the agent's sessions of the week on the grid (sessions of other days are left out),
 * coloured by `operationColours` (the company's operations' colours, see `assignOperationColours`).
 */
export function layOutWeek<M extends CalendarMission>(
  days: readonly string[],
  missions: readonly M[],
  operationColours?: OperationColourMap,
): WeekLayout<M> {
  const cover = days.map(() => new Array<PlacedSession<M> | undefined>(SLOTS_PER_DAY).fill(undefined));
  const sessions: PlacedSession<M>[] = [];
  for (const mission of missions) {
    for (const session of mission.sessions) {
      const dayIndex = days.indexOf(session.date);
      if (dayIndex === -1) {
        continue;
      }
      const completed = isCompleted(mission, session);
      const hours = hoursOf(session);
      const operation = mission.operation_name ? `, ${mission.operation_name}` : '';
      const bookedByClient = isBookedByClient(mission);
      const booking = bookedByClient ? `, ${MESSAGES.calendar.bookedByClient.toLowerCase()}` : '';
      const placed: PlacedSession<M> = {
        mission,
        session,
        dayIndex,
        date: session.date,
        beginning: session.beginning,
        ending: session.ending,
        colours: missionColours(mission.operation_name, completed, operationColours),
        isBookedByClient: bookedByClient,
        hours,
        description: `${mission.client_name}, ${hours}${operation}${booking}${completed ? ', terminé' : ''}`,
      };
      sessions.push(placed);
      for (let slot = session.beginning; slot < session.ending && slot < SLOTS_PER_DAY; slot += 1) {
        cover[dayIndex]![slot] = placed;
      }
    }
  }
  return { days, sessions, cover };
}

/** The day's sessions as slot ranges, leaving out one session (the one being moved). */
export function rangesOfDay(layout: WeekLayout, dayIndex: number, exceptSessionId?: number): SlotRange[] {
  return layout.sessions
    .filter((placed) => placed.dayIndex === dayIndex && placed.session.session_id !== exceptSessionId)
    .map(({ beginning, ending }) => ({ beginning, ending }));
}

/** A cell's accessible name: 'lundi 23 novembre, 9h00, libre' or '..., 9h00, Dupont, 9h00 - 10h00, Nettoyage'. */
export function cellName(date: string, slot: number, covering: PlacedSession | undefined): string {
  return `${dayLabel(date)}, ${slotToLabel(slot)}, ${covering ? covering.description : 'libre'}`;
}

/** A drag or keyboard selection: the same slots on one or several consecutive days. */
export interface SlotSelection {
  fromDay: number;
  toDay: number;
  beginning: number;
  ending: number;
}

/** The selection between two cells (in any order), both included. */
export function selectionBetween(
  a: { day: number; slot: number },
  b: { day: number; slot: number },
): SlotSelection {
  return {
    fromDay: Math.min(a.day, b.day),
    toDay: Math.max(a.day, b.day),
    beginning: Math.min(a.slot, b.slot),
    ending: Math.max(a.slot, b.slot) + 1,
  };
}

export const isInSelection = (selection: SlotSelection | null, day: number, slot: number) =>
  selection !== null &&
  day >= selection.fromDay &&
  day <= selection.toDay &&
  slot >= selection.beginning &&
  slot < selection.ending;

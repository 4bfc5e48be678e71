import {
  FIRST_END_SLOT,
  FIRST_START_SLOT,
  SLOTS_PER_DAY,
  LAST_START_SLOT,
  addDays,
  isWorkingDay,
  isoToFrenchDate,
  slotToLabel,
} from '@tourneo/domain';

/**
 * One session being added: its day as typed (dd/MM/yyyy), hours in slots, agents (the first
 * leads); the domain's `addSessionsFormSchema` checks the rows.
 */
export interface SessionRow {
  date: string;
  beginning: number;
  ending: number;
  agentIds: number[];
}

/** The session manager's form: its rows. */
export interface SessionRowsValues {
  sessions: SessionRow[];
}

export const START_SLOT_CHOICES = Array.from(
  { length: LAST_START_SLOT - FIRST_START_SLOT + 1 },
  (_slot, index) => ({
    value: String(FIRST_START_SLOT + index),
    label: slotToLabel(FIRST_START_SLOT + index),
  }),
);
export const END_SLOT_CHOICES = Array.from(
  { length: SLOTS_PER_DAY - FIRST_END_SLOT + 1 },
  (_slot, index) => ({
    value: String(FIRST_END_SLOT + index),
    label: slotToLabel(FIRST_END_SLOT + index),
  }),
);

/** The first working day after `date` that is not before `today`. */
export function nextPlannableDay(date: string, today: string): string {
  let day = addDays(date < today ? addDays(today, -1) : date, 1);
  while (!isWorkingDay(day)) {
    day = addDays(day, 1);
  }
  return day;
}

/** A new row: the working day after the last one given, same hours and agents. */
export function nextSessionRow(
  after: { isoDate: string; beginning: number; ending: number; agentIds: number[] },
  today: string,
): SessionRow {
  return {
    date: isoToFrenchDate(nextPlannableDay(after.isoDate, today)),
    beginning: after.beginning,
    ending: after.ending,
    agentIds: [...after.agentIds],
  };
}

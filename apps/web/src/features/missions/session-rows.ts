import {
  FIRST_END_SLOT,
  FIRST_START_SLOT,
  SLOTS_PER_DAY,
  LAST_START_SLOT,
  MESSAGES,
  addDays,
  findPlanDateError,
  findSlotRangeError,
  isWorkingDay,
  isoToFrenchDate,
  slotToLabel,
  type SessionBody,
} from '@tourneo/domain';

/** One session being added: its day as typed (dd/MM/yyyy), hours in slots, agents. */
export interface SessionRow {
  key: number;
  date: string;
  beginning: number;
  ending: number;
  agentIds: number[];
}

export type SessionRowErrors = Partial<Record<'date' | 'ending' | 'agents', string>>;

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
  key: number,
  after: { isoDate: string; beginning: number; ending: number; agentIds: number[] },
  today: string,
): SessionRow {
  return {
    key,
    date: isoToFrenchDate(nextPlannableDay(after.isoDate, today)),
    beginning: after.beginning,
    ending: after.ending,
    agentIds: [...after.agentIds],
  };
}

export type ValidatedRows =
  | { isValid: true; sessions: SessionBody[] }
  | { isValid: false; errors: Map<number, SessionRowErrors>; message?: string };

/**
 * The rows checked as the server will: at least one ('Veuillez ajouter au moins une session'),
 * each with a plannable day, valid hours and an agent; the first agent leads.
 */
export function validateSessionRows(rows: readonly SessionRow[], today: string): ValidatedRows {
  if (rows.length === 0) {
    return { isValid: false, errors: new Map(), message: MESSAGES.missions.sessionsRequired };
  }
  const errors = new Map<number, SessionRowErrors>();
  const sessions: SessionBody[] = [];
  for (const row of rows) {
    const rowErrors: SessionRowErrors = {};
    const date = findPlanDateError(row.date, today);
    if (date.error !== null) {
      rowErrors.date = date.error;
    }
    const rangeError = findSlotRangeError({ beginning: row.beginning, ending: row.ending });
    if (rangeError !== null) {
      rowErrors.ending = rangeError;
    }
    if (row.agentIds.length === 0) {
      rowErrors.agents = MESSAGES.missions.sessionAgentRequired;
    }
    if (Object.keys(rowErrors).length > 0 || date.isoDate === null) {
      errors.set(row.key, rowErrors);
      continue;
    }
    sessions.push({
      date: date.isoDate,
      beginning: row.beginning,
      ending: row.ending,
      agents: row.agentIds.map((agentId, index) => ({ agent_id: agentId, is_lead: index === 0 })),
    });
  }
  return errors.size > 0 ? { isValid: false, errors } : { isValid: true, sessions };
}

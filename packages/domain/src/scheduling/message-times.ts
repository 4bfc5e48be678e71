/**
 * When the client messages go out, as absolute instants (docs/decisions/0016-messaging.md):
 * invitations the next scheduling day at 9h00 Paris time, reminders seven days and one day before
 * the appointment at 9h00 Paris time. Imported by path (`@tourneo/domain/scheduling/message-times`):
 * it carries the public holidays, which the web app does not need.
 */
import { parisDateOf } from '../time/paris.ts';
import { parisInstant } from '../time/paris-wall-clock.ts';
import { slotToMinutes } from '../time-slots/slot-clock.ts';
import { addDays } from '../time-slots/week.ts';
import { isSchedulingDay } from './horizon.ts';

/** Invitations and reminders leave at 9h00, Paris time. */
export const MESSAGE_HOUR = 9;

/** The start of an appointment: its date and its first quarter-hour slot, as an instant. */
export function appointmentStart(date: string, beginning: number): Date {
  const minutes = slotToMinutes(beginning);
  return parisInstant(date, Math.floor(minutes / 60), minutes % 60);
}

/**
 * When the invitations of clients imported at `now` go out: the next scheduling day (Monday to
 * Friday, French public holidays skipped) at 9h00 Paris time.
 */
export function nextWorkingDayAtNine(now: Date): Date {
  let date = addDays(parisDateOf(now), 1);
  while (!isSchedulingDay(date)) {
    date = addDays(date, 1);
  }
  return parisInstant(date, MESSAGE_HOUR);
}

export type ReminderKind = 'reminder_d7' | 'reminder_d1';

/** Days before the appointment of each reminder. */
export const REMINDER_DAYS_BEFORE: Readonly<Record<ReminderKind, number>> = {
  reminder_d7: 7,
  reminder_d1: 1,
};

/**
 * The reminders of an appointment on `date` still to come at `now`: D-7 and D-1 at 9h00 Paris
 * time, calendar days. One whose time has passed is left out (booked less than 7 days ahead: D-1
 * only; booked the day before after 9h00: none).
 */
export function reminderTimes(date: string, now: Date): { kind: ReminderKind; sendAfter: Date }[] {
  return (Object.entries(REMINDER_DAYS_BEFORE) as [ReminderKind, number][])
    .map(([kind, days]) => ({ kind, sendAfter: parisInstant(addDays(date, -days), MESSAGE_HOUR) }))
    .filter(({ sendAfter }) => sendAfter.getTime() > now.getTime());
}

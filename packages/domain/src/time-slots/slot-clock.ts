/**
 * A slot's time of day, with no message catalogue behind it: the booking page imports this alone
 * (its bundle budget), the rest of the code through slots.ts.
 */
import { DAY_START_HOUR, SLOT_MINUTES } from './constants.ts';

/** The minutes after midnight at which the slot starts (slot 0 = 480, 8h00). */
export function slotToMinutes(slot: number): number {
  return DAY_START_HOUR * 60 + slot * SLOT_MINUTES;
}

/** A time of day in minutes after midnight, the French way: 485 is '8h05', 865 is '14h25'. */
export function minutesToLabel(minutes: number): string {
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}

/** The slot's time as the calendar shows it: slot 0 is '8h00', slot 36 is '17h00'. */
export function slotToLabel(slot: number): string {
  return minutesToLabel(slotToMinutes(slot));
}

/** The slot's time as a clock: slot 0 is '08:00', slot 36 is '17:00'. */
export function slotToClock(slot: number): string {
  const minutes = slotToMinutes(slot);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

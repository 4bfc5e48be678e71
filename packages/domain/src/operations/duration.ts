import { SLOT_MINUTES } from '../time-slots/constants.ts';

/** An operation lasts 1 to 480 slots of 15 minutes (15 minutes to 120 hours). */
export const DURATION_MIN_SLOTS = 1;
export const DURATION_MAX_SLOTS = 480;
/** New operations last 4 slots (1 hour). */
export const DURATION_DEFAULT_SLOTS = 4;
/** The duration editor counts in working days of 8 hours. */
export const WORKDAY_HOURS = 8;

function hoursAndMinutes(totalMinutes: number): string {
  if (totalMinutes < 60) {
    return `${totalMinutes} min`;
  }
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/**
 * A duration in slots as people read it: minutes under an hour ("45 min"),
 * else hours and minutes ("1 h", "2 h 30 min").
 */
export function formatDuration(slots: number): string {
  return hoursAndMinutes(slots * SLOT_MINUTES);
}

/**
 * The duration editor's reading: whole working days of 8 hours first, then hours and minutes
 * ("1 jour 1 h 15 min", "15 jours"); under a day it reads like `formatDuration`.
 */
export function formatDurationInWorkdays(slots: number): string {
  const totalMinutes = slots * SLOT_MINUTES;
  const dayMinutes = WORKDAY_HOURS * 60;
  const days = Math.floor(totalMinutes / dayMinutes);
  const rest = totalMinutes % dayMinutes;
  if (days === 0) {
    return hoursAndMinutes(rest);
  }
  const dayLabel = `${days} ${days > 1 ? 'jours' : 'jour'}`;
  return rest === 0 ? dayLabel : `${dayLabel} ${hoursAndMinutes(rest)}`;
}

import { DAY_START_HOUR, SLOTS_PER_DAY, SLOT_MINUTES } from '../time-slots/constants.ts';

/** A working day's minutes: 36 slots of 15 minutes (8h00-17h00). */
export const WORKING_DAY_MINUTES = SLOTS_PER_DAY * SLOT_MINUTES;
/** The hours of the heatmap: 8h … 16h (the last starts at 16h00, the day ends at 17h00). */
export const WORKING_HOURS = Array.from(
  { length: (SLOTS_PER_DAY * SLOT_MINUTES) / 60 },
  (_, index) => DAY_START_HOUR + index,
);
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'] as const;

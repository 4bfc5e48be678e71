import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';

/** '2026-11-24' → 'Mardi 24 novembre 2026'. */
export const formatDay = dayLabel;

/** A quarter-hour slot as a time: slot 0 is '8h00'. */
export const formatSlot = slotToLabel;

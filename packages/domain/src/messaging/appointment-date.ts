import { dayLabel } from '../time-slots/day-label.ts';

/**
 * An appointment's day as a message says it in a sentence: '2026-11-24' → 'mardi 24 novembre
 * 2026', and the first of a month the French way, '2026-12-01' → 'mardi 1er décembre 2026'.
 * (A time reads with `slotToLabel(slot)` → '9h00', or `minutesToLabel(minutes)` → '14h25'.)
 */
export function formatAppointmentDate(date: string): string {
  const label = dayLabel(date);
  return (label.charAt(0).toLowerCase() + label.slice(1)).replace(/^(\S+) 1 /, '$1 1er ');
}

import { slotToLabel } from '@tourneo/domain/time-slots/slots';

// The platform's French date format rather than date-fns and its locale: this page's budget is
// counted in kilobytes. Dates are calendar days (YYYY-MM-DD), read at midnight UTC.
const DAY_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-24' → 'Mardi 24 novembre 2026'. */
export function formatDay(date: string): string {
  const text = DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A quarter-hour slot as a time: slot 0 is '8h00'. */
export const formatSlot = slotToLabel;

// The platform's French date format rather than date-fns and its locale: the booking page, which
// shows these, counts its budget in kilobytes. Dates are calendar days, read at midnight UTC.
const DAY_FORMAT = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as a French sentence starts it: '2026-11-24' → 'Mardi 24 novembre 2026'. */
export function dayLabel(date: string): string {
  const text = DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

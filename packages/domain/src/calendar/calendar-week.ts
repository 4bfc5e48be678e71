// One module per function: the date-fns index loads every function.
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';
import { TIME_ZONE, parisOffsetMinutes } from '../time/paris.ts';
import { isIsoDate, mondayOf } from '../time-slots/week.ts';

const WEEK_MS = 7 * 86_400_000;
/** The calendar reads weeks ten years either way (`WEEK_OFFSET_MAX` of the week read). */
const WEEK_OFFSET_LIMIT = 520;

/** A 'YYYY-MM-DD' date as a local date at noon (formatting reads its local fields). */
const localNoon = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
};

/**
 * The calendar's `currentWeek` offset of the week holding `date`, counted from the week holding
 * `today` (0: this week, -1: last week); 0 for a text that is not a date, clamped to ten years.
 */
export function weekOffsetOf(today: string, date: string): number {
  if (!isIsoDate(date)) {
    return 0;
  }
  const weeks = Math.round((Date.parse(mondayOf(date)) - Date.parse(mondayOf(today))) / WEEK_MS);
  return Math.max(-WEEK_OFFSET_LIMIT, Math.min(WEEK_OFFSET_LIMIT, weeks));
}

/** The week's label: 'Semaine du 23 novembre - 27 novembre' (Monday to Friday). */
export function weekLabel(start: string, end: string): string {
  const dayMonth = (date: string) => format(localNoon(date), 'd MMMM', { locale: fr });
  return `Semaine du ${dayMonth(start)} - ${dayMonth(end)}`;
}

/** A day as the calendar's column header says it: 'lundi 23 novembre'. */
export function dayLabel(date: string): string {
  return format(localNoon(date), 'EEEE d MMMM', { locale: fr });
}

/** A day in short: 'lun. 23/11'. */
export function shortDayLabel(date: string): string {
  return format(localNoon(date), 'EEE dd/MM', { locale: fr });
}

/**
 * Paris's offset from UTC on that date, as the calendar shows it: '(UTC+1) Europe/Paris' in
 * winter, '(UTC+2) Europe/Paris' in summer. Clocks change on a Sunday at night, so one offset
 * holds for a whole Monday-Friday week.
 */
export function parisOffsetLabel(date: string): string {
  const minutes = parisOffsetMinutes(new Date(`${date}T12:00:00Z`));
  const hours = minutes / 60;
  const sign = hours < 0 ? '-' : '+';
  const absolute = Math.abs(hours);
  const text = Number.isInteger(absolute)
    ? String(absolute)
    : `${Math.floor(absolute)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  return `(UTC${sign}${text}) ${TIME_ZONE}`;
}

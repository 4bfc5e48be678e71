import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { MESSAGES } from '../messages/fr.ts';
import { isIsoDate, isPastDate, isWorkingDay } from '../time-slots/week.ts';

/** The mission popup's date format (spec 2: French, dd/MM/yyyy). */
export const FRENCH_DATE_FORMAT = 'dd/MM/yyyy';
const ISO_DATE_FORMAT = 'yyyy-MM-dd';
/** Noon, so that no time zone moves the day. */
const NOON = new Date(2000, 0, 1, 12);

/** '2026-11-23' → '23/11/2026'. */
export function isoToFrenchDate(isoDate: string): string {
  return format(parse(isoDate, ISO_DATE_FORMAT, NOON), FRENCH_DATE_FORMAT);
}

/**
 * '23/11/2026' or '3/1/2027' → ISO (four-digit years only);
 * `null` when the text is not a real date in that format.
 */
export function frenchDateToIso(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) {
    return null;
  }
  const date = parse(trimmed, 'd/M/yyyy', NOON);
  if (!isValid(date)) {
    return null;
  }
  const iso = format(date, ISO_DATE_FORMAT);
  return isIsoDate(iso) ? iso : null;
}

/**
 * Why a date typed in a mission popup cannot be planned, or `null` when it can: none chosen
 * ('Veuillez sélectionner une date'), the format, a
 * past date (a date left as it was is not re-checked: editing last week's mission keeps its day),
 * a weekend. The same rules as the server's (`MESSAGES.missions.*`).
 */
export function findPlanDateError(
  text: string,
  today: string,
  unchangedIsoDate?: string,
): { error: string; isoDate: null } | { error: null; isoDate: string } {
  if (text.trim() === '') {
    return { error: MESSAGES.missions.dateRequired, isoDate: null };
  }
  const isoDate = frenchDateToIso(text);
  if (isoDate === null) {
    return { error: MESSAGES.missions.frenchDateInvalid, isoDate: null };
  }
  if (isoDate === unchangedIsoDate) {
    return { error: null, isoDate };
  }
  if (isPastDate(isoDate, today)) {
    return { error: MESSAGES.missions.pastDate, isoDate: null };
  }
  if (!isWorkingDay(isoDate)) {
    return { error: MESSAGES.missions.weekendDate, isoDate: null };
  }
  return { error: null, isoDate };
}

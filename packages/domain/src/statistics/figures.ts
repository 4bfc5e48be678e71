/**
 * The Statistiques screen's rules (issue 23): rates, trends against the previous period, the
 * spec's colour thresholds (spec 2 §9), French month names. Pure; the server and the web share them.
 */

/** French month names, January first (the charts' axes and the tables). */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The months' short names of the charts' axes ('janv.', 'févr.'…). */
export const FRENCH_MONTHS_SHORT = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/** Rounds to one decimal (figures shown as '83,3 %'). */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Rounds to two decimals (shared missions' shares: 1/3 of a mission is 0.33). */
export function roundHundredth(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Percent of `part` in `whole`, one decimal; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : roundTenth((part / whole) * 100);
}

/**
 * A figure against the previous period: the change in percent (one decimal), null when the
 * previous was 0 (no percentage of nothing). `inPoints`: the difference itself (rates).
 */
export function trendOf(
  current: number,
  previous: number,
  inPoints = false,
): { previous: number; change: number | null } {
  if (inPoints) {
    return { previous, change: roundTenth(current - previous) };
  }
  return { previous, change: previous === 0 ? null : roundTenth(((current - previous) / previous) * 100) };
}

export type CompletionLevel = 'excellent' | 'good' | 'average';
/** Spec 2 §9: above 80 excellent, above 60 good, otherwise average. */
export function completionLevel(rate: number): CompletionLevel {
  if (rate > 80) {
    return 'excellent';
  }
  return rate > 60 ? 'good' : 'average';
}
export const COMPLETION_LEVEL_LABELS: Record<CompletionLevel, string> = {
  excellent: 'Excellent',
  good: 'Bon',
  average: 'Moyen',
};

export type TravelLevel = 'excellent' | 'good' | 'average' | 'poor';
/** Spec 2 §9: up to 20 min excellent, up to 30 good, up to 40 average, over 40 poor. */
export function travelLevel(minutes: number): TravelLevel {
  if (minutes <= 20) {
    return 'excellent';
  }
  if (minutes <= 30) {
    return 'good';
  }
  return minutes <= 40 ? 'average' : 'poor';
}
export const TRAVEL_LEVEL_LABELS: Record<TravelLevel, string> = {
  excellent: 'Excellent',
  good: 'Bon',
  average: 'Moyen',
  poor: 'Long',
};

/** '1 h 05' or '25 min'. */
export function formatTravelMinutes(minutes: number): string {
  if (minutes < 60) {
    return `${minutes} min`;
  }
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

/** The 12 months of a year, 'YYYY-01' to 'YYYY-12'. */
export function monthsOfYear(year: number): string[] {
  return FRENCH_MONTHS.map((_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

/** The month before 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

import {
  MESSAGES,
  dragRange,
  findSlotRangeError,
  isPastDate,
  pasteRange,
  rangesOverlap,
  type SlotRange,
} from '@tourneo/domain';
import { rangesOfDay, type PlacedSession, type SlotSelection, type WeekLayout } from './week-layout.ts';

const m = MESSAGES.missions;

/** A session's day and hours, as the calendar asks the server for them. */
export interface SessionPlace extends SlotRange {
  date: string;
}

/** What a drag, a paste or a move comes to: the places to send, with a notice, or a refusal. */
export type Placement<T> = { ok: true; value: T; notice: string | null } | { ok: false; message: string };

/**
 * The sessions a selection creates, one a day: each day's range auto-trimmed by one slot at an
 * edge that meets a session ('Horaire ajusté automatiquement'), refused when a day's overlap
 * cannot be corrected or a day is past.
 */
export function placeSelection(
  layout: WeekLayout,
  selection: SlotSelection,
  today: string,
): Placement<SessionPlace[]> {
  const places: SessionPlace[] = [];
  let notice: string | null = null;
  for (let day = selection.fromDay; day <= selection.toDay; day += 1) {
    const date = layout.days[day]!;
    if (isPastDate(date, today)) {
      return { ok: false, message: m.pastDate };
    }
    const result = dragRange(
      { beginning: selection.beginning, ending: selection.ending },
      rangesOfDay(layout, day),
    );
    if (!result.ok) {
      return { ok: false, message: result.message };
    }
    notice ??= result.message;
    places.push({ date, ...result.range });
  }
  return { ok: true, value: places, notice };
}

/** A dragged or resized session's new place: refused when it meets another session of the day. */
export function placeMove(
  layout: WeekLayout,
  placed: PlacedSession,
  target: { dayIndex: number; beginning: number; ending: number },
  today: string,
): Placement<SessionPlace> {
  const range = { beginning: target.beginning, ending: target.ending };
  const rangeError = findSlotRangeError(range);
  if (rangeError) {
    return { ok: false, message: rangeError };
  }
  const date = layout.days[target.dayIndex]!;
  if (isPastDate(date, today)) {
    return { ok: false, message: m.pastDate };
  }
  const others = rangesOfDay(layout, target.dayIndex, placed.session.session_id);
  if (others.some((other) => rangesOverlap(range, other))) {
    return { ok: false, message: m.conflict };
  }
  return { ok: true, value: { date, ...range }, notice: null };
}

/**
 * A copied session pasted on a day, at the same hours: an overlap of one slot at an edge is
 * trimmed ('Horaire ajusté automatiquement'), any other overlap refused ('Impossible de coller la
 * session : créneaux horaires qui se chevauchent').
 */
export function placePaste(
  layout: WeekLayout,
  copied: SlotRange,
  dayIndex: number,
  today: string,
): Placement<SessionPlace> {
  const date = layout.days[dayIndex]!;
  if (isPastDate(date, today)) {
    return { ok: false, message: m.pastDate };
  }
  const result = pasteRange(copied, rangesOfDay(layout, dayIndex));
  if (!result.ok) {
    return { ok: false, message: result.message };
  }
  return { ok: true, value: { date, ...result.range }, notice: result.message };
}

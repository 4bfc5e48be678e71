import { MESSAGES } from '../messages/fr.ts';
import { DAY_START_HOUR, SLOTS_PER_DAY, SLOT_MINUTES } from './constants.ts';

/** The first start slot (8h00) and the last one (16h45). */
export const FIRST_START_SLOT = 0;
export const LAST_START_SLOT = SLOTS_PER_DAY - 1;
/** The first end slot (8h15); the last one is SLOTS_PER_DAY (17h00). */
export const FIRST_END_SLOT = 1;
/** A new session's default end when none is chosen (spec: slot 4). */
export const DEFAULT_END_SLOT = 4;

/** A half-open range of slots of one day: `beginning` included, `ending` excluded. */
export interface SlotRange {
  beginning: number;
  ending: number;
}

/** True when the slot is a whole number from 0 (8h00) to 35 (16h45). */
export function isValidStartSlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= FIRST_START_SLOT && slot <= LAST_START_SLOT;
}

/** True when the slot is a whole number from 1 (8h15) to 36 (17h00). */
export function isValidEndSlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= FIRST_END_SLOT && slot <= SLOTS_PER_DAY;
}

/**
 * The French message of the first rule the range breaks (start bounds, end bounds, end after
 * start), or `null` when it is a valid range of one day.
 */
export function findSlotRangeError(range: SlotRange): string | null {
  if (!isValidStartSlot(range.beginning)) {
    return MESSAGES.missions.startSlotInvalid;
  }
  if (!isValidEndSlot(range.ending)) {
    return MESSAGES.missions.endSlotInvalid;
  }
  if (range.ending <= range.beginning) {
    return MESSAGES.missions.endBeforeStart;
  }
  return null;
}

/** True when the two ranges share at least one slot (touching ends do not overlap). */
export function rangesOverlap(a: SlotRange, b: SlotRange): boolean {
  return a.beginning < b.ending && b.beginning < a.ending;
}

/** How many slots the two ranges share (0 when they do not overlap). */
export function overlapLength(a: SlotRange, b: SlotRange): number {
  return Math.max(0, Math.min(a.ending, b.ending) - Math.max(a.beginning, b.beginning));
}

export { minutesToLabel, slotToClock, slotToLabel, slotToMinutes } from './slot-clock.ts';

/**
 * The slot at which a time ('8h00', '08:15', '16h45', '17:00') falls, or `null` when the time is
 * not a quarter hour between 8h00 and 17h00.
 */
export function labelToSlot(label: string): number | null {
  const match = /^\s*(\d{1,2})\s*[h:]\s*(\d{2})\s*$/i.exec(label);
  if (!match) {
    return null;
  }
  const minutes = Number(match[1]) * 60 + Number(match[2]) - DAY_START_HOUR * 60;
  if (Number(match[2]) >= 60 || minutes < 0 || minutes % SLOT_MINUTES !== 0) {
    return null;
  }
  const slot = minutes / SLOT_MINUTES;
  return slot <= SLOTS_PER_DAY ? slot : null;
}

/** The outcome of placing a range among the day's other sessions. */
export type TrimResult = { ok: true; range: SlotRange; isAdjusted: boolean } | { ok: false };

/**
 * The spec's paste and drag auto-correction: an overlap of exactly one slot at either edge of
 * `range` with another session is trimmed off; any other overlap, or a range that ends up empty,
 * cannot be corrected.
 */
export function autoTrimRange(range: SlotRange, others: readonly SlotRange[]): TrimResult {
  let { beginning, ending } = range;
  for (const other of others) {
    if (!rangesOverlap(range, other)) {
      continue;
    }
    if (overlapLength(range, other) !== 1) {
      return { ok: false };
    }
    if (other.beginning <= range.beginning && other.ending === range.beginning + 1) {
      beginning = Math.max(beginning, other.ending);
    } else if (other.ending >= range.ending && other.beginning === range.ending - 1) {
      ending = Math.min(ending, other.beginning);
    } else {
      return { ok: false };
    }
  }
  if (ending <= beginning) {
    return { ok: false };
  }
  return {
    ok: true,
    range: { beginning, ending },
    isAdjusted: beginning !== range.beginning || ending !== range.ending,
  };
}

/** The outcome of a paste, with the message to show ('Horaire ajusté automatiquement' or the refusal). */
export type PasteResult =
  { ok: true; range: SlotRange; message: string | null } | { ok: false; message: string };

/**
 * Pastes a copied session's range on a day holding `others`: auto-trimmed when it overlaps one
 * slot at an edge, refused with 'Impossible de coller la session : créneaux horaires qui se
 * chevauchent' otherwise (also when the trimmed end is not after its start).
 */
export function pasteRange(range: SlotRange, others: readonly SlotRange[]): PasteResult {
  return placeRange(range, others, MESSAGES.missions.pasteOverlap);
}

/** The same correction for a drag selection, refused with the drag's own message. */
export function dragRange(range: SlotRange, others: readonly SlotRange[]): PasteResult {
  return placeRange(range, others, MESSAGES.missions.dragOverlap);
}

function placeRange(range: SlotRange, others: readonly SlotRange[], refusal: string): PasteResult {
  const rangeError = findSlotRangeError(range);
  if (rangeError) {
    return { ok: false, message: rangeError };
  }
  const trimmed = autoTrimRange(range, others);
  if (!trimmed.ok) {
    return { ok: false, message: refusal };
  }
  return {
    ok: true,
    range: trimmed.range,
    message: trimmed.isAdjusted ? MESSAGES.missions.autoTrimmed : null,
  };
}

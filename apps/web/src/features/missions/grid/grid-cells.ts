import {
  BILLING_STATUS_LABELS,
  SLOTS_PER_DAY,
  canRemoveAppointmentOf,
  slotToLabel,
  type BillingStatusView,
  type SlotRange,
} from '@tourneo/domain';

/**
 * What the week grid and the team day share: both are grids of lanes (the week's days, the team's
 * agents) by the day's 36 quarter-hour slots (8h00-17h00). The week runs the slots down its day
 * columns, the team day across its agent rows.
 */
export const SLOTS = Array.from({ length: SLOTS_PER_DAY }, (_slot, index) => index);
export const SLOTS_PER_HOUR = 4;

/** A cell: its lane (a day of the week, an agent's row of the team day) and its slot. */
export interface GridCell {
  lane: number;
  slot: number;
}

/** 'vertical': the slots run down the grid (the week); 'horizontal': across it (the team day). */
export type SlotAxis = 'vertical' | 'horizontal';

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const sameCell = (a: GridCell, b: GridCell) => a.lane === b.lane && a.slot === b.slot;

export const hoursOf = (range: SlotRange) => `${slotToLabel(range.beginning)} - ${slotToLabel(range.ending)}`;

export const isCompleted = (mission: { status: string }, session: { session_status: string }) =>
  mission.status === 'completed' || session.session_status === 'completed';

/**
 * What a session's description adds for an appointment the back office may no longer delete nor
 * cancel (`canRemoveAppointmentOf`): ', facturé' or ', payé'; nothing for a pending one.
 */
export const billingNoteOf = (mission: BillingStatusView) =>
  canRemoveAppointmentOf(mission)
    ? ''
    : `, ${BILLING_STATUS_LABELS[mission.billing_status ?? 'pending'].toLowerCase()}`;

/**
 * Where a key moves the focus from `cell`, kept inside the grid's `lanes`: the arrows along the
 * slots and across the lanes, Home/End to the first and last slot, PageUp/PageDown by an hour.
 * Undefined for any other key.
 */
export function cellAfterKey(
  key: string,
  cell: GridCell,
  axis: SlotAxis,
  lanes: number,
): GridCell | undefined {
  const [earlier, later, previousLane, nextLane] =
    axis === 'vertical'
      ? ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']
      : ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
  const slots: Record<string, number> = {
    [earlier]: cell.slot - 1,
    [later]: cell.slot + 1,
    Home: 0,
    End: SLOTS_PER_DAY - 1,
    PageUp: cell.slot - SLOTS_PER_HOUR,
    PageDown: cell.slot + SLOTS_PER_HOUR,
  };
  const laneShifts: Record<string, number> = { [previousLane]: -1, [nextLane]: 1 };
  const slot = slots[key];
  if (slot !== undefined) {
    return { lane: cell.lane, slot: clamp(slot, 0, SLOTS_PER_DAY - 1) };
  }
  const shift = laneShifts[key];
  return shift === undefined ? undefined : { lane: clamp(cell.lane + shift, 0, lanes - 1), slot: cell.slot };
}

/** Where a session grabbed `grabOffset` slots below its beginning starts when the pointer is on `slot` (its length kept inside the day). */
export function movedBeginning(placed: SlotRange, grabOffset: number, slot: number): number {
  return clamp(slot - grabOffset, 0, SLOTS_PER_DAY - (placed.ending - placed.beginning));
}

/** The geometry of a grid's body: its lanes, which way its slots run, and its row headers' width. */
export interface GridGeometry {
  lanes: number;
  axis: SlotAxis;
  /** The row headers' width (the CSS variable `--row-header-width` of the body, when set). */
  rowHeaderWidth: number;
}

/**
 * The cell under a point of the page, or null outside the body's cells. Clamped, a point outside
 * is brought back to the nearest cell (a drag goes on when the pointer leaves the grid).
 */
export function cellAtPoint(
  body: HTMLElement | null,
  clientX: number,
  clientY: number,
  { lanes, axis, rowHeaderWidth }: GridGeometry,
  isClamped = false,
): GridCell | null {
  if (!body || lanes === 0) {
    return null;
  }
  const rect = body.getBoundingClientRect();
  const headerWidth =
    parseFloat(getComputedStyle(body).getPropertyValue('--row-header-width')) || rowHeaderWidth;
  const left = rect.left + headerWidth;
  const x = isClamped ? clamp(clientX, left + 1, rect.right - 1) : clientX;
  const y = isClamped ? clamp(clientY, rect.top + 1, rect.bottom - 1) : clientY;
  if (x < left || x > rect.right || y < rect.top || y > rect.bottom) {
    return null;
  }
  const [columns, rows] = axis === 'vertical' ? [lanes, SLOTS_PER_DAY] : [SLOTS_PER_DAY, lanes];
  const column = clamp(Math.floor((x - left) / ((rect.right - left) / columns)), 0, columns - 1);
  const row = clamp(Math.floor((y - rect.top) / (rect.height / rows)), 0, rows - 1);
  return axis === 'vertical' ? { lane: column, slot: row } : { lane: row, slot: column };
}

/** A session drawn in the cell where it starts; a preview is the dragged session at its new place. */
export interface SlotBlock<P> {
  placed: P;
  isPreview: boolean;
}

/** The index of a cell in `blocksByStart`'s map. */
export const cellIndex = (lane: number, slot: number) => lane * SLOTS_PER_DAY + slot;

/**
 * The block starting at each cell (by `cellIndex`), the dragged session (`preview.key`) drawn at
 * its new place (`preview.placed`) and above any session starting there.
 */
export function blocksByStart<P extends { beginning: number }>(
  sessions: readonly P[],
  laneOf: (placed: P) => number,
  keyOf: (placed: P) => string,
  preview: { key: string; placed: P } | null,
): Map<number, SlotBlock<P>> {
  const blocks = new Map<number, SlotBlock<P>>();
  for (const placed of sessions) {
    if (preview?.key === keyOf(placed)) {
      blocks.set(cellIndex(laneOf(preview.placed), preview.placed.beginning), {
        placed: preview.placed,
        isPreview: true,
      });
    } else if (!blocks.get(cellIndex(laneOf(placed), placed.beginning))?.isPreview) {
      blocks.set(cellIndex(laneOf(placed), placed.beginning), { placed, isPreview: false });
    }
  }
  return blocks;
}

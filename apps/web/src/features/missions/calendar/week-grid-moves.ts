import { DEFAULT_END_SLOT, SLOTS_PER_DAY } from '@tourneo/domain';
import { hoursOf, movedBeginning, type GridCell } from '../grid/grid-cells.ts';
import { selectionBetween, type PlacedSession, type SlotSelection } from './week-layout.ts';

/** Where a session goes once dragged or resized: its day column and its slots. */
export interface SessionTarget {
  dayIndex: number;
  beginning: number;
  ending: number;
}

/** A drag on the week: free slots selected, or a session moved or resized by one of its edges. */
export type WeekDrag =
  | { kind: 'select'; anchor: GridCell; current: GridCell }
  | {
      kind: 'move' | 'resize-start' | 'resize-end';
      placed: PlacedSession;
      grabOffset: number;
      target: SessionTarget;
    };

export type SessionDrag = Exclude<WeekDrag, { kind: 'select' }>;

/** The selection between two cells of the week (lanes are its days), both included. */
export const selectionOf = (a: GridCell, b: GridCell) =>
  selectionBetween({ day: a.lane, slot: a.slot }, { day: b.lane, slot: b.slot });

export const isSameTarget = (a: SessionTarget, b: SessionTarget) =>
  a.dayIndex === b.dayIndex && a.beginning === b.beginning && a.ending === b.ending;

/** The session's new place while dragged or resized, from the pointer's cell. */
export function targetOf(drag: SessionDrag, cell: GridCell): SessionTarget {
  const { placed } = drag;
  if (drag.kind === 'move') {
    const beginning = movedBeginning(placed, drag.grabOffset, cell.slot);
    return { dayIndex: cell.lane, beginning, ending: beginning + placed.ending - placed.beginning };
  }
  if (drag.kind === 'resize-end') {
    return {
      dayIndex: placed.dayIndex,
      beginning: placed.beginning,
      ending: Math.max(placed.beginning + 1, cell.slot + 1),
    };
  }
  return {
    dayIndex: placed.dayIndex,
    beginning: Math.min(placed.ending - 1, cell.slot),
    ending: placed.ending,
  };
}

/** The session drawn at its target while dragged. */
export const placedAt = (
  placed: PlacedSession,
  { dayIndex, beginning, ending }: SessionTarget,
): PlacedSession => ({
  ...placed,
  dayIndex,
  beginning,
  ending,
  hours: hoursOf({ beginning, ending }),
});

export const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Where Alt+arrow (Alt+Shift+Up/Down: resize) sends a session; out-of-day slots are refused later. */
export function keyboardTarget(placed: PlacedSession, key: string, isResizing: boolean): SessionTarget {
  const { dayIndex, beginning, ending } = placed;
  if (isResizing && (key === 'ArrowUp' || key === 'ArrowDown')) {
    return { dayIndex, beginning, ending: ending + (key === 'ArrowDown' ? 1 : -1) };
  }
  switch (key) {
    case 'ArrowUp':
      return { dayIndex, beginning: beginning - 1, ending: ending - 1 };
    case 'ArrowDown':
      return { dayIndex, beginning: beginning + 1, ending: ending + 1 };
    case 'ArrowLeft':
      return { dayIndex: dayIndex - 1, beginning, ending };
    default:
      return { dayIndex: dayIndex + 1, beginning, ending };
  }
}

/** A double-click or Enter on a free slot proposes one hour from there (the spec's default length). */
export function defaultSelectionAt(cell: GridCell): SlotSelection {
  return {
    fromDay: cell.lane,
    toDay: cell.lane,
    beginning: cell.slot,
    ending: Math.min(SLOTS_PER_DAY, cell.slot + DEFAULT_END_SLOT),
  };
}

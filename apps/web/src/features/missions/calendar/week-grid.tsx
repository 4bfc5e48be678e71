import {
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import { MESSAGES, canChangeAppointmentOf, isPastDate } from '@tourneo/domain';
import { dayLabel } from '@tourneo/domain/calendar/calendar-week';
import { SLOTS, cellAfterKey, clamp, sameCell, type GridCell } from '../grid/grid-cells.ts';
import { SlotGrid, SlotLabel } from '../grid/slot-grid.tsx';
import { useGridClipboard } from '../grid/use-grid-clipboard.ts';
import { useGridDrag } from '../grid/use-grid-drag.ts';
import { pressedElement, useSessionBlocks } from '../grid/use-session-blocks.ts';
import { useSlotGrid } from '../grid/use-slot-grid.ts';
import {
  cellName,
  isInSelection,
  type PlacedSession,
  type SlotSelection,
  type WeekLayout,
} from './week-layout.ts';
import {
  ARROWS,
  defaultSelectionAt,
  isSameTarget,
  keyboardTarget,
  placedAt,
  selectionOf,
  targetOf,
  type SessionTarget,
  type WeekDrag,
} from './week-grid-moves.ts';
import { SessionBlock } from './session-block.tsx';
import classes from './week-grid.module.css';

export type { SessionTarget } from './week-grid-moves.ts';

/** The id of the keyboard help the grid points to (aria-describedby). */
export const CALENDAR_KEYS_ID = 'calendar-keys';
/** The week's rows: one a slot, its hour as the row header. */
const ROW_HEADERS = SLOTS.map((slot) => ({ key: slot, label: <SlotLabel slot={slot} /> }));

export interface WeekGridProps {
  layout: WeekLayout;
  /** Names the grid: 'Calendrier de Julie Martin'. */
  label: string;
  /** Today in Paris: its column is highlighted, the days before it greyed. */
  today: string;
  onCreate: (selection: SlotSelection) => void;
  onOpen: (placed: PlacedSession) => void;
  onDelete: (placed: PlacedSession) => void;
  /** A session dragged, resized or moved with the keyboard; false when refused before sending. */
  onChangeRange: (placed: PlacedSession, target: SessionTarget) => boolean;
  onCopy: (placed: PlacedSession) => void;
  onPaste: (dayIndex: number) => void;
}

const keyOf = (placed: PlacedSession) => String(placed.session.session_id);
const dayOf = (placed: PlacedSession) => placed.dayIndex;

/**
 * The agent's week: five day columns of 36 quarter-hour slots (8h00-17h00), an ARIA grid with a
 * roving focus. With the pointer: drag over free slots (also across days) to create, double-click
 * to open, drag a session to move it, drag its top or bottom edge to resize it. With the keyboard:
 * arrows move, Shift+arrows select, Enter creates or opens, Delete deletes. Ctrl+C / Ctrl+V copy
 * the hovered (or focused) session and paste it on the hovered (or focused) day.
 */
export function WeekGrid({
  layout,
  label,
  today,
  onCreate,
  onOpen,
  onDelete,
  onChangeRange,
  onCopy,
  onPaste,
}: WeekGridProps) {
  const [anchor, setAnchor] = useState<GridCell | null>(null);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  // The week's cells carry their day's index in `data-day`.
  const grid = useSlotGrid({ lanes: layout.days.length, axis: 'vertical', rowHeaderWidth: 64 }, 'day');
  const { focus, moveFocus, cellAt } = grid;

  const blocks = useSessionBlocks(layout.sessions, dayOf, keyOf);

  const startDrag = useGridDrag<WeekDrag>({
    cellAt: (clientX, clientY) => cellAt(clientX, clientY, true),
    follow: (current, cell) => {
      if (current.kind === 'select') {
        if (!sameCell(cell, current.current)) {
          current.current = cell;
          setSelection(selectionOf(current.anchor, cell));
        }
        return;
      }
      const target = targetOf(current, cell);
      if (!isSameTarget(target, current.target)) {
        current.target = target;
        blocks.preview(current.placed, placedAt(current.placed, target));
      }
    },
    drop: (current) => {
      if (current.kind === 'select') {
        setSelection(null);
        if (!sameCell(current.anchor, current.current)) {
          onCreate(selectionOf(current.anchor, current.current));
        }
        return;
      }
      blocks.endPreview();
      if (!isSameTarget(current.target, current.placed)) {
        onChangeRange(current.placed, current.target);
      }
    },
    cancel: () => {
      setSelection(null);
      blocks.endPreview();
    },
    scrollsPage: true,
  });

  const clipboard = useGridClipboard(grid.gridRef, {
    focus,
    copy: (cell) => {
      const placed = layout.cover[cell.lane]?.[cell.slot];
      if (placed) {
        onCopy(placed);
      }
      return placed !== undefined;
    },
    paste: (cell) => onPaste(cell.lane),
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = pressedElement(event);
    const cell = cellAt(event.clientX, event.clientY);
    if (!element || element.closest('[data-delete]') || !cell) {
      return;
    }
    const placed = blocks.sessionOf(element);
    if (placed) {
      // An erased client's appointment does not move (issue 39): a double-click still opens it.
      if (!canChangeAppointmentOf(placed.mission)) {
        return;
      }
      const handle = element.closest<HTMLElement>('[data-handle]')?.dataset.handle;
      const kind = handle === 'start' ? 'resize-start' : handle === 'end' ? 'resize-end' : 'move';
      const target = { dayIndex: placed.dayIndex, beginning: placed.beginning, ending: placed.ending };
      startDrag({ kind, placed, grabOffset: cell.slot - placed.beginning, target });
      return;
    }
    startDrag({ kind: 'select', anchor: cell, current: cell });
    setSelection(selectionOf(cell, cell));
  };

  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-delete]')) {
      return;
    }
    const cell = cellAt(event.clientX, event.clientY);
    if (!cell) {
      return;
    }
    const placed = layout.cover[cell.lane]?.[cell.slot];
    if (placed) {
      onOpen(placed);
    } else {
      onCreate(defaultSelectionAt(cell));
    }
  };

  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-delete]') : null;
    const placed = blocks.sessionOfKey(button?.dataset.delete);
    if (placed) {
      onDelete(placed);
    }
  };

  const clearSelection = () => {
    setSelection(null);
    setAnchor(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const covering = layout.cover[focus.lane]?.[focus.slot];
    // Alt+arrows move the focused session by a quarter hour or a day; Alt+Shift+Up/Down resize
    // its end: what dragging it or its edge does.
    if (event.altKey && covering && ARROWS.includes(event.key)) {
      event.preventDefault();
      const target = keyboardTarget(covering, event.key, event.shiftKey);
      if (target.dayIndex >= 0 && target.dayIndex < layout.days.length && onChangeRange(covering, target)) {
        // The focus goes along, on the same slot of the session (and takes over from the pointer).
        clipboard.hover(null);
        const slotInSession = focus.slot - covering.beginning;
        moveFocus({
          lane: target.dayIndex,
          slot: clamp(target.beginning + slotInSession, target.beginning, target.ending - 1),
        });
      }
      return;
    }
    const next = cellAfterKey(event.key, focus, 'vertical', layout.days.length);
    if (next) {
      event.preventDefault();
      // Moving the focus with the keyboard takes over from the pointer: Ctrl+C / Ctrl+V act on the
      // focused cell until the pointer moves again over the grid. Any other key (Ctrl itself, after
      // a click in the grid) leaves the hovered day in charge, as the spec's hover paste wants.
      clipboard.hover(null);
      moveFocus(next);
      if (event.shiftKey) {
        const start = anchor ?? focus;
        setAnchor(start);
        setSelection(selectionOf(start, next));
      } else {
        clearSelection();
      }
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection) {
        clearSelection();
        onCreate(selection);
      } else if (covering) {
        onOpen(covering);
      } else {
        onCreate(defaultSelectionAt(focus));
      }
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && covering) {
      event.preventDefault();
      onDelete(covering);
      return;
    }
    if (event.key === 'Escape' && selection) {
      event.preventDefault();
      clearSelection();
    }
  };

  // Every cell's accessible name, once per week read (not at each render of a drag).
  const names = useMemo(
    () =>
      layout.days.map((date, day) => SLOTS.map((slot) => cellName(date, slot, layout.cover[day]?.[slot]))),
    [layout],
  );

  return (
    // On a phone the five days keep readable widths and the grid scrolls sideways.
    <SlotGrid
      grid={grid}
      label={label}
      keysHelpId={CALENDAR_KEYS_ID}
      looks={classes}
      isMultiselectable
      onKeyDown={onKeyDown}
      header={
        <>
          <div role="columnheader" className={classes.columnHeader}>
            Heure
          </div>
          {layout.days.map((date) => (
            <div
              key={date}
              role="columnheader"
              className={classes.columnHeader}
              aria-current={date === today ? 'date' : undefined}
              data-past={isPastDate(date, today) || undefined}
            >
              {dayLabel(date)}
              {date === today && <VisuallyHidden>, {MESSAGES.calendar.today}</VisuallyHidden>}
            </div>
          ))}
        </>
      }
      bodyHandlers={{
        onPointerDown,
        onPointerMove: (event) => clipboard.hover(cellAt(event.clientX, event.clientY)),
        onPointerLeave: () => clipboard.hover(null),
        onDoubleClick,
        onClick,
      }}
      rowHeaders={ROW_HEADERS}
      names={names}
      blockAt={blocks.blockAt}
      Block={SessionBlock}
      isSelected={(day, slot) => isInSelection(selection, day, slot)}
      whenOf={(day) => whenOf(layout.days[day] ?? '', today)}
    />
  );
}

/** Today's column is highlighted, the days before it greyed. */
const whenOf = (date: string, today: string) =>
  date === today ? 'today' : isPastDate(date, today) ? 'past' : undefined;

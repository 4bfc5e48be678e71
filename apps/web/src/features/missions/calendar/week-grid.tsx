import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import { DEFAULT_END_SLOT, MESSAGES, SLOTS_PER_DAY, isPastDate, slotToLabel } from '@tourneo/domain';
import { dayLabel } from '@tourneo/domain/calendar/calendar-week';
import {
  cellName,
  hoursOf,
  isInSelection,
  selectionBetween,
  type PlacedSession,
  type SlotSelection,
  type WeekLayout,
} from './week-layout.ts';
import { SessionBlock } from './session-block.tsx';
import classes from './week-grid.module.css';

const SLOTS = Array.from({ length: SLOTS_PER_DAY }, (_slot, index) => index);
const SLOTS_PER_HOUR = 4;
/** A drag held this close to the window's bottom edge (or to the top, under the app's 56 px header) scrolls. */
const SCROLL_ZONE = 40;
const TOP_SCROLL_ZONE = 56 + SCROLL_ZONE;
/** Pixels scrolled a frame. */
const SCROLL_STEP = 12;

/** Where a session goes once dragged or resized: its day column and its slots. */
export interface SessionTarget {
  dayIndex: number;
  beginning: number;
  ending: number;
}

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

interface Cell {
  day: number;
  slot: number;
}

type Drag =
  | { kind: 'select'; anchor: Cell; current: Cell }
  | {
      kind: 'move' | 'resize-start' | 'resize-end';
      placed: PlacedSession;
      grabOffset: number;
      origin: Cell;
      target: SessionTarget;
    };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** True when the keyboard is busy elsewhere (a field, a popup): the calendar's shortcuts stay off. */
function isTypingElsewhere(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) {
    return false;
  }
  return (
    active.closest('[role="dialog"]') !== null ||
    active.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName)
  );
}

/** The session's new place while dragged or resized, from the pointer's cell. */
function targetOf(drag: Exclude<Drag, { kind: 'select' }>, cell: Cell): SessionTarget {
  const { placed } = drag;
  const length = placed.ending - placed.beginning;
  if (drag.kind === 'move') {
    const beginning = clamp(cell.slot - drag.grabOffset, 0, SLOTS_PER_DAY - length);
    return { dayIndex: cell.day, beginning, ending: beginning + length };
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

/**
 * The agent's week: five day columns of 36 quarter-hour slots (8h00-17h00), an ARIA grid with a
 * roving focus. With the pointer: drag over free slots (also across days) to create, double-click
 * to open, drag a session to move it, drag its top or bottom edge to resize it. With the keyboard:
 * arrows move, Shift+arrows select, Enter creates or opens, Delete deletes. Ctrl+C / Ctrl+V copy
 * the hovered (or focused) session and paste it on the hovered (or focused) day.
 *
 * Cells are memoised and hovering changes no state, so a week of 200 sessions stays fluid: a drag
 * re-renders only the cells whose selection or session changed.
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
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Cell>({ day: 0, slot: 0 });
  const [anchor, setAnchor] = useState<Cell | null>(null);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [preview, setPreview] = useState<{ sessionId: number; target: SessionTarget } | null>(null);
  const hovered = useRef<Cell | null>(null);
  const drag = useRef<Drag | null>(null);
  const shouldFocusCell = useRef(false);

  // The latest props and state, for the listeners registered once.
  const latest = useRef({ layout, focus, onCreate, onOpen, onDelete, onChangeRange, onCopy, onPaste });
  useLayoutEffect(() => {
    latest.current = { layout, focus, onCreate, onOpen, onDelete, onChangeRange, onCopy, onPaste };
  });

  const sessionById = useMemo(
    () => new Map(layout.sessions.map((placed) => [placed.session.session_id, placed])),
    [layout],
  );

  const cellAt = useCallback(
    (clientX: number, clientY: number): Cell | null => {
      const body = bodyRef.current;
      if (!body) {
        return null;
      }
      const rect = body.getBoundingClientRect();
      const gutter = parseFloat(getComputedStyle(body).getPropertyValue('--gutter')) || 64;
      const dayWidth = (rect.width - gutter) / layout.days.length;
      const rowHeight = rect.height / SLOTS_PER_DAY;
      if (
        clientX < rect.left + gutter ||
        clientX > rect.right ||
        clientY < rect.top ||
        clientY > rect.bottom
      ) {
        return null;
      }
      return {
        day: clamp(Math.floor((clientX - rect.left - gutter) / dayWidth), 0, layout.days.length - 1),
        slot: clamp(Math.floor((clientY - rect.top) / rowHeight), 0, SLOTS_PER_DAY - 1),
      };
    },
    [layout.days.length],
  );

  const cellClamped = useCallback(
    (clientX: number, clientY: number): Cell | null => {
      const body = bodyRef.current;
      if (!body) {
        return null;
      }
      const rect = body.getBoundingClientRect();
      return cellAt(
        clamp(clientX, rect.left + 70, rect.right - 1),
        clamp(clientY, rect.top + 1, rect.bottom - 1),
      );
    },
    [cellAt],
  );

  // A drag follows the pointer anywhere on the page until it is released; held near the window's
  // top or bottom edge, it scrolls the page (the afternoon is below the fold on a laptop).
  useEffect(() => {
    let pointer: { x: number; y: number } | null = null;
    let scrollFrame = 0;
    const stopScrolling = () => {
      cancelAnimationFrame(scrollFrame);
      scrollFrame = 0;
    };
    const scrollStep = () => {
      scrollFrame = 0;
      if (!drag.current || !pointer) {
        return;
      }
      const delta =
        pointer.y < TOP_SCROLL_ZONE
          ? -SCROLL_STEP
          : pointer.y > window.innerHeight - SCROLL_ZONE
            ? SCROLL_STEP
            : 0;
      const before = window.scrollY;
      if (delta !== 0) {
        window.scrollBy(0, delta);
      }
      if (window.scrollY === before) {
        return;
      }
      follow(pointer.x, pointer.y);
      scrollFrame = requestAnimationFrame(scrollStep);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag.current) {
        return;
      }
      pointer = { x: event.clientX, y: event.clientY };
      follow(event.clientX, event.clientY);
      if (scrollFrame === 0) {
        scrollFrame = requestAnimationFrame(scrollStep);
      }
    };
    const follow = (clientX: number, clientY: number) => {
      const current = drag.current;
      if (!current) {
        return;
      }
      const cell = cellClamped(clientX, clientY);
      if (!cell) {
        return;
      }
      if (current.kind === 'select') {
        if (cell.day !== current.current.day || cell.slot !== current.current.slot) {
          current.current = cell;
          setSelection(selectionBetween(current.anchor, cell));
        }
        return;
      }
      const target = targetOf(current, cell);
      const previous = current.target;
      if (
        target.dayIndex !== previous.dayIndex ||
        target.beginning !== previous.beginning ||
        target.ending !== previous.ending
      ) {
        current.target = target;
        setPreview({ sessionId: current.placed.session.session_id, target });
      }
    };
    const onUp = () => {
      stopScrolling();
      const current = drag.current;
      drag.current = null;
      if (!current) {
        return;
      }
      if (current.kind === 'select') {
        const isDragged =
          current.anchor.day !== current.current.day || current.anchor.slot !== current.current.slot;
        setSelection(null);
        if (isDragged) {
          latest.current.onCreate(selectionBetween(current.anchor, current.current));
        }
        return;
      }
      setPreview(null);
      const { placed, target } = current;
      if (
        target.dayIndex !== placed.dayIndex ||
        target.beginning !== placed.beginning ||
        target.ending !== placed.ending
      ) {
        latest.current.onChangeRange(placed, target);
      }
    };
    const onCancel = () => {
      stopScrolling();
      drag.current = null;
      setSelection(null);
      setPreview(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      stopScrolling();
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [cellClamped]);

  // Ctrl+C / Ctrl+V: on the hovered session and day, else on the focused cell.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTypingElsewhere()) {
        return;
      }
      const key = event.key.toLowerCase();
      if (key !== 'c' && key !== 'v') {
        return;
      }
      const isGridFocused = gridRef.current?.contains(document.activeElement) ?? false;
      const cell = hovered.current ?? (isGridFocused ? latest.current.focus : null);
      if (!cell) {
        return;
      }
      if (key === 'c') {
        if (window.getSelection()?.toString()) {
          return;
        }
        const placed = latest.current.layout.cover[cell.day]?.[cell.slot];
        if (placed) {
          event.preventDefault();
          latest.current.onCopy(placed);
        }
        return;
      }
      event.preventDefault();
      latest.current.onPaste(cell.day);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The roving focus follows the keyboard.
  useEffect(() => {
    if (!shouldFocusCell.current) {
      return;
    }
    shouldFocusCell.current = false;
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-day="${focus.day}"][data-slot="${focus.slot}"]`)
      ?.focus();
  }, [focus]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !(event.target instanceof Element)) {
      return;
    }
    if (event.target.closest('[data-delete]')) {
      return;
    }
    const cell = cellAt(event.clientX, event.clientY);
    if (!cell) {
      return;
    }
    const sessionElement = event.target.closest<HTMLElement>('[data-session-id]');
    const placed = sessionElement ? sessionById.get(Number(sessionElement.dataset.sessionId)) : undefined;
    if (placed) {
      const handle = event.target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
      const kind = handle === 'start' ? 'resize-start' : handle === 'end' ? 'resize-end' : 'move';
      const target = { dayIndex: placed.dayIndex, beginning: placed.beginning, ending: placed.ending };
      drag.current = { kind, placed, grabOffset: cell.slot - placed.beginning, origin: cell, target };
      return;
    }
    drag.current = { kind: 'select', anchor: cell, current: cell };
    setSelection(selectionBetween(cell, cell));
  };

  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('[data-delete]')) {
      return;
    }
    const cell = cellAt(event.clientX, event.clientY);
    if (!cell) {
      return;
    }
    const placed = layout.cover[cell.day]?.[cell.slot];
    if (placed) {
      onOpen(placed);
    } else {
      onCreate(defaultSelectionAt(cell));
    }
  };

  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-delete]') : null;
    const placed = button ? sessionById.get(Number(button.dataset.delete)) : undefined;
    if (placed) {
      onDelete(placed);
    }
  };

  const moveFocus = (next: Cell, isExtending: boolean) => {
    // Moving the focus with the keyboard takes over from the pointer: Ctrl+C / Ctrl+V act on the
    // focused cell until the pointer moves again over the grid. Any other key (Ctrl itself, after
    // a click in the grid) leaves the hovered day in charge, as the spec's hover paste wants.
    hovered.current = null;
    const bounded = {
      day: clamp(next.day, 0, layout.days.length - 1),
      slot: clamp(next.slot, 0, SLOTS_PER_DAY - 1),
    };
    shouldFocusCell.current = true;
    setFocus(bounded);
    if (isExtending) {
      const start = anchor ?? focus;
      setAnchor(start);
      setSelection(selectionBetween(start, bounded));
    } else {
      setAnchor(null);
      setSelection(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const covering = layout.cover[focus.day]?.[focus.slot];
    const moves: Record<string, Cell> = {
      ArrowUp: { day: focus.day, slot: focus.slot - 1 },
      ArrowDown: { day: focus.day, slot: focus.slot + 1 },
      ArrowLeft: { day: focus.day - 1, slot: focus.slot },
      ArrowRight: { day: focus.day + 1, slot: focus.slot },
      Home: { day: focus.day, slot: 0 },
      End: { day: focus.day, slot: SLOTS_PER_DAY - 1 },
      PageUp: { day: focus.day, slot: focus.slot - SLOTS_PER_HOUR },
      PageDown: { day: focus.day, slot: focus.slot + SLOTS_PER_HOUR },
    };
    const next = moves[event.key];
    // Alt+arrows move the focused session by a quarter hour or a day; Alt+Shift+Up/Down resize
    // its end: what dragging it or its edge does.
    if (event.altKey && covering && ARROWS.includes(event.key)) {
      event.preventDefault();
      const target = keyboardTarget(covering, event.key, event.shiftKey);
      if (target.dayIndex >= 0 && target.dayIndex < layout.days.length && onChangeRange(covering, target)) {
        // The focus goes along, on the same slot of the session (and takes over from the pointer).
        hovered.current = null;
        const slotInSession = focus.slot - covering.beginning;
        shouldFocusCell.current = true;
        setFocus({
          day: target.dayIndex,
          slot: clamp(target.beginning + slotInSession, target.beginning, target.ending - 1),
        });
      }
      return;
    }
    if (next) {
      event.preventDefault();
      moveFocus(next, event.shiftKey);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection) {
        setSelection(null);
        setAnchor(null);
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
      setSelection(null);
      setAnchor(null);
    }
  };

  // Every cell's accessible name, once per week read (not at each render of a drag).
  const names = useMemo(
    () =>
      layout.days.map((date, day) => SLOTS.map((slot) => cellName(date, slot, layout.cover[day]?.[slot]))),
    [layout],
  );

  // The block starting at each cell, the dragged session shown at its new place.
  const blockAt = useMemo(() => {
    const blocks = new Map<number, { placed: PlacedSession; isPreview: boolean }>();
    for (const placed of layout.sessions) {
      if (preview?.sessionId === placed.session.session_id) {
        const { dayIndex, beginning, ending } = preview.target;
        blocks.set(dayIndex * SLOTS_PER_DAY + beginning, {
          placed: { ...placed, dayIndex, beginning, ending, hours: hoursOf({ beginning, ending }) },
          isPreview: true,
        });
      } else {
        blocks.set(placed.dayIndex * SLOTS_PER_DAY + placed.beginning, { placed, isPreview: false });
      }
    }
    return blocks;
  }, [layout, preview]);

  return (
    // On a phone the five days keep readable widths and the grid scrolls sideways.
    <div className={classes.scroller}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-multiselectable="true"
        aria-describedby="calendar-keys"
        className={classes.grid}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const element = event.target.closest<HTMLElement>('[data-slot]');
          if (element) {
            const cell = { day: Number(element.dataset.day), slot: Number(element.dataset.slot) };
            if (cell.day !== focus.day || cell.slot !== focus.slot) {
              setFocus(cell);
            }
          }
        }}
      >
        <div role="row" className={classes.headerRow}>
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
        </div>
        <div
          ref={bodyRef}
          role="rowgroup"
          className={classes.body}
          onPointerDown={onPointerDown}
          onPointerMove={(event) => {
            hovered.current = cellAt(event.clientX, event.clientY);
          }}
          onPointerLeave={() => {
            hovered.current = null;
          }}
          onDoubleClick={onDoubleClick}
          onClick={onClick}
        >
          {SLOTS.map((slot) => (
            <div key={slot} role="row" className={classes.row}>
              <div role="rowheader" className={classes.rowHeader}>
                {slot % SLOTS_PER_HOUR === 0 ? (
                  slotToLabel(slot)
                ) : (
                  <VisuallyHidden>{slotToLabel(slot)}</VisuallyHidden>
                )}
              </div>
              {layout.days.map((date, day) => (
                <SlotCell
                  key={date}
                  day={day}
                  slot={slot}
                  name={names[day]![slot]!}
                  block={blockAt.get(day * SLOTS_PER_DAY + slot)}
                  isSelected={isInSelection(selection, day, slot)}
                  isFocusTarget={focus.day === day && focus.slot === slot}
                  when={date === today ? 'today' : isPastDate(date, today) ? 'past' : undefined}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** Where Alt+arrow (Alt+Shift+Up/Down: resize) sends a session; out-of-day slots are refused later. */
function keyboardTarget(placed: PlacedSession, key: string, isResizing: boolean): SessionTarget {
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
function defaultSelectionAt(cell: Cell): SlotSelection {
  return {
    fromDay: cell.day,
    toDay: cell.day,
    beginning: cell.slot,
    ending: Math.min(SLOTS_PER_DAY, cell.slot + DEFAULT_END_SLOT),
  };
}

interface SlotCellProps {
  day: number;
  slot: number;
  name: string;
  block: { placed: PlacedSession; isPreview: boolean } | undefined;
  isSelected: boolean;
  isFocusTarget: boolean;
  /** Today's column is highlighted, past days greyed. */
  when: 'today' | 'past' | undefined;
}

const SlotCell = memo(function SlotCell({
  day,
  slot,
  name,
  block,
  isSelected,
  isFocusTarget,
  when,
}: SlotCellProps) {
  return (
    <div
      role="gridcell"
      aria-label={name}
      aria-selected={isSelected}
      tabIndex={isFocusTarget ? 0 : -1}
      data-day={day}
      data-slot={slot}
      data-when={when}
      className={`${classes.cell} ${slot % SLOTS_PER_HOUR === 0 ? classes.hourStart : ''}`}
    >
      {block && <SessionBlock placed={block.placed} isPreview={block.isPreview} />}
    </div>
  );
});

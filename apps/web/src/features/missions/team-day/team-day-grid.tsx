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
import { SLOTS_PER_DAY, slotToLabel } from '@tourneo/domain';
import {
  cellName,
  hoursOf,
  type PlacedTeamSession,
  type TeamDayLayout,
  type TeamDayTarget,
} from './team-day-layout.ts';
import classes from './team-day-grid.module.css';

const SLOTS = Array.from({ length: SLOTS_PER_DAY }, (_slot, index) => index);
const SLOTS_PER_HOUR = 4;
/** The id of the keyboard help the grid points to (aria-describedby). */
export const TEAM_DAY_KEYS_ID = 'team-day-keys';

export interface TeamDayGridProps {
  layout: TeamDayLayout;
  /** Names the grid: "Planning d'équipe du lundi 23 novembre 2026". */
  label: string;
  onOpen: (placed: PlacedTeamSession) => void;
  /** A session dragged to another place (hours, agent or both). */
  onDrop: (placed: PlacedTeamSession, target: TeamDayTarget) => void;
}

interface Cell {
  row: number;
  slot: number;
}

interface Drag {
  placed: PlacedTeamSession;
  grabOffset: number;
  target: TeamDayTarget;
}

/** Shift+arrows: where each carries the focused session (rows: agents, slots: quarter-hours). */
const SHIFTS: Record<string, { rows: number; slots: number }> = {
  ArrowUp: { rows: -1, slots: 0 },
  ArrowDown: { rows: 1, slots: 0 },
  ArrowLeft: { rows: 0, slots: -1 },
  ArrowRight: { rows: 0, slots: 1 },
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const keyOf = (placed: PlacedTeamSession) => `${placed.session.session_id}-${placed.agentId}`;

/**
 * The whole team's day: a row per agent, the day's 36 quarter-hour slots (8h00-17h00) as columns,
 * an ARIA grid with a roving focus. With the pointer: drag a session along its row to change its
 * hours, to another row to give it to that agent (or both), double-click to open it. With the
 * keyboard: arrows move, Shift+arrows carry the focused session (another agent, another quarter of
 * an hour), Enter opens it (the popup's "Transférer" gives it to any agent).
 */
export function TeamDayGrid({ layout, label, onOpen, onDrop }: TeamDayGridProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<Cell>({ row: 0, slot: 0 });
  const [preview, setPreview] = useState<{ key: string; target: TeamDayTarget } | null>(null);
  const drag = useRef<Drag | null>(null);
  const shouldFocusCell = useRef(false);
  const rows = layout.agents.length;
  const focused = { row: clamp(focus.row, 0, Math.max(0, rows - 1)), slot: focus.slot };

  const latest = useRef({ onDrop });
  useLayoutEffect(() => {
    latest.current = { onDrop };
  });

  const sessionByKey = useMemo(
    () => new Map(layout.sessions.map((placed) => [keyOf(placed), placed])),
    [layout],
  );

  const cellAt = useCallback(
    (clientX: number, clientY: number, isClamped = false): Cell | null => {
      const body = bodyRef.current;
      if (!body || rows === 0) {
        return null;
      }
      const rect = body.getBoundingClientRect();
      const nameWidth = parseFloat(getComputedStyle(body).getPropertyValue('--name-width')) || 160;
      const left = rect.left + nameWidth;
      const x = isClamped ? clamp(clientX, left + 1, rect.right - 1) : clientX;
      const y = isClamped ? clamp(clientY, rect.top + 1, rect.bottom - 1) : clientY;
      if (x < left || x > rect.right || y < rect.top || y > rect.bottom) {
        return null;
      }
      return {
        row: clamp(Math.floor((y - rect.top) / (rect.height / rows)), 0, rows - 1),
        slot: clamp(Math.floor((x - left) / ((rect.right - left) / SLOTS_PER_DAY)), 0, SLOTS_PER_DAY - 1),
      };
    },
    [rows],
  );

  // A drag follows the pointer anywhere on the page until it is released.
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const current = drag.current;
      const cell = current && cellAt(event.clientX, event.clientY, true);
      if (!current || !cell) {
        return;
      }
      const length = current.placed.ending - current.placed.beginning;
      const target = {
        row: cell.row,
        beginning: clamp(cell.slot - current.grabOffset, 0, SLOTS_PER_DAY - length),
      };
      if (target.row !== current.target.row || target.beginning !== current.target.beginning) {
        current.target = target;
        setPreview({ key: keyOf(current.placed), target });
      }
    };
    const onUp = () => {
      const current = drag.current;
      drag.current = null;
      if (!current) {
        return;
      }
      setPreview(null);
      const { placed, target } = current;
      if (target.row !== placed.row || target.beginning !== placed.beginning) {
        latest.current.onDrop(placed, target);
      }
    };
    const onCancel = () => {
      drag.current = null;
      setPreview(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [cellAt]);

  // The roving focus follows the keyboard.
  useEffect(() => {
    if (!shouldFocusCell.current) {
      return;
    }
    shouldFocusCell.current = false;
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-row="${focus.row}"][data-slot="${focus.slot}"]`)
      ?.focus();
  }, [focus]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !(event.target instanceof Element)) {
      return;
    }
    const element = event.target.closest<HTMLElement>('[data-session-key]');
    const placed = element ? sessionByKey.get(element.dataset.sessionKey ?? '') : undefined;
    const cell = cellAt(event.clientX, event.clientY);
    if (!placed || !cell) {
      return;
    }
    drag.current = {
      placed,
      grabOffset: cell.slot - placed.beginning,
      target: { row: placed.row, beginning: placed.beginning },
    };
  };

  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.clientX, event.clientY);
    const placed = cell ? layout.cover[cell.row]?.[cell.slot] : undefined;
    if (placed) {
      onOpen(placed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, Cell> = {
      ArrowUp: { row: focused.row - 1, slot: focused.slot },
      ArrowDown: { row: focused.row + 1, slot: focused.slot },
      ArrowLeft: { row: focused.row, slot: focused.slot - 1 },
      ArrowRight: { row: focused.row, slot: focused.slot + 1 },
      Home: { row: focused.row, slot: 0 },
      End: { row: focused.row, slot: SLOTS_PER_DAY - 1 },
      PageUp: { row: focused.row, slot: focused.slot - SLOTS_PER_HOUR },
      PageDown: { row: focused.row, slot: focused.slot + SLOTS_PER_HOUR },
    };
    const next = moves[event.key];
    const covering = layout.cover[focused.row]?.[focused.slot];
    const shift = SHIFTS[event.key];
    // Shift+arrows carry the focused session as a drag does: to the agent above or below, or a
    // quarter of an hour earlier or later; the focus goes with it.
    if (event.shiftKey && shift) {
      event.preventDefault();
      if (!covering) {
        return;
      }
      const length = covering.ending - covering.beginning;
      const target = {
        row: clamp(covering.row + shift.rows, 0, rows - 1),
        beginning: clamp(covering.beginning + shift.slots, 0, SLOTS_PER_DAY - length),
      };
      if (target.row !== covering.row || target.beginning !== covering.beginning) {
        shouldFocusCell.current = true;
        setFocus({ row: target.row, slot: focused.slot + target.beginning - covering.beginning });
        onDrop(covering, target);
      }
      return;
    }
    if (next) {
      event.preventDefault();
      shouldFocusCell.current = true;
      setFocus({ row: clamp(next.row, 0, rows - 1), slot: clamp(next.slot, 0, SLOTS_PER_DAY - 1) });
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && covering) {
      event.preventDefault();
      onOpen(covering);
    }
  };

  // The block starting at each cell, the dragged session shown at its new place.
  const blockAt = useMemo(() => {
    const blocks = new Map<number, { placed: PlacedTeamSession; isPreview: boolean }>();
    for (const placed of layout.sessions) {
      if (preview?.key === keyOf(placed)) {
        const { row, beginning } = preview.target;
        const ending = beginning + placed.ending - placed.beginning;
        blocks.set(row * SLOTS_PER_DAY + beginning, {
          placed: { ...placed, row, beginning, ending, hours: hoursOf({ beginning, ending }) },
          isPreview: true,
        });
      } else if (!blocks.get(placed.row * SLOTS_PER_DAY + placed.beginning)?.isPreview) {
        blocks.set(placed.row * SLOTS_PER_DAY + placed.beginning, { placed, isPreview: false });
      }
    }
    return blocks;
  }, [layout, preview]);

  return (
    <div className={classes.scroller}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-describedby={TEAM_DAY_KEYS_ID}
        className={classes.grid}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const element = event.target.closest<HTMLElement>('[data-slot]');
          if (element) {
            const cell = { row: Number(element.dataset.row), slot: Number(element.dataset.slot) };
            if (cell.row !== focus.row || cell.slot !== focus.slot) {
              setFocus(cell);
            }
          }
        }}
      >
        <div role="row" className={classes.headerRow}>
          <div role="columnheader" className={classes.nameHeader}>
            Agent
          </div>
          {SLOTS.map((slot) => (
            <div key={slot} role="columnheader" className={classes.columnHeader}>
              {slot % SLOTS_PER_HOUR === 0 ? (
                slotToLabel(slot)
              ) : (
                <VisuallyHidden>{slotToLabel(slot)}</VisuallyHidden>
              )}
            </div>
          ))}
        </div>
        <div
          ref={bodyRef}
          role="rowgroup"
          className={classes.body}
          onPointerDown={onPointerDown}
          onDoubleClick={onDoubleClick}
        >
          {layout.agents.map((agent, row) => (
            <div key={agent.id} role="row" className={classes.row} data-agent-id={agent.id}>
              <div role="rowheader" className={classes.rowHeader} title={agent.name}>
                {agent.name}
              </div>
              {SLOTS.map((slot) => (
                <SlotCell
                  key={slot}
                  row={row}
                  slot={slot}
                  name={cellName(agent.name, slot, layout.cover[row]?.[slot])}
                  block={blockAt.get(row * SLOTS_PER_DAY + slot)}
                  isFocusTarget={focused.row === row && focused.slot === slot}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

interface SlotCellProps {
  row: number;
  slot: number;
  name: string;
  block: { placed: PlacedTeamSession; isPreview: boolean } | undefined;
  isFocusTarget: boolean;
}

const SlotCell = memo(function SlotCell({ row, slot, name, block, isFocusTarget }: SlotCellProps) {
  return (
    <div
      role="gridcell"
      aria-label={name}
      tabIndex={isFocusTarget ? 0 : -1}
      data-row={row}
      data-slot={slot}
      className={`${classes.cell} ${slot % SLOTS_PER_HOUR === 0 ? classes.hourStart : ''}`}
    >
      {block && <SessionBlock placed={block.placed} isPreview={block.isPreview} />}
    </div>
  );
});

function SessionBlock({ placed, isPreview }: { placed: PlacedTeamSession; isPreview: boolean }) {
  const length = placed.ending - placed.beginning;
  return (
    <div
      className={classes.session}
      data-session-key={keyOf(placed)}
      data-session-id={placed.session.session_id}
      data-preview={isPreview}
      // A short session shows only the start of its text: the pointer's tooltip says it whole.
      title={placed.description}
      style={{
        width: `calc(${length} * 100% - 2px)`,
        background: placed.colours.background,
        borderColor: placed.colours.border,
        color: placed.colours.text,
      }}
    >
      {/* The cell's name already says all this (and more): read once, not twice. */}
      <div aria-hidden="true">
        <span className={classes.client}>{placed.mission.client_name}</span>{' '}
        <span className={classes.hours}>{placed.hours}</span>
      </div>
    </div>
  );
}

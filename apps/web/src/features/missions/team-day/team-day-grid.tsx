import {
  useMemo,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { canChangeAppointmentOf } from '@tourneo/domain';
import { SLOTS, cellAfterKey, clamp, hoursOf, movedBeginning } from '../grid/grid-cells.ts';
import { SlotGrid, SlotLabel } from '../grid/slot-grid.tsx';
import { useGridDrag } from '../grid/use-grid-drag.ts';
import { pressedElement, useSessionBlocks } from '../grid/use-session-blocks.ts';
import { useSlotGrid } from '../grid/use-slot-grid.ts';
import grid from '../grid/slot-grid.module.css';
import {
  cellName,
  type PlacedTeamSession,
  type TeamDayLayout,
  type TeamDayTarget,
} from './team-day-layout.ts';
import classes from './team-day-grid.module.css';

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

const keyOf = (placed: PlacedTeamSession) => `${placed.session.session_id}-${placed.agentId}`;
const rowOf = (placed: PlacedTeamSession) => placed.row;

/** The session drawn at its target while dragged. */
function placedAt(placed: PlacedTeamSession, { row, beginning }: TeamDayTarget): PlacedTeamSession {
  const ending = beginning + placed.ending - placed.beginning;
  return { ...placed, row, beginning, ending, hours: hoursOf({ beginning, ending }) };
}

/**
 * The whole team's day: a row per agent, the day's 36 quarter-hour slots (8h00-17h00) as columns,
 * an ARIA grid with a roving focus. With the pointer: drag a session along its row to change its
 * hours, to another row to give it to that agent (or both), double-click to open it. With the
 * keyboard: arrows move, Shift+arrows carry the focused session (another agent, another quarter of
 * an hour), Enter opens it (the popup's "Transférer" gives it to any agent).
 */
export function TeamDayGrid({ layout, label, onOpen, onDrop }: TeamDayGridProps) {
  const rows = layout.agents.length;
  // The team day's cells carry their agent's row in `data-row`.
  const grid = useSlotGrid({ lanes: rows, axis: 'horizontal', rowHeaderWidth: 160 }, 'row');
  const { focus, moveFocus, cellAt } = grid;

  const blocks = useSessionBlocks(layout.sessions, rowOf, keyOf);

  const startDrag = useGridDrag<Drag>({
    cellAt: (clientX, clientY) => cellAt(clientX, clientY, true),
    follow: (current, cell) => {
      const target = {
        row: cell.lane,
        beginning: movedBeginning(current.placed, current.grabOffset, cell.slot),
      };
      if (target.row !== current.target.row || target.beginning !== current.target.beginning) {
        current.target = target;
        blocks.preview(current.placed, placedAt(current.placed, target));
      }
    },
    drop: ({ placed, target }) => {
      blocks.endPreview();
      if (target.row !== placed.row || target.beginning !== placed.beginning) {
        onDrop(placed, target);
      }
    },
    cancel: blocks.endPreview,
    scrollsPage: false,
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = pressedElement(event);
    const placed = element ? blocks.sessionOf(element) : undefined;
    const cell = cellAt(event.clientX, event.clientY);
    // An erased client's appointment does not move (issue 39): a double-click still opens it.
    if (!placed || !cell || !canChangeAppointmentOf(placed.mission)) {
      return;
    }
    startDrag({
      placed,
      grabOffset: cell.slot - placed.beginning,
      target: { row: placed.row, beginning: placed.beginning },
    });
  };

  const onDoubleClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.clientX, event.clientY);
    const placed = cell ? layout.cover[cell.lane]?.[cell.slot] : undefined;
    if (placed) {
      onOpen(placed);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const covering = layout.cover[focus.lane]?.[focus.slot];
    const shift = SHIFTS[event.key];
    // Shift+arrows carry the focused session as a drag does: to the agent above or below, or a
    // quarter of an hour earlier or later; the focus goes with it.
    if (event.shiftKey && shift) {
      event.preventDefault();
      if (!covering || !canChangeAppointmentOf(covering.mission)) {
        return;
      }
      const target = {
        row: clamp(covering.row + shift.rows, 0, rows - 1),
        beginning: movedBeginning(covering, 0, covering.beginning + shift.slots),
      };
      if (target.row !== covering.row || target.beginning !== covering.beginning) {
        moveFocus({ lane: target.row, slot: focus.slot + target.beginning - covering.beginning });
        onDrop(covering, target);
      }
      return;
    }
    const next = cellAfterKey(event.key, focus, 'horizontal', rows);
    if (next) {
      event.preventDefault();
      moveFocus(next);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && covering) {
      event.preventDefault();
      onOpen(covering);
    }
  };

  const names = useMemo(
    () =>
      layout.agents.map((agent, row) =>
        SLOTS.map((slot) => cellName(agent.name, slot, layout.cover[row]?.[slot])),
      ),
    [layout],
  );
  const rowHeaders = useMemo(
    () => layout.agents.map((agent) => ({ key: agent.id, label: agent.name, title: agent.name })),
    [layout],
  );

  return (
    <SlotGrid
      grid={grid}
      label={label}
      keysHelpId={TEAM_DAY_KEYS_ID}
      looks={classes}
      onKeyDown={onKeyDown}
      header={
        <>
          <div role="columnheader" className={classes.nameHeader}>
            Agent
          </div>
          {SLOTS.map((slot) => (
            <div key={slot} role="columnheader" className={classes.columnHeader}>
              <SlotLabel slot={slot} />
            </div>
          ))}
        </>
      }
      bodyHandlers={{ onPointerDown, onDoubleClick }}
      rowHeaders={rowHeaders}
      names={names}
      blockAt={blocks.blockAt}
      Block={SessionBlock}
    />
  );
}

function SessionBlock({ placed, isPreview }: { placed: PlacedTeamSession; isPreview: boolean }) {
  const length = placed.ending - placed.beginning;
  return (
    <div
      className={`${grid.session} ${classes.session}`}
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
        <span className={`${grid.client} ${classes.client}`}>{placed.mission.client_name}</span>{' '}
        <span className={`${grid.hours} ${classes.hours}`}>{placed.hours}</span>
      </div>
    </div>
  );
}

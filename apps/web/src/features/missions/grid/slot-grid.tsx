import {
  memo,
  type ComponentType,
  type CSSProperties,
  type DOMAttributes,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from '@mantine/core';
import { slotToLabel } from '@tourneo/domain';
import { SLOTS, SLOTS_PER_HOUR, cellIndex, type SlotBlock } from './grid-cells.ts';
import type { SlotGridState } from './use-slot-grid.ts';
import classes from './slot-grid.module.css';

/** A grid's own looks, beside the shared ones: its CSS module's classes of these names. */
export interface SlotGridLooks {
  /** The grid's sizes: `--row-header-width`, `--row-height` (`--columns` is the grid's). */
  grid?: string | undefined;
  row?: string | undefined;
  rowHeader?: string | undefined;
  cell?: string | undefined;
  /** A cell starting an hour. */
  hourStart?: string | undefined;
}

export interface SlotGridProps<P> {
  grid: SlotGridState;
  /** Names the grid. */
  label: string;
  /** The id of the keyboard help beside the grid. */
  keysHelpId: string;
  looks: SlotGridLooks;
  isMultiselectable?: boolean;
  onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  /** The header row's cells. */
  header: ReactNode;
  /** The pointer's handlers, on the body (the cells' rows). */
  bodyHandlers: Pick<
    DOMAttributes<HTMLDivElement>,
    'onPointerDown' | 'onPointerMove' | 'onPointerLeave' | 'onDoubleClick' | 'onClick'
  >;
  /** Each body row's header and key: the week's hours, the team day's agents. */
  rowHeaders: readonly { key: string | number; label: ReactNode; title?: string }[];
  /** Each cell's accessible name, by lane and slot: the lane, the hour and what covers the slot. */
  names: readonly (readonly string[])[];
  /** The blocks by the cell they start in (`blocksByStart`), drawn by `Block`. */
  blockAt: ReadonlyMap<number, SlotBlock<P>>;
  Block: ComponentType<SlotBlock<P>>;
  /** In a grid that selects (aria-multiselectable): whether a cell is selected. */
  isSelected?: (lane: number, slot: number) => boolean;
  /** Today's lane is highlighted, past ones greyed. */
  whenOf?: (lane: number) => 'today' | 'past' | undefined;
}

/**
 * The week grid and the team day: an ARIA grid (scrolling sideways on a phone) with a roving
 * focus, of lanes (days, agents) by the day's quarter-hour slots, running down the grid (the week)
 * or across it (the team day). A session is drawn in the cell where it starts.
 */
export function SlotGrid<P>({
  grid,
  label,
  keysHelpId,
  looks,
  isMultiselectable,
  onKeyDown,
  header,
  bodyHandlers,
  rowHeaders,
  names,
  blockAt,
  Block,
  isSelected,
  whenOf,
}: SlotGridProps<P>) {
  const { gridRef, bodyRef, onFocus, focus, laneAttribute, geometry } = grid;
  const { lanes, axis } = geometry;
  const columns = axis === 'vertical' ? Array.from({ length: lanes }, (_lane, lane) => lane) : SLOTS;
  return (
    <div className={classes.scroller}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-multiselectable={isMultiselectable}
        aria-describedby={keysHelpId}
        className={`${classes.grid} ${looks.grid}`}
        style={{ '--columns': columns.length } as CSSProperties}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <div role="row" className={classes.headerRow}>
          {header}
        </div>
        <div ref={bodyRef} role="rowgroup" className={classes.body} {...bodyHandlers}>
          {rowHeaders.map((rowHeader, row) => (
            <div key={rowHeader.key} role="row" className={`${classes.row} ${looks.row ?? ''}`}>
              <div role="rowheader" className={looks.rowHeader} title={rowHeader.title}>
                {rowHeader.label}
              </div>
              {columns.map((column) => {
                const [lane, slot] = axis === 'vertical' ? [column, row] : [row, column];
                return (
                  <SlotCell
                    key={column}
                    laneAttribute={laneAttribute}
                    lane={lane}
                    slot={slot}
                    name={names[lane]?.[slot] ?? ''}
                    block={blockAt.get(cellIndex(lane, slot))}
                    Block={Block}
                    isFocusTarget={focus.lane === lane && focus.slot === slot}
                    isSelected={isSelected?.(lane, slot)}
                    when={whenOf?.(lane)}
                    looks={looks}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** A slot's hour ('9h00'), shown on the hour and said only to screen readers on the quarters. */
export function SlotLabel({ slot }: { slot: number }) {
  return slot % SLOTS_PER_HOUR === 0 ? (
    slotToLabel(slot)
  ) : (
    <VisuallyHidden>{slotToLabel(slot)}</VisuallyHidden>
  );
}

interface SlotCellProps<P> {
  laneAttribute: string;
  lane: number;
  slot: number;
  name: string;
  block: SlotBlock<P> | undefined;
  Block: ComponentType<SlotBlock<P>>;
  isFocusTarget: boolean;
  isSelected: boolean | undefined;
  when: 'today' | 'past' | undefined;
  looks: SlotGridLooks;
}

/**
 * A cell. Cells are memoised and hovering changes no state, so a grid of 200 sessions stays
 * fluid: a drag re-renders only the cells whose selection or block changed.
 */
const SlotCell = memo(function SlotCell<P>({
  laneAttribute,
  lane,
  slot,
  name,
  block,
  Block,
  isFocusTarget,
  isSelected,
  when,
  looks,
}: SlotCellProps<P>) {
  return (
    <div
      role="gridcell"
      aria-label={name}
      aria-selected={isSelected}
      tabIndex={isFocusTarget ? 0 : -1}
      {...{ [`data-${laneAttribute}`]: lane }}
      data-slot={slot}
      data-when={when}
      className={`${classes.cell} ${looks.cell} ${slot % SLOTS_PER_HOUR === 0 ? looks.hourStart : ''}`}
    >
      {block && <Block placed={block.placed} isPreview={block.isPreview} />}
    </div>
  );
}) as <P>(props: SlotCellProps<P>) => ReactNode;

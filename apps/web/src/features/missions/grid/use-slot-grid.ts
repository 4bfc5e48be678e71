import { useRef } from 'react';
import { cellAtPoint, type GridCell, type GridGeometry } from './grid-cells.ts';
import { useRovingFocus } from './use-roving-focus.ts';

/** What `SlotGrid` draws from and what the grid's handlers read: see `useSlotGrid`. */
export type SlotGridState = ReturnType<typeof useSlotGrid>;

/**
 * A slot grid's state: its elements, its roving focus (its cells carry their lane in
 * `data-<laneAttribute>`), and the cell under a point of the page (`cellAt`, clamped inside the
 * grid while dragging).
 */
export function useSlotGrid(geometry: GridGeometry, laneAttribute: string) {
  const gridRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(gridRef, laneAttribute, geometry.lanes);
  const cellAt = (clientX: number, clientY: number, isClamped = false): GridCell | null =>
    cellAtPoint(bodyRef.current, clientX, clientY, geometry, isClamped);
  return { ...roving, gridRef, bodyRef, geometry, laneAttribute, cellAt };
}

import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { clamp, sameCell, type GridCell } from './grid-cells.ts';

/**
 * A grid's roving focus: one cell takes the Tab key (`focus`), the keyboard moves it
 * (`moveFocus`, which also focuses the cell), a click or Tab into the grid follows it (`onFocus`,
 * on the grid). Cells carry `data-<laneAttribute>` and `data-slot`. A lane gone (an agent less)
 * brings the focus back on the last one.
 */
export function useRovingFocus(gridRef: RefObject<HTMLElement | null>, laneAttribute: string, lanes: number) {
  const [focus, setFocus] = useState<GridCell>({ lane: 0, slot: 0 });
  const shouldFocusCell = useRef(false);

  useEffect(() => {
    if (!shouldFocusCell.current) {
      return;
    }
    shouldFocusCell.current = false;
    gridRef.current
      ?.querySelector<HTMLElement>(`[data-${laneAttribute}="${focus.lane}"][data-slot="${focus.slot}"]`)
      ?.focus();
  }, [focus, gridRef, laneAttribute]);

  const moveFocus = useCallback((cell: GridCell) => {
    shouldFocusCell.current = true;
    setFocus(cell);
  }, []);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const element = event.target.closest<HTMLElement>('[data-slot]');
    if (element) {
      const cell = {
        lane: Number(element.getAttribute(`data-${laneAttribute}`)),
        slot: Number(element.dataset.slot),
      };
      if (!sameCell(cell, focus)) {
        setFocus(cell);
      }
    }
  };

  return {
    focus: { lane: clamp(focus.lane, 0, Math.max(0, lanes - 1)), slot: focus.slot },
    moveFocus,
    onFocus,
  };
}

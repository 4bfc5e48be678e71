import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { GridCell } from './grid-cells.ts';

/** A drag held this close to the window's bottom edge (or to the top, under the app's 56 px header) scrolls. */
const SCROLL_ZONE = 40;
const TOP_SCROLL_ZONE = 56 + SCROLL_ZONE;
/** Pixels scrolled a frame. */
const SCROLL_STEP = 12;

export interface GridDragHandlers<D> {
  /** The cell under the pointer, brought back inside the grid when the pointer leaves it. */
  cellAt: (clientX: number, clientY: number) => GridCell | null;
  /** The pointer is over another cell (or the page scrolled under it). */
  follow: (drag: D, cell: GridCell) => void;
  /** The pointer is released. */
  drop: (drag: D) => void;
  /** The browser took the pointer back (a touch turned into a scroll...). */
  cancel: () => void;
  /** Held near the window's top or bottom edge, the drag scrolls the page. */
  scrollsPage: boolean;
}

/**
 * A drag on a grid: the grid starts it on pointer down (the returned function); it follows the
 * pointer anywhere on the page until it is released. With `scrollsPage`, held near the window's
 * top or bottom edge, it scrolls the page (the afternoon is below the fold on a laptop).
 */
export function useGridDrag<D>(handlers: GridDragHandlers<D>) {
  const drag = useRef<D | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let pointer: { x: number; y: number } | null = null;
    let scrollFrame = 0;
    const stopScrolling = () => {
      cancelAnimationFrame(scrollFrame);
      scrollFrame = 0;
    };
    const follow = (clientX: number, clientY: number) => {
      const cell = drag.current && latest.current.cellAt(clientX, clientY);
      if (drag.current && cell) {
        latest.current.follow(drag.current, cell);
      }
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
      if (latest.current.scrollsPage && scrollFrame === 0) {
        scrollFrame = requestAnimationFrame(scrollStep);
      }
    };
    const onUp = () => {
      stopScrolling();
      const current = drag.current;
      drag.current = null;
      if (current) {
        latest.current.drop(current);
      }
    };
    const onCancel = () => {
      stopScrolling();
      drag.current = null;
      latest.current.cancel();
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
  }, []);

  return useCallback((started: D) => {
    drag.current = started;
  }, []);
}

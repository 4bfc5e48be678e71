import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { GridCell } from './grid-cells.ts';

/** True when the keyboard is busy elsewhere (a field, a popup): the grid's shortcuts stay off. */
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

export interface GridClipboardHandlers {
  /** The focused cell (acted on when the pointer is not over the grid and the grid has the focus). */
  focus: GridCell;
  /** Ctrl+C on a cell: true when it copied something (the key is then the grid's). */
  copy: (cell: GridCell) => boolean;
  /** Ctrl+V on a cell. */
  paste: (cell: GridCell) => void;
}

/**
 * Ctrl+C / Ctrl+V (Cmd on a Mac) anywhere on the page act on the hovered cell, else on the focused
 * cell while the grid has the focus; never while typing in a field or a popup, and Ctrl+C leaves a
 * text selection to the browser. The body reports the hovered cell (`hover`); moving the focus with
 * the keyboard takes over from the pointer (`hover(null)`) until it moves again over the grid.
 */
export function useGridClipboard(gridRef: RefObject<HTMLElement | null>, handlers: GridClipboardHandlers) {
  const hovered = useRef<GridCell | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
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
        if (!window.getSelection()?.toString() && latest.current.copy(cell)) {
          event.preventDefault();
        }
        return;
      }
      event.preventDefault();
      latest.current.paste(cell);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [gridRef]);

  return {
    hover: (cell: GridCell | null) => {
      hovered.current = cell;
    },
  };
}

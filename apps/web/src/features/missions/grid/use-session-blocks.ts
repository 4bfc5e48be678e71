import { useMemo, useState, type PointerEvent } from 'react';
import { blocksByStart } from './grid-cells.ts';

/**
 * A grid's sessions as blocks: each drawn in the cell where it starts (`blockAt`), the dragged
 * one at its new place while `preview` shows it there. A block carries its session's key in
 * `data-session-key`, so that the pointer finds its session (`sessionOf`). `laneOf` and `keyOf`
 * are the module's own functions (they keep the blocks memoised).
 */
export function useSessionBlocks<P extends { beginning: number }>(
  sessions: readonly P[],
  laneOf: (placed: P) => number,
  keyOf: (placed: P) => string,
) {
  const [preview, setPreview] = useState<{ key: string; placed: P } | null>(null);
  const byKey = useMemo(() => new Map(sessions.map((placed) => [keyOf(placed), placed])), [sessions, keyOf]);
  const blockAt = useMemo(
    () => blocksByStart(sessions, laneOf, keyOf, preview),
    [sessions, laneOf, keyOf, preview],
  );
  return {
    blockAt,
    /** The session of that key ('data-session-key'). */
    sessionOfKey: (key: string | undefined) => (key === undefined ? undefined : byKey.get(key)),
    /** The session whose block holds the element, if any. */
    sessionOf: (element: Element) =>
      byKey.get(element.closest<HTMLElement>('[data-session-key]')?.dataset.sessionKey ?? ''),
    /** Shows `placed` drawn as `moved` (a drag's new place). */
    preview: (placed: P, moved: P) => setPreview({ key: keyOf(placed), placed: moved }),
    endPreview: () => setPreview(null),
  };
}

/** The element a press of the main button (or a touch) started on; null for another button. */
export const pressedElement = (event: PointerEvent) =>
  event.button === 0 && event.target instanceof Element ? event.target : null;

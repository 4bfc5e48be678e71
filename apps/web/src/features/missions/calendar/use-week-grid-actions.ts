import { useCallback, useRef } from 'react';
import { MESSAGES, canChangeAppointmentOf } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { notifyConflict } from '../conflict-toast.ts';
import { placeMove, placePaste, placeSelection, type SessionPlace } from './calendar-rules.ts';
import type { CalendarMission, PlacedSession, SlotSelection, WeekLayout } from './week-layout.ts';
import type { SessionTarget } from './week-grid.tsx';

type Session<M extends CalendarMission> = M['sessions'][number];

/** What the agent's calendar asks of its caller, once a gesture on the grid is checked. */
export interface WeekCalendarHandlers<M extends CalendarMission> {
  /** A selection became these sessions (one a day): open the creation form. */
  onCreate: (places: SessionPlace[]) => void;
  onOpen: (mission: M, session: Session<M>) => void;
  onDelete: (mission: M, session: Session<M>) => void;
  /** A session dragged or resized to a free place. */
  onMove: (mission: M, session: Session<M>, place: SessionPlace) => void;
  /** A copied session pasted on a free place (hours kept, or trimmed by one slot). */
  onPaste: (mission: M, session: Session<M>, place: SessionPlace) => void;
}

/** A change refused before anything is sent: an overlap is a conflict toast (at most one a second). */
function refuse(message: string) {
  if (
    message === MESSAGES.missions.conflict ||
    message === MESSAGES.missions.pasteOverlap ||
    message === MESSAGES.missions.dragOverlap
  ) {
    notifyConflict(message);
  } else {
    notify('error', message);
  }
}

/**
 * The week grid's gestures (create, open, delete, move or resize, copy, paste), checked with the
 * domain's rules (overlap, auto-trim, past days, an erased client's appointment that no longer
 * changes) before the caller's handlers are called.
 */
export function useWeekGridActions<M extends CalendarMission>(
  layout: WeekLayout<M>,
  today: string,
  { onCreate, onOpen, onDelete, onMove, onPaste }: WeekCalendarHandlers<M>,
) {
  const copied = useRef<PlacedSession | null>(null);

  const handleCreate = useCallback(
    (selection: SlotSelection) => {
      const placed = placeSelection(layout, selection, today);
      if (!placed.ok) {
        refuse(placed.message);
        return;
      }
      if (placed.notice) {
        notify('warning', placed.notice);
      }
      onCreate(placed.value);
    },
    [layout, today, onCreate],
  );

  const handleChangeRange = useCallback(
    (placed: PlacedSession, target: SessionTarget) => {
      if (!canChangeAppointmentOf(placed.mission)) {
        refuse(MESSAGES.gdpr.erasedAppointment);
        return false;
      }
      const result = placeMove(layout, placed, target, today);
      if (!result.ok) {
        refuse(result.message);
        return false;
      }
      onMove(placed.mission as M, placed.session, result.value);
      return true;
    },
    [layout, today, onMove],
  );

  const handleCopy = useCallback((placed: PlacedSession) => {
    // A copy would give an erased client a new appointment (issue 39).
    if (!canChangeAppointmentOf(placed.mission)) {
      refuse(MESSAGES.gdpr.erasedAppointment);
      return;
    }
    copied.current = placed;
    notify('success', MESSAGES.calendar.sessionCopied);
  }, []);

  const handlePaste = useCallback(
    (dayIndex: number) => {
      const source = copied.current;
      if (!source) {
        notify('warning', MESSAGES.calendar.nothingCopied);
        return;
      }
      const result = placePaste(layout, source.session, dayIndex, today);
      if (!result.ok) {
        refuse(result.message);
        return;
      }
      if (result.notice) {
        notify('warning', result.notice);
      }
      onPaste(source.mission as M, source.session, result.value);
    },
    [layout, today, onPaste],
  );

  const handleOpen = useCallback(
    (placed: PlacedSession) => onOpen(placed.mission as M, placed.session),
    [onOpen],
  );
  const handleDelete = useCallback(
    (placed: PlacedSession) => onDelete(placed.mission as M, placed.session),
    [onDelete],
  );

  return {
    onCreate: handleCreate,
    onOpen: handleOpen,
    onDelete: handleDelete,
    onChangeRange: handleChangeRange,
    onCopy: handleCopy,
    onPaste: handlePaste,
  };
}

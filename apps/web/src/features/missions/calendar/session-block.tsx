import { MESSAGES, canChangeAppointmentOf, deName } from '@tourneo/domain';
import type { PlacedSession } from './week-layout.ts';
import grid from '../grid/slot-grid.module.css';
import classes from './week-grid.module.css';

/**
 * A session on the week grid: the client, hours and operation in the operation's colour (green
 * once completed), an icon when the client booked it through the link (not said by colour alone),
 * its delete button and its resize handles (none for an erased client's: `canChangeAppointmentOf`).
 */
export function SessionBlock({ placed, isPreview }: { placed: PlacedSession; isPreview: boolean }) {
  const length = placed.ending - placed.beginning;
  return (
    <div
      className={`${grid.session} ${classes.session}`}
      data-session-key={placed.session.session_id}
      data-session-id={placed.session.session_id}
      data-preview={isPreview}
      data-booked-by-client={placed.isBookedByClient || undefined}
      style={{
        height: `calc(${length} * var(--row-height) - 2px)`,
        background: placed.colours.background,
        borderColor: placed.colours.border,
        color: placed.colours.text,
      }}
    >
      {/* The cell's name already says all this (and more): read once, not twice. */}
      <div aria-hidden="true" className={classes.text}>
        {/* Spaces between the lines: the text reads 'Dupont 9h00 - 10h00', as the name says. */}
        <span className={grid.client}>
          {placed.isBookedByClient && <BookedByClientIcon />}
          {placed.mission.client_name}
        </span>{' '}
        {length > 1 && <span className={grid.hours}>{placed.hours}</span>}{' '}
        {length > 2 && placed.mission.operation_name && (
          <span className={grid.hours}>{placed.mission.operation_name}</span>
        )}
      </div>
      {canChangeAppointmentOf(placed.mission) && (
        <>
          <button
            type="button"
            tabIndex={-1}
            data-delete={placed.session.session_id}
            className={classes.delete}
            aria-label={`Supprimer le rendez-vous ${deName(placed.mission.client_name)}`}
          >
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <div data-handle="start" className={`${classes.handle} ${classes.handleStart}`} />
          <div data-handle="end" className={`${classes.handle} ${classes.handleEnd}`} />
        </>
      )}
    </div>
  );
}

/** A person with a tick: booked by the client; its title shows on hover. */
function BookedByClientIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="12"
      height="12"
      className={classes.bookedIcon}
      data-booked-icon=""
      focusable="false"
    >
      <title>{MESSAGES.calendar.bookedByClient}</title>
      <circle cx="6" cy="4.5" r="2.5" fill="currentColor" />
      <path d="M1.5 14c0-3 2-5 4.5-5s4.5 2 4.5 5z" fill="currentColor" />
      <path
        d="M10 9.5l1.8 1.8L15 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

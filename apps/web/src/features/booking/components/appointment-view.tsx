import { useState } from 'react';
import type { BookedAppointmentResponse } from '@tourneo/domain/booking/responses';
import { stateRefusalOf } from '@tourneo/domain/lifecycle/client-changes';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { appointmentIcsUrl } from '../api/get-appointment.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Notice, type NoticeContent } from './notice.tsx';

type Pending = 'cancel' | 'erase' | null;

/**
 * A started, completed or cancelled appointment: its state, in place of 'Reprogrammer' and
 * 'Annuler' (issue 39); a planned one billed by the company says so. Null for a planned one
 * not billed.
 */
function SettledState({ appointment }: { appointment: BookedAppointmentResponse['appointment'] }) {
  switch (appointment.state) {
    case 'planned':
      return appointment.billed ? (
        <p className="state state-title" role="status">
          {M.stateBilled}
        </p>
      ) : null;
    case 'started':
      return (
        <p className="state state-title" role="status">
          {M.stateStarted}
        </p>
      );
    case 'completed':
      return (
        <p className="state state-title" role="status">
          {M.stateCompleted(dayLabel(appointment.completed_on ?? appointment.date))}
        </p>
      );
    case 'cancelled':
      return (
        <p className="state state-title" role="status">
          {M.stateCancelled}
        </p>
      );
  }
}

/**
 * A used link: the client's appointment (date and time, address, operation), an .ics file,
 * 'Reprogrammer' and 'Annuler' for a planned one until the day before (the lifecycle's rule; the
 * server's `can_change` says the day's part, in Paris time, and the billing's), its state once
 * started, completed or cancelled, or billed, and 'Supprimer mes données'.
 */
export function AppointmentView({
  token,
  booked,
  notice,
  isBusy,
  onReschedule,
  onCancel,
  onErase,
  headingRef,
}: {
  token: string;
  booked: BookedAppointmentResponse;
  notice: NoticeContent | null;
  isBusy: boolean;
  onReschedule: () => void;
  onCancel: () => Promise<boolean>;
  onErase: () => Promise<boolean>;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const { appointment } = booked;
  // The lifecycle's rule: its state refuses any change, else the server's answer for the day and
  // the billing (a billed appointment is not moved nor cancelled).
  const isPlanned = stateRefusalOf(appointment.state) === null;
  const canChange = isPlanned && !appointment.billed && appointment.can_change;
  const address = appointment.appartement
    ? `${appointment.adresse}, ${appointment.appartement}`
    : appointment.adresse;
  const run = async (action: () => Promise<boolean>) => {
    if (await action()) {
      setConfirming(null);
    }
  };
  return (
    <section aria-labelledby="appointment-title">
      <h1 id="appointment-title" ref={headingRef} tabIndex={-1}>
        {M.appointmentTitle}
      </h1>
      <Notice notice={notice} />
      <SettledState appointment={appointment} />
      <dl className="details">
        <div>
          <dt>{M.date}</dt>
          <dd>{dayLabel(appointment.date)}</dd>
        </div>
        <div>
          <dt>{M.time}</dt>
          <dd>{M.timeRange(slotToLabel(appointment.beginning), slotToLabel(appointment.ending))}</dd>
        </div>
        <div>
          <dt>{M.address}</dt>
          <dd>{address}</dd>
        </div>
        {appointment.operation_name && (
          <div>
            <dt>{M.operation}</dt>
            <dd>{appointment.operation_name}</dd>
          </div>
        )}
      </dl>
      <div className="actions">
        {isPlanned && (
          <a className="button secondary" href={appointmentIcsUrl(token)} download="rendez-vous.ics">
            {M.downloadIcs}
          </a>
        )}
        {canChange ? (
          <>
            <button type="button" className="button" disabled={isBusy} onClick={onReschedule}>
              {M.reschedule}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={isBusy}
              onClick={() => setConfirming('cancel')}
            >
              {M.cancel}
            </button>
          </>
        ) : (
          // A billed appointment said why above; the others are too late (their day has come).
          isPlanned && !appointment.billed && <p className="hint">{M.cancelTooLate}</p>
        )}
        {!appointment.erasure_requested && (
          <button
            type="button"
            className="button link"
            disabled={isBusy}
            onClick={() => setConfirming('erase')}
          >
            {M.erase}
          </button>
        )}
      </div>
      {confirming === 'cancel' && (
        <ConfirmDialog
          text={M.cancelConfirm}
          confirmLabel={M.cancelConfirmButton}
          isBusy={isBusy}
          onConfirm={() => void run(onCancel)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'erase' && (
        <ConfirmDialog
          text={M.eraseConfirm}
          confirmLabel={M.eraseConfirmButton}
          isBusy={isBusy}
          onConfirm={() => void run(onErase)}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

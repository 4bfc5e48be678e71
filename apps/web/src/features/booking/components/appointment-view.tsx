import { useState } from 'react';
import type { BookedAppointmentResponse } from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { appointmentIcsUrl } from '../api/get-appointment.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Notice, type NoticeContent } from './notice.tsx';

type Pending = 'cancel' | 'erase' | null;

/**
 * A used link: the client's appointment (date and time, address, operation), an .ics file,
 * 'Reprogrammer' and 'Annuler' until the day before, and 'Supprimer mes données'.
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
        <a className="button secondary" href={appointmentIcsUrl(token)} download="rendez-vous.ics">
          {M.downloadIcs}
        </a>
        {appointment.can_change ? (
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
          <p className="hint">{M.cancelTooLate}</p>
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

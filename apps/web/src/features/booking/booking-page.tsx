import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { AppointmentView } from './components/appointment-view.tsx';
import { BookingFrame } from './components/booking-frame.tsx';
import { ChooseStep } from './components/choose-step.tsx';
import { NoSlot } from './components/no-slot.tsx';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { useBookingFlow } from './use-booking-flow.ts';
import { expressOffer } from './link-channel.ts';
import { ExpressOffer } from './components/express-offer.tsx';

/**
 * The end client's booking page (`/?token=...`): its own light entry (React and plain CSS, no
 * back-office code). Proposals are computed fresh each time the page opens.
 */
export function BookingPage({ token }: { token: string }) {
  const flow = useBookingFlow(token);
  const { screen, contact, heading, notice, isBusy } = flow;
  const offer = expressOffer();
  switch (screen.kind) {
    case 'loading':
      return (
        <BookingFrame contact={contact} hasOwnContact>
          <h1>{M.title}</h1>
          <p className="booking-loading" role="status">
            {M.loading}
          </p>
        </BookingFrame>
      );
    case 'invalid':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {M.invalidLinkTitle}
          </h1>
          <p>{screen.message}</p>
          <p className="hint">{M.invalidLinkHelp}</p>
        </BookingFrame>
      );
    case 'failed':
      return (
        <BookingFrame contact={contact} hasOwnContact>
          <NoSlot headingRef={heading} reason={screen.message} onRetry={flow.load} contact={contact} />
        </BookingFrame>
      );
    case 'declined':
    case 'cancelled':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {screen.kind === 'declined' ? M.declinedTitle : M.cancelledTitle}
          </h1>
          <p className="fade-in">{screen.message}</p>
        </BookingFrame>
      );
    case 'success':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {M.successTitle}
          </h1>
          <p className="success">
            {M.success(dayLabel(screen.appointment.date), slotToLabel(screen.appointment.beginning))}
          </p>
          <p className="hint">{M.successHelp}</p>
          <div className="actions">
            <button type="button" className="button secondary" onClick={flow.showAppointment}>
              {M.appointmentTitle}
            </button>
          </div>
        </BookingFrame>
      );
    case 'appointment':
      return (
        <BookingFrame contact={contact}>
          <AppointmentView
            token={token}
            booked={screen.booked}
            notice={notice}
            isBusy={isBusy}
            headingRef={heading}
            onReschedule={() => flow.reschedule(screen.booked)}
            onCancel={flow.cancel}
            onErase={() => flow.erase(screen.booked)}
          />
        </BookingFrame>
      );
    case 'choose':
      return (
        <BookingFrame contact={contact} hasOwnContact={screen.info.appointments.length === 0}>
          {offer && !screen.booked && (
            <ExpressOffer isBusy={isBusy} onAccept={() => flow.acceptExpress(offer)} />
          )}
          <ChooseStep
            screen={screen}
            contact={contact}
            notice={notice}
            selectedId={flow.selectedId}
            isBusy={isBusy}
            isLeaving={flow.isLeaving}
            headingRef={heading}
            onSelect={flow.setSelectedId}
            onConfirm={() => flow.confirm(screen)}
            onDecline={flow.decline}
            onRetry={() => (screen.booked ? flow.reschedule(screen.booked) : flow.load())}
            onKeepCurrent={flow.keepCurrent}
          />
        </BookingFrame>
      );
  }
}

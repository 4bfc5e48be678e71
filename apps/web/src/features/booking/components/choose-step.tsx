import type { BookedAppointmentResponse } from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import type { ChooseScreen } from '../booking-screens.ts';
import type { ContactTarget } from './company-contact.tsx';
import { NoSlot } from './no-slot.tsx';
import { Notice, type NoticeContent } from './notice.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * The proposals to choose from (a first booking, or moving the appointment `booked`), then
 * 'Confirmer' and 'Aucun créneau ne me convient' (or 'Garder mon rendez-vous'); without any
 * proposal, 'Aucun créneau trouvé' with retry and the company's contact.
 */
export function ChooseStep({
  screen,
  contact,
  notice,
  selectedId,
  isBusy,
  isLeaving,
  headingRef,
  onSelect,
  onConfirm,
  onDecline,
  onRetry,
  onKeepCurrent,
}: {
  screen: ChooseScreen;
  contact: ContactTarget;
  notice: NoticeContent | null;
  selectedId: string | null;
  isBusy: boolean;
  isLeaving: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onSelect: (id: string) => void;
  onConfirm: () => void;
  onDecline: () => void;
  onRetry: () => void;
  onKeepCurrent: (booked: BookedAppointmentResponse) => void;
}) {
  const { info, booked } = screen;
  if (info.appointments.length === 0) {
    return (
      <>
        <Notice notice={notice} />
        <NoSlot headingRef={headingRef} reason={null} onRetry={onRetry} contact={contact} />
        {booked && (
          <button type="button" className="button link" onClick={() => onKeepCurrent(booked)}>
            {M.keepCurrent}
          </button>
        )}
      </>
    );
  }
  return (
    <form
      className={isLeaving ? 'choose leaving' : 'choose'}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <h1 ref={headingRef} tabIndex={-1}>
        {booked ? M.rescheduleTitle : M.title}
      </h1>
      <p>
        {booked ? M.rescheduleHelp : info.client.operation_name ? M.intro(info.client.operation_name) : null}
      </p>
      <Notice notice={notice} />
      <SlotPicker slots={info.appointments} selectedId={selectedId} onSelect={onSelect} isDisabled={isBusy} />
      {selectedId === null && (
        <p className="hint" id="choose-first">
          {M.chooseFirst}
        </p>
      )}
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={selectedId === null || isBusy}
          aria-describedby={selectedId === null ? 'choose-first' : undefined}
        >
          {isBusy ? M.confirming : M.confirm}
        </button>
        {booked ? (
          <button
            type="button"
            className="button secondary"
            disabled={isBusy}
            onClick={() => onKeepCurrent(booked)}
          >
            {M.keepCurrent}
          </button>
        ) : (
          <button type="button" className="button secondary" disabled={isBusy} onClick={onDecline}>
            {M.decline}
          </button>
        )}
      </div>
    </form>
  );
}

import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { ContactActions, type ContactTarget } from './company-contact.tsx';

/** 'Aucun créneau trouvé', with retry and the company's contact (spec 2 §8). */
export function NoSlot({
  headingRef,
  reason,
  onRetry,
  contact,
}: {
  headingRef: React.Ref<HTMLHeadingElement>;
  reason: string | null;
  onRetry: () => void;
  contact: ContactTarget;
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {M.noSlot}
      </h1>
      {reason && <p role="alert">{reason}</p>}
      <p>{M.noSlotHelp}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onRetry}>
          {M.retry}
        </button>
        <ContactActions {...contact} />
      </div>
    </>
  );
}

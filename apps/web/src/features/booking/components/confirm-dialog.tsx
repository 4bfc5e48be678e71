import { useEffect, useId, useRef } from 'react';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';

/**
 * A confirmation as a native modal `<dialog>`: the browser keeps the focus inside, Escape closes
 * it and the focus goes back to the button that opened it.
 */
export function ConfirmDialog({
  text,
  confirmLabel,
  isBusy,
  onConfirm,
  onClose,
}: {
  text: string;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={textId} onClose={onClose}>
      <p id={textId}>{text}</p>
      <div className="actions">
        <button type="button" className="button danger" disabled={isBusy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button secondary" disabled={isBusy} onClick={onClose}>
          {M.back}
        </button>
      </div>
    </dialog>
  );
}

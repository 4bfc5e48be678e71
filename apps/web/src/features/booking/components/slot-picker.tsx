import type { BookingSlot } from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';

/**
 * The proposals as native radio buttons: arrow keys move the choice, and screen readers say
 * "1 of 3". The whole card is the label, a large target on a phone.
 */
export function SlotPicker({
  slots,
  selectedId,
  onSelect,
  isDisabled,
}: {
  slots: readonly BookingSlot[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  isDisabled: boolean;
}) {
  return (
    <fieldset className="slots" disabled={isDisabled}>
      <legend>{M.slotsLegend}</legend>
      {slots.map((slot) => (
        <label key={slot.id} className="slot">
          <input
            type="radio"
            name="slot"
            value={slot.id}
            checked={selectedId === slot.id}
            onChange={() => onSelect(slot.id)}
          />
          <span className="slot-text">
            <span className="slot-day">{dayLabel(slot.date)}</span>
            <span className="slot-time">
              {M.timeRange(slotToLabel(slot.beginning), slotToLabel(slot.ending))}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

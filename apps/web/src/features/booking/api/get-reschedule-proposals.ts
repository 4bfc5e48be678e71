import type { BookingInfoResponse } from '@tourneo/domain/booking/responses';
import type { BookingTokenInput } from '@tourneo/domain/booking/schemas';
import { postBooking } from './booking-request.ts';

/** New proposals for a booked link; from the day before the appointment: 409 `CHANGE_TOO_LATE`. */
export const getRescheduleProposals = (body: BookingTokenInput) =>
  postBooking<BookingInfoResponse>('/rdv/get-reschedule-proposals', body);

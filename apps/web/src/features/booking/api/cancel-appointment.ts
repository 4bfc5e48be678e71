import type { BookingTokenInput } from '@tourneo/domain/booking/schemas';
import type { MessageResponse } from '@tourneo/domain/common/responses';
import { postBooking } from './booking-request.ts';

/** Cancels the link's appointment; from the day before: 409 `CHANGE_TOO_LATE`. */
export const cancelAppointment = (body: BookingTokenInput) =>
  postBooking<MessageResponse>('/rdv/cancel-appointment', body);

import type { BookingInfoResponse } from '@tourneo/domain/booking/responses';
import type { BookingInfoInput } from '@tourneo/domain/booking/schemas';
import { postBooking } from './booking-request.ts';

/**
 * The link's client, company and fresh proposals (at most 3). An unknown or expired link answers
 * 404 `BOOKING_LINK_INVALID`; a link that already booked answers 409 `BOOKING_LINK_USED`.
 */
export const getBookingInfo = (body: BookingInfoInput) =>
  postBooking<BookingInfoResponse>('/rdv/get-rdv-and-user-info-by-token', body);

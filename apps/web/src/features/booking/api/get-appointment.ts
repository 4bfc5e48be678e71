import type { BookedAppointmentResponse } from '@tourneo/domain/booking/responses';
import type { BookingTokenInput } from '@tourneo/domain/booking/schemas';
import { postBooking } from './booking-request.ts';

/** The appointment page of a used link; none booked answers 404 `NO_APPOINTMENT`. */
export const getAppointment = (body: BookingTokenInput) =>
  postBooking<BookedAppointmentResponse>('/rdv/get-appointment-by-token', body);

/** The appointment as a calendar file (`text/calendar`, TZID Europe/Paris). */
export const appointmentIcsUrl = (token: string) => `/rdv/appointment.ics?token=${encodeURIComponent(token)}`;

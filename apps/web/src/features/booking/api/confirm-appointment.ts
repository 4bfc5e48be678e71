import type { ConfirmAppointmentResponse } from '@tourneo/domain/booking/responses';
import type { ConfirmAppointmentInput } from '@tourneo/domain/booking/schemas';
import { postBooking } from './booking-request.ts';

/**
 * Books the chosen proposal (or moves the appointment to it). Taken meanwhile: 409 `SLOT_TAKEN`
 * whose answer (`SlotTakenResponse`) carries fresh proposals.
 */
export const confirmAppointment = (body: ConfirmAppointmentInput) =>
  postBooking<ConfirmAppointmentResponse>('/rdv/confirm-appointment', body);

import type { BookingTokenInput } from '@tourneo/domain/booking/schemas';
import type { MessageResponse } from '@tourneo/domain/common/responses';
import { postBooking } from './booking-request.ts';

/** No proposal suits the client: recorded, and the client is e-mailed when a slot is found. */
export const declineProposals = (body: BookingTokenInput) =>
  postBooking<MessageResponse>('/rdv/decline-proposals', body);

import type { BookingTokenInput } from '@tourneo/domain/booking/schemas';
import type { MessageResponse } from '@tourneo/domain/common/responses';
import { postBooking } from './booking-request.ts';

/** Records the client's request to erase their data, for the company ('Supprimer mes données'). */
export const requestDataErasure = (body: BookingTokenInput) =>
  postBooking<MessageResponse>('/rdv/request-data-erasure', body);

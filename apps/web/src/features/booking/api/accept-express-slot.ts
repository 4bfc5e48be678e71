import { postBooking } from './booking-request.ts';

interface ExpressAcceptedResponse {
  success: true;
  message: string;
  appointment: { date: string; beginning: number; ending: number };
}

/** Books the freed slot offered by an express message; taken by another client meanwhile: 409. */
export const acceptExpressSlot = (body: { offer: string }) =>
  postBooking<ExpressAcceptedResponse>('/automations/express-slot/accept', body);

/**
 * Booking use cases (docs/decisions/0014-booking.md): the planner's take-charge and the client's
 * booking link. The engine (`proposeSlots`, `evaluateSlot`) decides which slots; this module loads
 * its input in a few statements, records what was proposed to which link, and writes the chosen
 * slot through the missions service, so the mission rules and the exclusion constraint apply.
 */
import { MESSAGES } from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { consumeOrRefuse, createLimiter, type Limiter } from '../../http/rate-limit.ts';

export { PROPOSAL_LIFETIME_MS } from './booking-proposals.ts';
export { recordSlotEvent, type SlotOfEvent } from './booking-events.ts';
export { createAppointment, makeAppointmentProposals } from './take-charge.ts';
export { confirmAppointment, type ConfirmResult } from './confirm-appointment.ts';
export { acceptOfferedSlot, hasAppointment, offerFreedSlots, type ExpressOffer } from './express-slots.ts';
export {
  cancelLinkAppointment,
  declineProposals,
  getBookingCompany,
  getBookingInfo,
  getLinkAppointment,
  getLinkAppointmentCalendar,
  getRescheduleProposals,
  requestDataErasure,
} from './link-appointment.ts';

/** Public booking calls per IP and per minute, counted in the database (shared by every server). */
export function createBookingLimiter(db: Database, perIpPerMinute: number): Limiter {
  return createLimiter(db, { keyPrefix: 'booking-ip', points: perIpPerMinute, durationSeconds: 60 });
}

export async function consumeBookingAllowance(limiter: Limiter, ip: string): Promise<void> {
  await consumeOrRefuse(limiter, ip, MESSAGES.booking.tooManyRequests);
}

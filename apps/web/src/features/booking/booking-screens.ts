import type {
  BookedAppointment,
  BookedAppointmentResponse,
  BookingInfoResponse,
} from '@tourneo/domain/booking/responses';
import { BOOKING_PAGE_MESSAGES as M } from '@tourneo/domain/messages/booking-page-fr';
import { ApiError } from '../../lib/http/fetch-core.ts';
import { hasBookingCode } from './api/booking-request.ts';
import { getAppointment } from './api/get-appointment.ts';
import { getBookingInfo } from './api/get-booking-info.ts';
import type { ContactTarget } from './components/company-contact.tsx';
import { isKnownUsedLink, rememberUsedLink } from './used-links.ts';
import { linkChannel } from './link-channel.ts';

/** What the page shows: one screen at a time (spec 2 "End-client booking page"). */
export type Screen =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string }
  | ChooseScreen
  | { kind: 'declined'; message: string }
  | { kind: 'success'; appointment: Pick<BookedAppointment, 'date' | 'beginning'>; message: string }
  | { kind: 'appointment'; booked: BookedAppointmentResponse }
  | { kind: 'cancelled'; message: string };

/** The proposals, for a first booking (`booked` null) or to move the appointment `booked`. */
export interface ChooseScreen {
  kind: 'choose';
  info: BookingInfoResponse;
  booked: BookedAppointmentResponse | null;
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const NO_CONTACT_KNOWN: ContactTarget = { company: null, operationName: null };

/** The company and operation an answer names: the contact of every later screen. */
export function contactTargetOf(screen: Screen): ContactTarget | undefined {
  if (screen.kind === 'choose') {
    return { company: screen.info.company, operationName: screen.info.client.operation_name };
  }
  if (screen.kind === 'appointment') {
    return { company: screen.booked.company, operationName: screen.booked.client.operation_name };
  }
  return undefined;
}

/** Why the appointment page cannot show: an invalid link (malformed: never the technical wording), or a failure. */
function appointmentFailureScreen(error: unknown): Screen {
  if (error instanceof ApiError && error.status === 400) {
    return { kind: 'invalid', message: M.linkInvalid };
  }
  return error instanceof ApiError && error.status === 404
    ? { kind: 'invalid', message: error.message }
    : { kind: 'failed', message: messageOf(error) };
}

/** The link's appointment, once it booked (remembered on this browser), or why it cannot show. */
export async function fetchAppointmentScreen(token: string): Promise<Screen> {
  try {
    const booked = await getAppointment({ token });
    rememberUsedLink(token, true);
    return { kind: 'appointment', booked };
  } catch (error) {
    return appointmentFailureScreen(error);
  }
}

/** The link's screen: its proposals, or its appointment once used, or why neither. */
export async function fetchLinkScreen(token: string): Promise<Screen> {
  if (isKnownUsedLink(token)) {
    // Booked on this browser: its appointment first (no 'used' error on the way).
    try {
      return { kind: 'appointment', booked: await getAppointment({ token }) };
    } catch (error) {
      if (!hasBookingCode(error, 'NO_APPOINTMENT')) {
        return appointmentFailureScreen(error);
      }
      // Cancelled since (elsewhere, or by the company): the link proposes again.
      rememberUsedLink(token, false);
    }
  }
  try {
    return { kind: 'choose', info: await getBookingInfo({ token, via: linkChannel() }), booked: null };
  } catch (error) {
    if (hasBookingCode(error, 'BOOKING_LINK_USED')) {
      return fetchAppointmentScreen(token);
    }
    if (
      hasBookingCode(error, 'BOOKING_LINK_INVALID') ||
      (error instanceof ApiError && error.status === 400)
    ) {
      // A malformed token is an invalid link: never the validation's technical wording.
      return { kind: 'invalid', message: M.linkInvalid };
    }
    return { kind: 'failed', message: messageOf(error) };
  }
}

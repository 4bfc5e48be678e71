import {
  BOOKING_ERROR_CODES,
  MESSAGES,
  canClientChangeAppointment,
  isBilled,
  parisDateOf,
  type BookedAppointment,
} from '@tourneo/domain';
import type { ConfirmResult } from './confirm-appointment.ts';
import type * as repository from './booking.repository.ts';

export const presentClient = (client: repository.BookingClientRow) => ({
  prenom: client.prenom,
  operation_name: client.operationName,
});
/** Who the client books with, as the client may see it: a name and a contact, no id. */
export const presentCompany = (client: repository.BookingClientRow) => ({
  name: client.companyName,
  email: client.contactEmail,
  phone: client.contactPhone,
});

/** The day a completed appointment was done: its last completion in the agent app, else its date. */
function completedOnOf(appointment: repository.ClientAppointment): string | null {
  if (appointment.state !== 'completed') {
    return null;
  }
  return appointment.completedAt ? parisDateOf(appointment.completedAt) : appointment.date;
}

export function presentAppointment(
  appointment: repository.ClientAppointment,
  now: Date,
  erasureRequested: boolean,
): BookedAppointment {
  return {
    date: appointment.date,
    beginning: appointment.beginning,
    ending: appointment.ending,
    adresse: appointment.adresse,
    appartement: appointment.appartement,
    operation_name: appointment.operationName,
    can_change: canClientChangeAppointment(appointment, parisDateOf(now)),
    state: appointment.state,
    billed: isBilled(appointment.billing),
    completed_on: completedOnOf(appointment),
    erasure_requested: erasureRequested,
  };
}

const b = MESSAGES.booking;

/** The booking page's data, or its reschedule proposals: the message says whether there are any. */
export function presentBookingInfo<Info extends { appointments: readonly unknown[] }>(info: Info) {
  return {
    success: true as const,
    message: info.appointments.length > 0 ? b.proposalsFound : b.noSlotFound,
    ...info,
  };
}

/** The planner's take-charge proposals. */
export function presentTakeChargeProposals<Proposal>(proposals: Proposal[]) {
  return {
    success: true as const,
    message: proposals.length > 0 ? b.proposalsFound : b.noSlotAvailable,
    proposals,
  };
}

/** The take-charge's booked slot: the client's new mission. */
export function presentCreatedAppointment(created: { rdvId: number; clientId: number }) {
  return {
    success: true as const,
    message: b.created,
    rdv_id: created.rdvId,
    client_id: created.clientId,
    creation_type: 'semi_automatic' as const,
  };
}

/** The client's confirmation: the appointment (200), or, the slot taken meanwhile, fresh proposals (409). */
export function presentConfirmation(result: ConfirmResult) {
  if (result.status === 'taken') {
    return {
      status: 409 as const,
      body: {
        success: false as const,
        error: b.slotTaken,
        message: b.slotTaken,
        code: BOOKING_ERROR_CODES.slotTaken,
        appointments: result.appointments,
      },
    };
  }
  return {
    status: 200 as const,
    body: {
      success: true as const,
      message: result.isRescheduled ? b.rescheduled : b.confirmed,
      appointment: result.appointment,
    },
  };
}

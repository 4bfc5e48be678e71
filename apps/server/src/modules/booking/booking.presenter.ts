import { parisDateOf, type BookedAppointment } from '@tourneo/domain';
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

/** 'Annuler' and 'Reprogrammer' stay open until the day before the appointment (Paris time). */
export function canChangeAppointment(date: string, now: Date): boolean {
  return parisDateOf(now) < date;
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
    can_change: canChangeAppointment(appointment.date, now),
    erasure_requested: erasureRequested,
  };
}

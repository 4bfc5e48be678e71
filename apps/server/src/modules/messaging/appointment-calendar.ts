import { TIME_ZONE } from '@tourneo/domain';
import { parisCalendar, parisTimeOf } from '../../ical/paris-calendar.ts';

/**
 * An appointment as an iCalendar file, times in Europe/Paris (TZID + VTIMEZONE): the booking
 * page's download and the confirmation e-mail's attachment. The same UID for one mission, so a
 * calendar updates the event instead of adding a second one.
 */
export function appointmentCalendar(appointment: {
  companyId: number;
  missionId: number;
  companyName: string;
  contactEmail: string | null;
  operationName: string | null;
  adresse: string;
  appartement: string | null;
  date: string;
  beginning: number;
  ending: number;
  now: Date;
}): string {
  const calendar = parisCalendar('rendez-vous', { name: appointment.companyName });
  calendar.createEvent({
    id: `rdv-${appointment.companyId}-${appointment.missionId}@tourneo`,
    start: parisTimeOf(appointment.date, appointment.beginning),
    end: parisTimeOf(appointment.date, appointment.ending),
    timezone: TIME_ZONE,
    stamp: appointment.now,
    summary: appointment.operationName ? `Rendez-vous : ${appointment.operationName}` : 'Rendez-vous',
    location: [appointment.adresse, appointment.appartement].filter(Boolean).join(', '),
    organizer: appointment.contactEmail
      ? { name: appointment.companyName, email: appointment.contactEmail }
      : null,
  });
  return calendar.toString();
}

import ical from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { TIME_ZONE, parisDateTime, slotToMinutes } from '@tourneo/domain';

/**
 * A slot of a date in Paris wall-clock time. A `TZDate` (not a plain `Date`): ical-generator then
 * writes its Paris hours after `TZID=Europe/Paris`, whatever the server's own time zone.
 */
function parisTimeOf(date: string, slot: number) {
  const minutes = slotToMinutes(slot);
  return parisDateTime(date, Math.floor(minutes / 60), minutes % 60);
}

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
  const calendar = ical({
    prodId: { company: 'Tournéo', product: 'rendez-vous', language: 'FR' },
    name: appointment.companyName,
  });
  // No calendar-wide zone (DTSTAMP stays in UTC, as RFC 5545 wants); the event's zone gets its
  // VTIMEZONE from the generator.
  calendar.timezone({
    name: null,
    generator: (zone) => {
      const block = tzlib_get_ical_block(zone);
      return Array.isArray(block) ? (block[0] ?? null) : null;
    },
  });
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

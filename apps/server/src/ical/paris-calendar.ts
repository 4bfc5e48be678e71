import ical, { type ICalCalendarData } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { parisDateTime, slotToMinutes } from '@tourneo/domain';

/**
 * A slot of a date in Paris wall-clock time. A `TZDate` (not a plain `Date`): ical-generator then
 * writes its Paris hours after `TZID=Europe/Paris`, whatever the server's own time zone.
 */
export function parisTimeOf(date: string, slot: number) {
  const minutes = slotToMinutes(slot);
  return parisDateTime(date, Math.floor(minutes / 60), minutes % 60);
}

/**
 * A calendar whose events are in Europe/Paris: each event given `timezone: TIME_ZONE` gets the
 * zone's VTIMEZONE from the generator. No calendar-wide zone (DTSTAMP stays in UTC, as RFC 5545
 * wants). The booking page's appointment file and the agents' feeds are made with it.
 */
export function parisCalendar(product: string, data: Omit<ICalCalendarData, 'prodId'>) {
  const calendar = ical({ prodId: { company: 'Tournéo', product, language: 'FR' }, ...data });
  calendar.timezone({
    name: null,
    generator: (zone) => {
      const block = tzlib_get_ical_block(zone);
      return Array.isArray(block) ? (block[0] ?? null) : null;
    },
  });
  return calendar;
}

import { TZDate } from '@date-fns/tz';
// One module per function: the date-fns index loads every function (about 1 s in Node).
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';
import { set } from 'date-fns/set';
import { fr } from 'date-fns/locale/fr';

export const INVITATION_TIME_ZONE = 'Europe/Paris';
export const INVITATION_HOUR = 9;

/**
 * When the booking invitations of imported clients go out: the next working day (Monday to
 * Friday, public holidays not counted) at 9h00 Paris time, as an absolute instant.
 */
export function nextWorkingDayAtNine(now: Date): Date {
  let day = addDays(new TZDate(now.getTime(), INVITATION_TIME_ZONE), 1);
  while (isWeekend(day)) {
    day = addDays(day, 1);
  }
  return new Date(set(day, { hours: INVITATION_HOUR, minutes: 0, seconds: 0, milliseconds: 0 }).getTime());
}

/** An invitation's time as the screens say it, in Paris time: "lundi 23 novembre 2026 à 9h00". */
export function formatInvitationTime(instant: Date | string): string {
  const paris = new TZDate(new Date(instant).getTime(), INVITATION_TIME_ZONE);
  return format(paris, "EEEE d MMMM yyyy 'à' H'h'mm", { locale: fr });
}

import { TZDate } from '@date-fns/tz';
// One module per function: the date-fns index loads every function (about 1 s in Node).
import { format } from 'date-fns/format';
import { fr } from 'date-fns/locale/fr';

// When invitations go out: `nextWorkingDayAtNine` in scheduling/message-times.ts (with the holidays).
export const INVITATION_TIME_ZONE = 'Europe/Paris';

/** An invitation's time as the screens say it, in Paris time: "lundi 23 novembre 2026 à 9h00". */
export function formatInvitationTime(instant: Date | string): string {
  const paris = new TZDate(new Date(instant).getTime(), INVITATION_TIME_ZONE);
  return format(paris, "EEEE d MMMM yyyy 'à' H'h'mm", { locale: fr });
}

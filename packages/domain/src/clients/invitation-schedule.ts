import { formatParisInstant } from '../time/paris-wall-clock.ts';

// When invitations go out: `nextWorkingDayAtNine` in scheduling/message-times.ts (with the holidays).

/** An invitation's time as the screens say it, in Paris time: "lundi 23 novembre 2026 à 9h00". */
export function formatInvitationTime(instant: Date | string): string {
  return formatParisInstant(new Date(instant), "EEEE d MMMM yyyy 'à' H'h'mm");
}

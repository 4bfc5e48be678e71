import { Badge } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';

/** Marks a client that has an appointment (booked by take-charge or by its link). */
export function ScheduledBadge() {
  return (
    <Badge color="teal" variant="filled">
      {MESSAGES.clientList.scheduledBadge}
    </Badge>
  );
}

/**
 * Marks a client the booking reminder rule handed to a planner's call (issue 28); the title says
 * why. Dark text on a light orange: readable (contrast) without relying on the colour alone.
 */
export function ToCallBadge() {
  return (
    <Badge color="orange" variant="light" title={MESSAGES.clientList.toCallHint}>
      {MESSAGES.clientList.toCallBadge}
    </Badge>
  );
}

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

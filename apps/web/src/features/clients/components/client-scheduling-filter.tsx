import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { MESSAGES, type ClientSchedulingFilter } from '@tourneo/domain';

const M = MESSAGES.clientList;
const OPTIONS: { value: ClientSchedulingFilter; label: string }[] = [
  { value: 'a-planifier', label: M.toSchedule },
  { value: 'planifies', label: M.scheduled },
  { value: 'tous', label: M.all },
  // Handed off by the booking reminder rule (issue 28): the clients a planner calls. Last, so
  // that the spec's three keep their places (and their arrow-key order).
  { value: 'a-appeler', label: M.toCall },
];

/** À planifier (the spec's list, the default) / Planifiés / Tous / À appeler: radio buttons, arrows move. */
export function ClientSchedulingFilter({
  value,
  onChange,
}: {
  value: ClientSchedulingFilter;
  onChange: (value: ClientSchedulingFilter) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {M.schedulingLabel}
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={OPTIONS} value={value} onChange={onChange} />
    </Stack>
  );
}

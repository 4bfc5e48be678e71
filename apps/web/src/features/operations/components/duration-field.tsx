import { Slider, Stack, Text } from '@mantine/core';
import {
  DURATION_MAX_SLOTS,
  DURATION_MIN_SLOTS,
  WORKDAY_HOURS,
  formatDuration,
  formatDurationInWorkdays,
} from '@tourneo/domain';

interface DurationFieldProps {
  value: number;
  onChange: (slots: number) => void;
  error?: string | undefined;
}

/** The duration slider: 1 to 480 quarter hours, read in hours and in working days of 8 hours. */
export function DurationField({ value, onChange, error }: DurationFieldProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="operation-duration-label">
        Durée : {formatDuration(value)}
      </Text>
      <Slider
        min={DURATION_MIN_SLOTS}
        max={DURATION_MAX_SLOTS}
        step={1}
        value={value}
        onChange={onChange}
        label={formatDuration}
        thumbLabel="Durée"
        aria-labelledby="operation-duration-label"
      />
      <Text size="xs" c="dimmed">
        Soit {formatDurationInWorkdays(value)} (journées de {WORKDAY_HOURS} h), par pas de 15 minutes.
      </Text>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import { useId, type ReactNode } from 'react';
import { Slider, Stack, Text, type SliderProps } from '@mantine/core';

interface SliderFieldProps extends Omit<SliderProps, 'thumbProps'> {
  /** The value read in words above the slider ('Durée : 2 h'), which names it and describes its thumb. */
  heading: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** More ids that describe the thumb (a message shown elsewhere). */
  describedBy?: string | undefined;
}

/** A slider of whole steps with its value in words above it, a hint and its message below. */
export function SliderField({ heading, description, error, describedBy, ...slider }: SliderFieldProps) {
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Text id={headingId} size="sm" fw={500}>
        {heading}
      </Text>
      <Slider
        step={1}
        aria-labelledby={headingId}
        thumbProps={{ 'aria-describedby': describedBy ? `${headingId} ${describedBy}` : headingId }}
        {...slider}
      />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

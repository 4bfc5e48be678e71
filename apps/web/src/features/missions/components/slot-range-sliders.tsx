import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  FIRST_END_SLOT,
  FIRST_START_SLOT,
  SLOTS_PER_DAY,
  LAST_START_SLOT,
  slotToLabel,
} from '@tourneo/domain';
import { SliderField } from '../../../components/ui/slider-field.tsx';

export interface SlotRangeSlidersProps {
  beginning: number;
  ending: number;
  onChange: (range: { beginning: number; ending: number }) => void;
  error?: string | undefined;
}

/** A mark every two hours: 8h, 10h ... 16h. */
const MARKS = [0, 8, 16, 24, 32].map((slot) => ({ value: slot, label: slotToLabel(slot) }));

/**
 * Start and end sliders in quarter-hour slots, 8h00 to 17h00 (arrows move by a quarter hour,
 * Page Up/Down... as Mantine's slider does). The end stays after the start: moving one past the
 * other pushes it along.
 */
export function SlotRangeSliders({ beginning, ending, onChange, error }: SlotRangeSlidersProps) {
  const errorId = useId();
  return (
    <Stack gap="lg" pb="sm">
      <SliderField
        heading={`Heure de début : ${slotToLabel(beginning)}`}
        min={FIRST_START_SLOT}
        max={LAST_START_SLOT}
        value={beginning}
        label={slotToLabel}
        marks={MARKS}
        thumbLabel="Heure de début"
        thumbValueText={slotToLabel}
        onChange={(slot) => onChange({ beginning: slot, ending: Math.max(ending, slot + 1) })}
      />
      <SliderField
        heading={`Heure de fin : ${slotToLabel(ending)}`}
        describedBy={error ? errorId : undefined}
        min={FIRST_END_SLOT}
        max={SLOTS_PER_DAY}
        value={ending}
        label={slotToLabel}
        marks={MARKS.slice(1)}
        thumbLabel="Heure de fin"
        thumbValueText={slotToLabel}
        onChange={(slot) => onChange({ beginning: Math.min(beginning, slot - 1), ending: slot })}
      />
      {error && (
        <Text id={errorId} c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

import { useId, type ComponentProps } from 'react';
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

type TimeSliderProps = Omit<ComponentProps<typeof SliderField>, 'heading' | 'value'> & {
  /** What the slider sets ('Heure de début'): its heading, with the time, and its thumb's name. */
  name: string;
  value: number;
};

/** A slider of quarter-hour slots read as times of day ('Heure de début : 9h15'). */
function TimeSlider({ name, value, ...slider }: TimeSliderProps) {
  return (
    <SliderField
      heading={`${name} : ${slotToLabel(value)}`}
      value={value}
      label={slotToLabel}
      thumbLabel={name}
      thumbValueText={slotToLabel}
      {...slider}
    />
  );
}

/**
 * Start and end sliders in quarter-hour slots, 8h00 to 17h00 (arrows move by a quarter hour,
 * Page Up/Down... as Mantine's slider does). The end stays after the start: moving one past the
 * other pushes it along.
 */
export function SlotRangeSliders({ beginning, ending, onChange, error }: SlotRangeSlidersProps) {
  const errorId = useId();
  return (
    <Stack gap="lg" pb="sm">
      <TimeSlider
        name="Heure de début"
        min={FIRST_START_SLOT}
        max={LAST_START_SLOT}
        value={beginning}
        marks={MARKS}
        onChange={(slot) => onChange({ beginning: slot, ending: Math.max(ending, slot + 1) })}
      />
      <TimeSlider
        name="Heure de fin"
        describedBy={error ? errorId : undefined}
        min={FIRST_END_SLOT}
        max={SLOTS_PER_DAY}
        value={ending}
        marks={MARKS.slice(1)}
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

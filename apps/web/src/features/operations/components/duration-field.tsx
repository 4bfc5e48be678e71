import {
  DURATION_MAX_SLOTS,
  DURATION_MIN_SLOTS,
  WORKDAY_HOURS,
  formatDuration,
  formatDurationInWorkdays,
} from '@tourneo/domain';
import { SliderField } from '../../../components/ui/slider-field.tsx';

interface DurationFieldProps {
  value: number;
  onChange: (slots: number) => void;
  error?: string | undefined;
}

/** The duration slider: 1 to 480 quarter hours, read in hours and in working days of 8 hours. */
export function DurationField({ value, onChange, error }: DurationFieldProps) {
  return (
    <SliderField
      heading={`Durée : ${formatDuration(value)}`}
      description={`Soit ${formatDurationInWorkdays(value)} (journées de ${WORKDAY_HOURS} h), par pas de 15 minutes.`}
      error={error}
      min={DURATION_MIN_SLOTS}
      max={DURATION_MAX_SLOTS}
      value={value}
      onChange={onChange}
      label={formatDuration}
      thumbLabel="Durée"
    />
  );
}

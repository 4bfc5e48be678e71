import { useId, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import {
  addDays,
  frenchDateToIso,
  isPastDate,
  isWorkingDay,
  isoToFrenchDate,
  isoWeekday,
} from '@tourneo/domain';
import classes from './french-date-input.module.css';

export interface FrenchDateInputProps {
  label: string;
  /** As typed, dd/MM/yyyy. */
  value: string;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD' in Paris: earlier days cannot be chosen. */
  today: string;
  error?: string | undefined;
}

const WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'];
const monthTitle = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const asUtc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The first day of the month holding `isoDate`, 'YYYY-MM-01'. */
const monthOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;
const shiftMonth = (month: string, by: number) => {
  const date = asUtc(month);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 10);
};

/** The month's weeks, Monday first, `null` outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: isoWeekday(month) - 1 }, () => null);
  for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) {
    weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  }
  return weeks;
}

function CalendarIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * The mission popup's date: typed dd/MM/yyyy (French) or picked in a month that opens under the
 * field; past days and weekends cannot be picked (the server refuses them too).
 */
export function FrenchDateInput({ label, value, onChange, today, error }: FrenchDateInputProps) {
  const chosen = frenchDateToIso(value);
  const [isPickerOpen, setPickerOpen] = useState(false);
  /** The month first shown: the chosen day's, or this month's when none (or a past one) is chosen. */
  const startMonth = () => monthOf(chosen !== null && chosen >= today ? chosen : today);
  const [month, setMonth] = useState(startMonth);
  const pickerId = useId();
  const inputId = useId();
  const canGoBack = month > monthOf(today);

  const pick = (day: string) => {
    onChange(isoToFrenchDate(day));
    setPickerOpen(false);
    document.getElementById(inputId)?.focus();
  };

  return (
    <Stack gap={4}>
      <TextInput
        id={inputId}
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="jj/mm/aaaa"
        description="Format jj/mm/aaaa"
        error={error}
        autoComplete="off"
        inputMode="numeric"
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label="Choisir la date dans le calendrier"
            aria-expanded={isPickerOpen}
            aria-controls={pickerId}
            onClick={() => {
              setMonth(startMonth());
              setPickerOpen((open) => !open);
            }}
          >
            <CalendarIcon />
          </ActionIcon>
        }
      />
      {isPickerOpen && (
        <div id={pickerId} className={classes.picker}>
          <Group justify="space-between" mb={4}>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setMonth(shiftMonth(month, -1))}
              disabled={!canGoBack}
            >
              Mois précédent
            </Button>
            <Text fw={600} aria-live="polite">
              {monthTitle.format(asUtc(month))}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setMonth(shiftMonth(month, 1))}>
              Mois suivant
            </Button>
          </Group>
          <table className={classes.month}>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col">
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(month).map((week) => (
                <tr key={week.find((day) => day !== null) ?? ''}>
                  {week.map((day, index) => (
                    <td key={day ?? `empty-${index}`}>
                      {day !== null && (
                        <UnstyledButton
                          className={classes.day}
                          aria-label={dayName.format(asUtc(day))}
                          aria-pressed={day === chosen}
                          data-today={day === today || undefined}
                          disabled={isPastDate(day, today) || !isWorkingDay(day)}
                          onClick={() => pick(day)}
                        >
                          {Number(day.slice(8))}
                        </UnstyledButton>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}

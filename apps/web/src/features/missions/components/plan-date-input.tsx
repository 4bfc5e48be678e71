import { useState } from 'react';
import { DateInput, DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
// Only the missions chunk (the calendar's popups) loads the pickers' styles, not the admin shell.
import '@mantine/dates/styles.css';
import { frenchDateToIso, isWorkingDay, isoToFrenchDate } from '@tourneo/domain';

export interface PlanDateInputProps {
  label: string;
  /** As typed, dd/MM/yyyy: the domain's `findPlanDateError` judges it (format, past, weekend). */
  value: string;
  onChange: (value: string) => void;
  /** 'YYYY-MM-DD' in Paris: earlier days cannot be picked. */
  today: string;
  error?: string | undefined;
}

const FRENCH_DATES: DatesProviderSettings = { locale: 'fr', firstDayOfWeek: 1 };

/**
 * The calendar's arrows, named in French (Mantine leaves them unnamed). The title between them
 * ('novembre 2026', which opens the year) is named by its own text.
 */
const CALENDAR_LABELS = {
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  previousYear: 'Année précédente',
  nextYear: 'Année suivante',
  previousDecade: 'Décennie précédente',
  nextDecade: 'Décennie suivante',
};

const dayName = (isoDate: string) => dayjs(isoDate).locale('fr').format('dddd D MMMM YYYY');

/**
 * A day a session can be planned on (spec 2: French, dd/MM/yyyy, no past dates): Mantine's
 * `DateInput`, typed dd/MM/yyyy or picked in the month that opens under it, where past days and
 * weekends are disabled. What is typed goes to the form as it is, so that a wrong date gets the
 * server's own message rather than silently going back to the previous day.
 */
export function PlanDateInput({ label, value, onChange, today, error }: PlanDateInputProps) {
  const isoDate = frenchDateToIso(value);
  /** The month shown: the chosen day's, or this month's when the chosen day is past. */
  const [shownDate, setShownDate] = useState(() => (isoDate !== null && isoDate > today ? isoDate : today));
  const [isCalendarOpen, setCalendarOpen] = useState(false);

  return (
    <DatesProvider settings={FRENCH_DATES}>
      <DateInput
        label={label}
        description="Format jj/mm/aaaa"
        placeholder="jj/mm/aaaa"
        inputMode="numeric"
        error={error}
        valueFormat="DD/MM/YYYY"
        dateParser={frenchDateToIso}
        value={isoDate}
        // A day picked, or a typed date from today on (weekends included: the form refuses them).
        onChange={(picked) => onChange(picked === null ? '' : isoToFrenchDate(picked))}
        // Every keystroke, valid or not: the form's validation gives the French message.
        onInput={(event) => onChange(event.currentTarget.value)}
        fixOnBlur={false}
        minDate={today}
        excludeDate={(date) => !isWorkingDay(date)}
        // Days of the months around are drawn pale: today among them (a 31 December under
        // January) would be a pickable day without its contrast. Each month shows its own days.
        hideOutsideDates
        getDayAriaLabel={dayName}
        getDayProps={(date) => ({ 'aria-pressed': date === isoDate })}
        date={shownDate}
        onDateChange={(date) => setShownDate(date < today ? today : date)}
        ariaLabels={CALENDAR_LABELS}
        popoverProps={{
          // Beside its field, inside the popup's dialog, and placed against the window so that the
          // popup's scrolling edge does not cut it (as the theme does for lists of choices).
          withinPortal: false,
          floatingStrategy: 'fixed',
          onOpen: () => setCalendarOpen(true),
          onClose: () => setCalendarOpen(false),
        }}
        // While the month is open, Escape closes it and not the popup (as the selects do).
        data-mantine-stop-propagation={isCalendarOpen || undefined}
      />
    </DatesProvider>
  );
}

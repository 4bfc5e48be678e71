import { useCallback, useMemo, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, deName, type WorkWeek } from '@tourneo/domain';
import { parisOffsetLabel, weekLabel } from '@tourneo/domain/calendar/calendar-week';
import { assignOperationColours } from '@tourneo/domain/calendar/operation-colour';
import { notify } from '../../../lib/notify.ts';
import { placeMove, placePaste, placeSelection, type SessionPlace } from './calendar-rules.ts';
import { layOutWeek, type CalendarMission, type PlacedSession, type SlotSelection } from './week-layout.ts';
import { WeekGrid, type SessionTarget } from './week-grid.tsx';

export interface AgentCalendarProps<M extends CalendarMission> {
  agentName: string;
  week: WorkWeek;
  offset: number;
  /** Today in Paris: no session is created or moved before it. */
  today: string;
  onGoToWeek: (offset: number) => void;
  missions: readonly M[] | undefined;
  /** The company's operations: each colours its missions with a colour of its own. */
  operations: readonly { id: number; name: string }[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  /** A selection became these sessions (one a day): open the creation form. */
  onCreate: (places: SessionPlace[]) => void;
  onOpen: (mission: M, session: M['sessions'][number]) => void;
  onDelete: (mission: M, session: M['sessions'][number]) => void;
  /** A session dragged or resized to a free place. */
  onMove: (mission: M, session: M['sessions'][number], place: SessionPlace) => void;
  /** A copied session pasted on a free place (hours kept, or trimmed by one slot). */
  onPaste: (mission: M, session: M['sessions'][number], place: SessionPlace) => void;
  /** An overlap refused before anything is sent (the caller throttles these toasts). */
  onConflict: (message: string) => void;
}

const KEYS_HELP =
  'Flèches : parcourir les créneaux. Maj + flèches : sélectionner. Entrée : créer ou ouvrir. ' +
  'Alt + flèches : déplacer la session. Alt + Maj + haut/bas : raccourcir ou allonger. ' +
  'Suppr : supprimer. Ctrl+C / Ctrl+V : copier une session, la coller sur un jour.';

/**
 * An agent's weekly calendar (spec 1 "Calendar week view", spec 2 "Agent calendar"): the agent's
 * name, previous and next week, 'Semaine du …', Paris's UTC offset of that week, and the grid.
 * Rules (overlap, auto-trim, past days) are checked here with the domain's functions before
 * anything is sent; the caller sends, and opens the popups.
 */
export function AgentCalendar<M extends CalendarMission>({
  agentName,
  week,
  offset,
  today,
  onGoToWeek,
  missions,
  operations,
  isLoading,
  loadError,
  onCreate,
  onOpen,
  onDelete,
  onMove,
  onPaste,
  onConflict,
}: AgentCalendarProps<M>) {
  const operationColours = useMemo(() => assignOperationColours(operations ?? []), [operations]);
  const layout = useMemo(
    () => layOutWeek(week.days, missions ?? [], operationColours),
    [week.days, missions, operationColours],
  );
  const copied = useRef<PlacedSession | null>(null);

  const refuse = useCallback(
    (message: string) => {
      if (
        message === MESSAGES.missions.conflict ||
        message === MESSAGES.missions.pasteOverlap ||
        message === MESSAGES.missions.dragOverlap
      ) {
        onConflict(message);
      } else {
        notify('error', message);
      }
    },
    [onConflict],
  );

  const handleCreate = useCallback(
    (selection: SlotSelection) => {
      const placed = placeSelection(layout, selection, today);
      if (!placed.ok) {
        refuse(placed.message);
        return;
      }
      if (placed.notice) {
        notify('warning', placed.notice);
      }
      onCreate(placed.value);
    },
    [layout, today, refuse, onCreate],
  );

  const handleChangeRange = useCallback(
    (placed: PlacedSession, target: SessionTarget) => {
      const result = placeMove(layout, placed, target, today);
      if (!result.ok) {
        refuse(result.message);
        return false;
      }
      onMove(placed.mission as M, placed.session, result.value);
      return true;
    },
    [layout, today, refuse, onMove],
  );

  const handleCopy = useCallback((placed: PlacedSession) => {
    copied.current = placed;
    notify('success', MESSAGES.calendar.sessionCopied);
  }, []);

  const handlePaste = useCallback(
    (dayIndex: number) => {
      const source = copied.current;
      if (!source) {
        notify('warning', MESSAGES.calendar.nothingCopied);
        return;
      }
      const result = placePaste(layout, source.session, dayIndex, today);
      if (!result.ok) {
        refuse(result.message);
        return;
      }
      if (result.notice) {
        notify('warning', result.notice);
      }
      onPaste(source.mission as M, source.session, result.value);
    },
    [layout, today, refuse, onPaste],
  );

  const handleOpen = useCallback(
    (placed: PlacedSession) => onOpen(placed.mission as M, placed.session),
    [onOpen],
  );
  const handleDelete = useCallback(
    (placed: PlacedSession) => onDelete(placed.mission as M, placed.session),
    [onDelete],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {agentName}
          </Title>
          <Text fw={600} aria-live="polite">
            {weekLabel(week.start, week.end)}
          </Text>
          <Text size="sm" c="dimmed">
            {parisOffsetLabel(week.start)}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => onGoToWeek(offset - 1)}>
            Semaine précédente
          </Button>
          <Button variant="default" onClick={() => onGoToWeek(0)} disabled={offset === 0}>
            Cette semaine
          </Button>
          <Button variant="default" onClick={() => onGoToWeek(offset + 1)}>
            Semaine suivante
          </Button>
        </Group>
      </Group>
      <Text id="calendar-keys" size="xs" c="dimmed">
        {KEYS_HELP}
      </Text>
      {loadError && (
        <Alert color="red" title={MESSAGES.calendar.weekLoadError}>
          {loadError}
        </Alert>
      )}
      {isLoading && (
        <Group gap="xs">
          <Loader size="xs" aria-label="Chargement..." />
          <Text size="sm">Chargement...</Text>
        </Group>
      )}
      <WeekGrid
        layout={layout}
        label={`Calendrier ${deName(agentName)}`}
        today={today}
        onCreate={handleCreate}
        onOpen={handleOpen}
        onDelete={handleDelete}
        onChangeRange={handleChangeRange}
        onCopy={handleCopy}
        onPaste={handlePaste}
      />
    </Stack>
  );
}

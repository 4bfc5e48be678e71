import { useCallback, useMemo } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type MissionView } from '@tourneo/domain';
import { assignOperationColours } from '@tourneo/domain/calendar/operation-colour';
import { fullDayLabel, shiftWorkingDays } from '@tourneo/domain/calendar/team-day';
import {
  dropChange,
  layOutTeamDay,
  type DropChange,
  type PlacedTeamSession,
  type TeamAgent,
  type TeamDayTarget,
} from './team-day-layout.ts';
import { TEAM_DAY_KEYS_ID, TeamDayGrid } from './team-day-grid.tsx';
import classes from './team-day-grid.module.css';

const t = MESSAGES.teamDay;

export interface TeamDayViewProps {
  day: string;
  /** The day "Aujourd'hui" goes to (Monday on a weekend). */
  firstDay: string;
  onGoToDay: (date: string) => void;
  agents: readonly TeamAgent[] | undefined;
  /** The day's missions; undefined while the day loads. */
  missions: readonly MissionView[] | undefined;
  /** The company's operations: each colours its missions with a colour of its own. */
  operations: readonly { id: number; name: string }[] | undefined;
  isLoading: boolean;
  loadError: string | null;
  onOpen: (placed: PlacedTeamSession) => void;
  /** A session dropped elsewhere: the change to send (not called when nothing changed). */
  onDrop: (placed: PlacedTeamSession, change: DropChange) => void;
}

/**
 * The 'Planning d'équipe' (beyond the spec): the day in French, previous and next working day,
 * today, and the grid of every agent's sessions; an empty company says where agents are created.
 */
export function TeamDayView({
  day,
  firstDay,
  onGoToDay,
  agents,
  missions,
  operations,
  isLoading,
  loadError,
  onOpen,
  onDrop,
}: TeamDayViewProps) {
  const label = fullDayLabel(day);
  const operationColours = useMemo(() => assignOperationColours(operations ?? []), [operations]);
  const layout = useMemo(
    () => layOutTeamDay(agents ?? [], missions ?? [], day, operationColours),
    [agents, missions, day, operationColours],
  );
  const handleDrop = useCallback(
    (placed: PlacedTeamSession, target: TeamDayTarget) => {
      const change = dropChange(layout, placed, target);
      if (change) {
        onDrop(placed, change);
      }
    },
    [layout, onDrop],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t.title}
          </Title>
          <Text fw={600} aria-live="polite" className={classes.dayLabel}>
            {label}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => onGoToDay(shiftWorkingDays(day, -1))}>
            {t.previousDay}
          </Button>
          <Button variant="default" onClick={() => onGoToDay(firstDay)} disabled={day === firstDay}>
            {t.today}
          </Button>
          <Button variant="default" onClick={() => onGoToDay(shiftWorkingDays(day, 1))}>
            {t.nextDay}
          </Button>
        </Group>
      </Group>
      <Text id={TEAM_DAY_KEYS_ID} size="xs" c="dimmed">
        {t.keysHelp}
      </Text>
      {loadError && (
        <Alert color="red" title={t.loadError}>
          {loadError}
        </Alert>
      )}
      {isLoading && (
        <Group gap="xs">
          <Loader size="xs" aria-label="Chargement..." />
          <Text size="sm">Chargement...</Text>
        </Group>
      )}
      {agents?.length === 0 ? (
        <Text>{t.noAgents}</Text>
      ) : (
        agents && (
          <TeamDayGrid layout={layout} label={t.gridLabel(label)} onOpen={onOpen} onDrop={handleDrop} />
        )
      )}
    </Stack>
  );
}

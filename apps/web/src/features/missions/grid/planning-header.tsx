import { Alert, Button, Group, Loader, Text, Title } from '@mantine/core';

export interface PlanningHeaderProps {
  title: string;
  /** The period shown ('Semaine du …', the day), read aloud when it changes. */
  period: string;
  periodClassName?: string | undefined;
  /** A line under the period (the week's UTC offset). */
  detail?: string | undefined;
  /** The buttons to the previous, current and next period. */
  labels: { previous: string; current: string; next: string };
  onGo: (to: 'previous' | 'current' | 'next') => void;
  /** The current period is shown: its button is off. */
  isCurrent: boolean;
  /** The keyboard help the grid points to (aria-describedby). */
  keysHelp: { id: string; text: string };
  loadErrorTitle: string;
  loadError: string | null;
  isLoading: boolean;
}

/**
 * The head of the week and team day screens: title, period, the previous / current / next
 * buttons, the grid's keyboard help, and the load's error or progress.
 */
export function PlanningHeader({
  title,
  period,
  periodClassName,
  detail,
  labels,
  onGo,
  isCurrent,
  keysHelp,
  loadErrorTitle,
  loadError,
  isLoading,
}: PlanningHeaderProps) {
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text fw={600} aria-live="polite" className={periodClassName}>
            {period}
          </Text>
          {detail && (
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => onGo('previous')}>
            {labels.previous}
          </Button>
          <Button variant="default" onClick={() => onGo('current')} disabled={isCurrent}>
            {labels.current}
          </Button>
          <Button variant="default" onClick={() => onGo('next')}>
            {labels.next}
          </Button>
        </Group>
      </Group>
      <Text id={keysHelp.id} size="xs" c="dimmed">
        {keysHelp.text}
      </Text>
      {loadError && (
        <Alert color="red" title={loadErrorTitle}>
          {loadError}
        </Alert>
      )}
      {isLoading && (
        <Group gap="xs">
          <Loader size="xs" aria-label="Chargement..." />
          <Text size="sm">Chargement...</Text>
        </Group>
      )}
    </>
  );
}

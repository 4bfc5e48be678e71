import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { MESSAGES, deName, type WorkWeek } from '@tourneo/domain';
import { parisOffsetLabel, weekLabel } from '@tourneo/domain/calendar/calendar-week';
import { assignOperationColours } from '@tourneo/domain/calendar/operation-colour';
import { layOutWeek, type CalendarMission } from './week-layout.ts';
import { useWeekGridActions, type WeekCalendarHandlers } from './use-week-grid-actions.ts';
import { PlanningHeader } from '../grid/planning-header.tsx';
import { CALENDAR_KEYS_ID, WeekGrid } from './week-grid.tsx';

export interface AgentCalendarProps<M extends CalendarMission> extends WeekCalendarHandlers<M> {
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
}

const KEYS_HELP = {
  id: CALENDAR_KEYS_ID,
  text:
    'Flèches : parcourir les créneaux. Maj + flèches : sélectionner. Entrée : créer ou ouvrir. ' +
    'Alt + flèches : déplacer la session. Alt + Maj + haut/bas : raccourcir ou allonger. ' +
    'Suppr : supprimer. Ctrl+C / Ctrl+V : copier une session, la coller sur un jour.',
};
const WEEK_LABELS = { previous: 'Semaine précédente', current: 'Cette semaine', next: 'Semaine suivante' };

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
}: AgentCalendarProps<M>) {
  const operationColours = useMemo(() => assignOperationColours(operations ?? []), [operations]);
  const layout = useMemo(
    () => layOutWeek(week.days, missions ?? [], operationColours),
    [week.days, missions, operationColours],
  );
  const actions = useWeekGridActions(layout, today, { onCreate, onOpen, onDelete, onMove, onPaste });

  return (
    <Stack gap="sm">
      <PlanningHeader
        title={agentName}
        period={weekLabel(week.start, week.end)}
        detail={parisOffsetLabel(week.start)}
        labels={WEEK_LABELS}
        onGo={(to) => onGoToWeek(to === 'current' ? 0 : offset + (to === 'next' ? 1 : -1))}
        isCurrent={offset === 0}
        keysHelp={KEYS_HELP}
        loadErrorTitle={MESSAGES.calendar.weekLoadError}
        loadError={loadError}
        isLoading={isLoading}
      />
      <WeekGrid layout={layout} label={`Calendrier ${deName(agentName)}`} today={today} {...actions} />
    </Stack>
  );
}

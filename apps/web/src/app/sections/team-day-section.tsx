import { useCallback, useState } from 'react';
import { MESSAGES } from '@tourneo/domain';
import { ApiError } from '../../lib/http/fetch-core.ts';
import { notify } from '../../lib/notify.ts';
import { TeamDayView } from '../../features/missions/team-day/team-day-view.tsx';
import { useDayParam } from '../../features/missions/team-day/use-day-param.ts';
import type { DropChange, PlacedTeamSession } from '../../features/missions/team-day/team-day-layout.ts';
import { useTeamDay } from '../../features/missions/api/get-team-day.ts';
import { useAgents } from '../../features/agents/api/get-agents.ts';
import { useOperations } from '../../features/operations/api/get-operations.ts';
import { getOperationRolesQueryOptions } from '../../features/operations/api/get-operation-roles.ts';
import { useMoveSession } from '../../features/missions/api/move-session.ts';
import { useSwitchSessionAgent } from '../../features/missions/api/switch-session-agent.ts';
import { useMissionEvents } from '../../features/missions/api/use-mission-events.ts';
import { notifyConflict } from '../../features/missions/conflict-toast.ts';
import { MissionPopup } from '../../features/missions/components/mission-popup.tsx';
import { SessionEditChoicePopup } from '../../features/missions/components/session-edit-choice-popup.tsx';
import { useUpdateMission } from '../../features/missions/api/update-mission.ts';

/** A failed change: an overlap is a conflict toast (at most one a second), anything else its message. */
function notifyFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    notifyConflict(error.message);
    return;
  }
  notify('error', error instanceof Error ? error.message : MESSAGES.network.unexpected);
}

/** The session opened in the popup, on the row of `agentId`: found again in each reload, gone with it. */
interface Opened {
  missionId: number;
  sessionId: number;
  agentId: number;
}

/**
 * The 'Planning d'équipe' (side menu "Agents" → "Planning d'équipe"): the team-day feature's grid,
 * fed by the missions feature's day read and live updates; a drop goes through the missions
 * feature's move and switch-agent calls, and a session opens in its mission popup.
 */
export function TeamDaySection() {
  const { day, firstDay, goToDay } = useDayParam();
  const teamDay = useTeamDay(day);
  const agents = useAgents();
  const operations = useOperations();
  const moveSession = useMoveSession();
  const switchAgent = useSwitchSessionAgent();
  const updateMission = useUpdateMission();
  const [opened, setOpened] = useState<Opened | null>(null);
  /** New hours for a session of a multi-session mission: this session or all, as the week asks. */
  const [hoursChoice, setHoursChoice] = useState<{ placed: PlacedTeamSession; change: DropChange } | null>(
    null,
  );
  useMissionEvents();

  // While another day loads, its agents stay (they are the company's) but not the old day's sessions.
  const isThisDay = teamDay.data?.date === day;
  const missions = isThisDay ? teamDay.data?.data : undefined;
  const openedMission = opened ? missions?.find((mission) => mission.id === opened.missionId) : undefined;
  const openedSession = openedMission?.sessions.find((session) => session.session_id === opened?.sessionId);
  const closePopup = useCallback(() => setOpened(null), []);

  const send = useCallback(
    (placed: PlacedTeamSession, change: DropChange) => {
      const sessionId = placed.session.session_id;
      const date = placed.session.date;
      return change.kind === 'move'
        ? moveSession.mutateAsync({
            sessionId,
            body: { new_date: date, new_beginning: change.beginning, new_ending: change.ending },
          })
        : switchAgent.mutateAsync({
            sessionId,
            body: {
              current_agent_id: change.currentAgentId,
              new_agent_id: change.newAgentId,
              ...(change.hours
                ? { new_date: date, new_beginning: change.hours.beginning, new_ending: change.hours.ending }
                : {}),
            },
          });
    },
    [moveSession, switchAgent],
  );

  // One call per drop: a refused drop leaves the session where it was.
  const onDrop = useCallback(
    (placed: PlacedTeamSession, change: DropChange) =>
      send(placed, change).then((answer) => notify('success', answer.message), notifyFailure),
    [send],
  );

  const onDropAsked = (placed: PlacedTeamSession, change: DropChange) => {
    if (placed.mission.is_multi_session && change.kind === 'move') {
      setHoursChoice({ placed, change });
      return;
    }
    void onDrop(placed, change);
  };

  const applyHours = (applyToAllSessions: boolean) => {
    const choice = hoursChoice;
    setHoursChoice(null);
    const step = choice?.change;
    if (!choice || step?.kind !== 'move') {
      return;
    }
    if (!applyToAllSessions) {
      void onDrop(choice.placed, step);
      return;
    }
    updateMission.mutate(
      {
        missionId: choice.placed.mission.id,
        body: { apply_to_all_sessions: true, beginning: step.beginning, ending: step.ending },
      },
      { onSuccess: (answer) => notify('success', answer.message), onError: notifyFailure },
    );
  };

  return (
    <>
      <TeamDayView
        day={day}
        firstDay={firstDay}
        onGoToDay={goToDay}
        agents={teamDay.data?.agents}
        missions={missions}
        operations={operations.data}
        isLoading={teamDay.isPending || teamDay.isPlaceholderData}
        loadError={teamDay.error ? teamDay.error.message : null}
        onOpen={(placed) =>
          setOpened({
            missionId: placed.mission.id,
            sessionId: placed.session.session_id,
            agentId: placed.agentId,
          })
        }
        onDrop={onDropAsked}
      />
      {opened && openedMission && openedSession && (
        <MissionPopup
          opened
          mission={openedMission}
          session={openedSession}
          agentId={opened.agentId}
          agents={agents}
          operations={operations}
          qualificationsOf={getOperationRolesQueryOptions}
          onClose={closePopup}
        />
      )}
      {hoursChoice && (
        <SessionEditChoicePopup opened onClose={() => setHoursChoice(null)} onChoose={applyHours} />
      )}
    </>
  );
}

import { useCallback, useState } from 'react';
import { Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MESSAGES, type CreateMissionBody, type MissionView, type SessionView } from '@tourneo/domain';
import { ApiError } from '../../lib/http/fetch-core.ts';
import { notify } from '../../lib/notify.ts';
import { AgentCalendar } from '../../features/missions/calendar/agent-calendar.tsx';
import { CreateMissionModal } from '../../features/missions/calendar/create-mission-modal.tsx';
import { useWeekParam } from '../../features/missions/calendar/use-week-param.ts';
import type { SessionPlace } from '../../features/missions/calendar/calendar-rules.ts';
import { useAgents } from '../../features/agents/api/get-agents.ts';
import { useOperations } from '../../features/operations/api/get-operations.ts';
import { getOperationRolesQueryOptions } from '../../features/operations/api/get-operation-roles.ts';
import { useAgentWeek } from '../../features/missions/api/get-agent-week.ts';
import { useCreateMission } from '../../features/missions/api/create-mission.ts';
import { useMoveSession } from '../../features/missions/api/move-session.ts';
import { useMissionEvents } from '../../features/missions/api/use-mission-events.ts';
import { useUpdateMission } from '../../features/missions/api/update-mission.ts';
import { notifyConflict } from '../../features/missions/conflict-toast.ts';
import { MissionPopup } from '../../features/missions/components/mission-popup.tsx';
import { DeleteMissionPopup } from '../../features/missions/components/delete-mission-popup.tsx';
import {
  MultiAgentCopyPopup,
  type MultiAgentCopyScope,
} from '../../features/missions/components/multi-agent-copy-popup.tsx';
import { SessionEditChoicePopup } from '../../features/missions/components/session-edit-choice-popup.tsx';

/** A failed change: an overlap is a conflict toast (at most one a second), anything else its message. */
function notifyFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    notifyConflict(error.message);
    return;
  }
  notify('error', error instanceof Error ? error.message : MESSAGES.network.unexpected);
}

/** A popup about one session of the week: found again in each reload, gone with it. */
interface SessionRef {
  missionId: number;
  sessionId: number;
}

type Popup =
  | ({ kind: 'details' | 'delete' } & SessionRef)
  | ({ kind: 'paste'; place: SessionPlace } & SessionRef)
  | ({ kind: 'hours'; place: SessionPlace } & SessionRef);

/** The mission's client fields, as a copy of it is created. */
const clientFieldsOf = (mission: MissionView) => ({
  client_name: mission.client_name,
  client_email: mission.client_email,
  adresse: mission.adresse,
  appartement: mission.appartement,
  operation_id: mission.operation_id,
  comments: mission.comments,
});

/**
 * An agent's weekly calendar (side menu "Agents" → an agent): the calendar feature's grid, fed by
 * the missions feature's week read and live updates, its changes sent through the missions
 * feature's calls, and their popups.
 */
export function AgentCalendarSection() {
  const [searchParams] = useSearchParams();
  const agentId = Number(searchParams.get('agent')) || undefined;
  const agents = useAgents();
  const operations = useOperations();
  const agent = agents.data?.find((candidate) => candidate.id === agentId);
  const { offset, week, today, goToWeek } = useWeekParam();
  const missionsWeek = useAgentWeek(agent?.id, offset);
  const createMission = useCreateMission();
  const moveSession = useMoveSession();
  const updateMission = useUpdateMission();
  const [creating, setCreating] = useState<SessionPlace[] | null>(null);
  const [popup, setPopup] = useState<Popup | null>(null);
  useMissionEvents();

  const missions = missionsWeek.data?.data;
  const popupMission = popup ? missions?.find((mission) => mission.id === popup.missionId) : undefined;
  const popupSession = popupMission?.sessions.find((session) => session.session_id === popup?.sessionId);
  const closePopup = useCallback(() => setPopup(null), []);

  const move = useCallback(
    (session: SessionView, place: SessionPlace) =>
      moveSession.mutate(
        {
          sessionId: session.session_id,
          body: { new_date: place.date, new_beginning: place.beginning, new_ending: place.ending },
        },
        { onSuccess: (answer) => notify('success', answer.message), onError: notifyFailure },
      ),
    [moveSession],
  );

  // New hours on the same day for a session of a multi-session mission: this session or all?
  const onMove = useCallback(
    (mission: MissionView, session: SessionView, place: SessionPlace) => {
      if (mission.is_multi_session && place.date === session.date) {
        setPopup({ kind: 'hours', missionId: mission.id, sessionId: session.session_id, place });
        return;
      }
      move(session, place);
    },
    [move],
  );

  const applyHours = (applyToAllSessions: boolean) => {
    if (popup?.kind !== 'hours' || !popupMission || !popupSession) {
      return;
    }
    const { place } = popup;
    setPopup(null);
    if (!applyToAllSessions) {
      move(popupSession, place);
      return;
    }
    updateMission.mutate(
      {
        missionId: popupMission.id,
        body: { apply_to_all_sessions: true, beginning: place.beginning, ending: place.ending },
      },
      { onSuccess: (answer) => notify('success', answer.message), onError: notifyFailure },
    );
  };

  const pasteCopy = useCallback(
    (mission: MissionView, session: SessionView, place: SessionPlace, scope: MultiAgentCopyScope) => {
      if (!agent) {
        return;
      }
      const sessionAgents =
        scope === 'all'
          ? session.agents.map(({ agent_id, role, is_lead }) => ({ agent_id, role, is_lead }))
          : [{ agent_id: agent.id, is_lead: true }];
      createMission.mutate(
        {
          ...clientFieldsOf(mission),
          sessions: [{ ...place, agents: sessionAgents }],
        },
        {
          onSuccess: () => notify('success', MESSAGES.calendar.sessionPasted),
          onError: notifyFailure,
        },
      );
    },
    [agent, createMission],
  );

  // A multi-agent session asks for whom it is pasted.
  const onPaste = useCallback(
    (mission: MissionView, session: SessionView, place: SessionPlace) => {
      if (session.agents.length > 1) {
        setPopup({ kind: 'paste', missionId: mission.id, sessionId: session.session_id, place });
        return;
      }
      pasteCopy(mission, session, place, 'mine');
    },
    [pasteCopy],
  );

  const onCreate = useCallback((places: SessionPlace[]) => setCreating(places), []);
  const onOpen = useCallback(
    (mission: MissionView, session: SessionView) =>
      setPopup({ kind: 'details', missionId: mission.id, sessionId: session.session_id }),
    [],
  );
  const onDelete = useCallback(
    (mission: MissionView, session: SessionView) =>
      setPopup({ kind: 'delete', missionId: mission.id, sessionId: session.session_id }),
    [],
  );

  if (agentId === undefined || (agents.isSuccess && !agent)) {
    return (
      <>
        <Title order={1} size="h2">
          Calendrier
        </Title>
        <Text>Choisissez un agent dans le menu « Agents » pour voir son calendrier.</Text>
      </>
    );
  }

  return (
    <>
      <AgentCalendar<MissionView>
        agentName={agent?.name ?? ''}
        week={week}
        offset={offset}
        today={today}
        onGoToWeek={goToWeek}
        missions={missions}
        operations={operations.data}
        isLoading={missionsWeek.isPending && agent !== undefined}
        loadError={missionsWeek.error ? missionsWeek.error.message : null}
        onCreate={onCreate}
        onOpen={onOpen}
        onDelete={onDelete}
        onMove={onMove}
        onPaste={onPaste}
        onConflict={notifyConflict}
      />
      {creating && agent && (
        <CreateMissionModal
          agent={agent}
          places={creating}
          agents={agents.data ?? []}
          operations={operations.data ?? []}
          isSubmitting={createMission.isPending}
          onClose={() => setCreating(null)}
          onSubmit={(body: CreateMissionBody) =>
            createMission.mutate(body, {
              onSuccess: (answer) => {
                notify('success', answer.message);
                setCreating(null);
              },
              onError: notifyFailure,
            })
          }
        />
      )}
      {agent && popup?.kind === 'details' && popupMission && popupSession && (
        <MissionPopup
          opened
          mission={popupMission}
          session={popupSession}
          agentId={agent.id}
          agents={agents}
          operations={operations}
          qualificationsOf={getOperationRolesQueryOptions}
          onClose={closePopup}
        />
      )}
      {agent && popup?.kind === 'delete' && popupMission && popupSession && (
        <DeleteMissionPopup
          opened
          mission={popupMission}
          session={popupSession}
          agentId={agent.id}
          onClose={closePopup}
        />
      )}
      {popup?.kind === 'paste' && popupMission && popupSession && (
        <MultiAgentCopyPopup
          opened
          onClose={closePopup}
          onChoose={(scope) => {
            setPopup(null);
            pasteCopy(popupMission, popupSession, popup.place, scope);
          }}
        />
      )}
      {popup?.kind === 'hours' && popupMission && popupSession && (
        <SessionEditChoicePopup opened onClose={closePopup} onChoose={applyHours} />
      )}
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, canChangeAppointmentOf, type MissionView, type SessionView } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useDeleteMission } from '../api/delete-mission.ts';
import { useDeleteSession } from '../api/delete-session.ts';
import { useRemoveSessionAgent } from '../api/remove-session-agent.ts';
import { deleteFailureOf, REFRESH_AGAIN_AFTER_DELETE_MS } from '../delete-outcome.ts';
import { ChoicePopup, type ChoiceOption } from './choice-popup.tsx';

/** `removeMe`: the calendar's agent leaves this session; `session`: this session goes; `mission`: all of it. */
export type DeleteChoice = 'removeMe' | 'session' | 'mission';

export interface DeleteMissionPopupProps {
  opened: boolean;
  mission: MissionView;
  session: SessionView;
  /** The calendar's agent ("me"). */
  agentId: number;
  onClose: () => void;
  /** After a delete (or "already deleted"): what went. */
  onDeleted?: (choice: DeleteChoice) => void;
}

/** A single-session, single-agent mission gets a plain confirmation, the others the three options. */
export function isPlainDelete(mission: MissionView, session: SessionView): boolean {
  return !mission.is_multi_session && !mission.is_multi_agent && session.agents.length <= 1;
}

/**
 * Spec 2's delete popup: remove me from this session, delete this session, delete the whole
 * mission (a plain confirmation for a single-session, single-agent mission). The calendar reloads
 * at once and again half a second later; RDV_NOT_FOUND and DELETE_FAILED mean "already deleted".
 */
export function DeleteMissionPopup({
  opened,
  mission,
  session,
  agentId,
  onClose,
  onDeleted,
}: DeleteMissionPopupProps) {
  const queryClient = useQueryClient();
  const deleteSession = useDeleteSession();
  const deleteMission = useDeleteMission();
  const removeAgent = useRemoveSessionAgent();
  const lock = useSubmitLock();

  const finish = (choice: DeleteChoice) => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.missions.all });
    }, REFRESH_AGAIN_AFTER_DELETE_MS);
    onDeleted?.(choice);
    onClose();
  };

  const run = async (choice: DeleteChoice) => {
    if (choice === 'removeMe' && session.agents.length <= 1) {
      notify('error', MESSAGES.missions.soleAgentRemoval);
      return;
    }
    if (!lock.acquire()) {
      return;
    }
    try {
      const answer =
        choice === 'removeMe'
          ? await removeAgent.mutateAsync({ sessionId: session.session_id, agentId })
          : choice === 'session'
            ? await deleteSession.mutateAsync(session.session_id)
            : await deleteMission.mutateAsync(mission.id);
      notify('success', answer.message);
      finish(choice);
    } catch (error) {
      if (choice === 'removeMe') {
        notify('error', error instanceof Error ? error.message : MESSAGES.missions.removeAgentError);
        return;
      }
      const failure = deleteFailureOf(error);
      notify(failure.isAlreadyDeleted ? 'warning' : 'error', failure.message);
      if (failure.isAlreadyDeleted) {
        finish(choice);
      }
    } finally {
      lock.release();
    }
  };

  const isPlain = isPlainDelete(mission, session);
  // An erased client's appointment stays for the counts (issue 39): nothing to choose but 'Annuler'.
  const isErased = !canChangeAppointmentOf(mission);
  const options: ChoiceOption<DeleteChoice>[] = isErased
    ? []
    : isPlain
      ? [{ value: 'mission', label: 'Supprimer', color: 'red', variant: 'filled' }]
      : [
          { value: 'removeMe', label: 'Me retirer de cette session' },
          { value: 'session', label: 'Supprimer la session', color: 'red' },
          { value: 'mission', label: 'Supprimer tout le rendez-vous', color: 'red', variant: 'filled' },
        ];
  return (
    <ChoicePopup<DeleteChoice>
      opened={opened}
      title="Supprimer le rendez-vous"
      question={
        isErased
          ? MESSAGES.gdpr.erasedAppointment
          : isPlain
            ? MESSAGES.missions.deleteConfirm(mission.client_name)
            : MESSAGES.missions.deleteChoice
      }
      options={options}
      isBusy={lock.isLocked}
      onChoose={(choice) => void run(choice)}
      onClose={onClose}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  canChangeAppointmentOf,
  canRemoveAppointmentOf,
  type MissionView,
  type SessionView,
} from '@tourneo/domain';
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

const REMOVE_ME: ChoiceOption<DeleteChoice> = { value: 'removeMe', label: 'Me retirer de cette session' };

/**
 * What the popup asks and offers (issue 39): nothing but 'Annuler' for an erased client's
 * appointment (it stays for the counts); for a billed or paid one, why it is not deleted
 * (`canRemoveAppointmentOf`) and, on a session of several agents, 'Me retirer de cette session'
 * alone (an edit, which the server allows); otherwise spec 2's choices.
 */
function deleteChoicesOf(
  mission: MissionView,
  session: SessionView,
): { question: string; options: ChoiceOption<DeleteChoice>[] } {
  if (!canChangeAppointmentOf(mission)) {
    return { question: MESSAGES.gdpr.erasedAppointment, options: [] };
  }
  if (!canRemoveAppointmentOf(mission)) {
    return {
      question: MESSAGES.billing.billedAppointment,
      options: session.agents.length > 1 ? [REMOVE_ME] : [],
    };
  }
  if (isPlainDelete(mission, session)) {
    return {
      question: MESSAGES.missions.deleteConfirm(mission.client_name),
      options: [{ value: 'mission', label: 'Supprimer', color: 'red', variant: 'filled' }],
    };
  }
  return {
    question: MESSAGES.missions.deleteChoice,
    options: [
      REMOVE_ME,
      { value: 'session', label: 'Supprimer la session', color: 'red' },
      { value: 'mission', label: 'Supprimer tout le rendez-vous', color: 'red', variant: 'filled' },
    ],
  };
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

  const { question, options } = deleteChoicesOf(mission, session);
  return (
    <ChoicePopup<DeleteChoice>
      opened={opened}
      title="Supprimer le rendez-vous"
      question={question}
      options={options}
      isBusy={lock.isLocked}
      onChoose={(choice) => void run(choice)}
      onClose={onClose}
    />
  );
}

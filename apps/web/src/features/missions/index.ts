/**
 * The missions feature's public face for app/ (the calendar, team day and popups all live here).
 *
 * Data (TanStack Query; keys in `lib/query-keys.ts`, `queryKeys.missions.*`; every mutation
 * invalidates `queryKeys.missions.all`):
 * - `useAgentWeek(agentId, offset)` / `getAgentWeekQueryOptions`: the agent's week
 *   (`data.data`: missions with sessions and agents; `data.week`: offset, start, end, days).
 * - `useCreateMission` (simple, multi-agent or multi-session from the sessions given),
 *   `useUpdateMission` (`apply_to_all_sessions`), `useUpdateSession`, `useMoveSession` (move or
 *   resize), `useSwitchSessionAgent`, `useSwitchMissionLeader`, `useAddMissionSessions`,
 *   `useRemoveSessionAgent`, `useDeleteSession`, `useDeleteMission`.
 * - `useMissionEvents(onChange?)`: mount once on the calendar; other planners' changes reload it.
 * - `AgentOption`, `OperationOption`: what the popups need of the lists the app passes in.
 *
 * Popups (each takes the mission and session from the week read, `opened` and callbacks; Escape
 * closes them and the focus returns to what opened them):
 * - `MissionPopup` (double-click): details, save (asks `SessionEditChoicePopup` itself on a
 *   multi-session mission), add sessions, transfer, team (leader switch, remove an agent).
 * - `DeleteMissionPopup` (the delete button on a session's first slot): the three options, or a
 *   plain confirmation for a single-session, single-agent mission.
 * - `MultiAgentCopyPopup` (Ctrl+V of a multi-agent session): 'mine' or 'all'.
 * - `SessionEditChoicePopup`: this session only or all sessions, for a resize/move the grid asks about.
 * - `SessionRowsEditor` (react-hook-form rows, checked by the domain's `addSessionsFormSchema`): the
 *   session manager (reusable in a creation form).
 * - `PlanDateInput` (Mantine's `DateInput`, French), `SlotRangeSliders`: the popup's date and hours fields.
 * Helpers: `notifyConflict` (conflict toast at most once a second), `deleteFailureOf`.
 */
export { getAgentWeek, getAgentWeekQueryOptions, useAgentWeek } from './api/get-agent-week.ts';
export { createMission, useCreateMission } from './api/create-mission.ts';
export { updateMission, useUpdateMission, type UpdateMissionVariables } from './api/update-mission.ts';
export { updateSession, useUpdateSession, type UpdateSessionVariables } from './api/update-session.ts';
export { moveSession, useMoveSession, type MoveSessionVariables } from './api/move-session.ts';
export {
  switchSessionAgent,
  useSwitchSessionAgent,
  type SwitchSessionAgentVariables,
} from './api/switch-session-agent.ts';
export {
  switchMissionLeader,
  useSwitchMissionLeader,
  type SwitchMissionLeaderVariables,
} from './api/switch-mission-leader.ts';
export {
  addMissionSessions,
  useAddMissionSessions,
  type AddMissionSessionsVariables,
} from './api/add-mission-sessions.ts';
export {
  removeSessionAgent,
  useRemoveSessionAgent,
  type RemoveSessionAgentVariables,
} from './api/remove-session-agent.ts';
export { deleteSession, useDeleteSession } from './api/delete-session.ts';
export { deleteMission, useDeleteMission } from './api/delete-mission.ts';
export { useMissionEvents } from './api/use-mission-events.ts';
export type { AgentOption, OperationOption, OperationQualificationsQuery } from './options.ts';
export { notifyConflict, CONFLICT_TOAST_THROTTLE_MS } from './conflict-toast.ts';
export { deleteFailureOf, REFRESH_AGAIN_AFTER_DELETE_MS } from './delete-outcome.ts';
export type {
  AgentWeekResponse,
  MissionView,
  SessionView,
  SessionAgentView,
  MissionChangeEvent,
} from '@tourneo/domain';
export { MissionPopup, type MissionPopupProps } from './components/mission-popup.tsx';
export {
  DeleteMissionPopup,
  isPlainDelete,
  type DeleteChoice,
  type DeleteMissionPopupProps,
} from './components/delete-mission-popup.tsx';
export { MultiAgentCopyPopup, type MultiAgentCopyScope } from './components/multi-agent-copy-popup.tsx';
export { SessionEditChoicePopup } from './components/session-edit-choice-popup.tsx';
export { SessionRowsEditor } from './components/session-rows-editor.tsx';
export { PlanDateInput } from './components/plan-date-input.tsx';
export { SlotRangeSliders } from './components/slot-range-sliders.tsx';
export { nextSessionRow, type SessionRow, type SessionRowsValues } from './session-rows.ts';

/**
 * The missions feature's public face, for the calendar (the only file another feature imports).
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
 * - `useAgentOptions`, `useOperationOptions`: the lists the popups choose from.
 *
 * Popups (components, each takes the mission/session and callbacks): see `components/`.
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
export { useAgentOptions, type AgentOption } from './api/get-agent-options.ts';
export { useOperationOptions, type OperationOption } from './api/get-operation-options.ts';
export { notifyConflict, CONFLICT_TOAST_THROTTLE_MS } from './conflict-toast.ts';
export { deleteFailureOf, REFRESH_AGAIN_AFTER_DELETE_MS } from './delete-outcome.ts';
export type {
  AgentWeekResponse,
  MissionView,
  SessionView,
  SessionAgentView,
  MissionChangeEvent,
} from '@tourneo/domain';

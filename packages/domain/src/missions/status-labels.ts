import type { SessionStatus } from './team.ts';

/** A mission's status as the reports write it (a mission, an intervention: feminine in French). */
export const MISSION_STATUS_LABELS: Record<SessionStatus, string> = {
  planned: 'Planifiée',
  in_progress: 'En cours',
  completed: 'Terminée',
  cancelled: 'Annulée',
};

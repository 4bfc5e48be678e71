import type { AnswerValue } from '@tourneo/domain/mobile/report';

/** One answer as sent: null clears the question's answer. */
export interface AnswerChange {
  field_id: number;
  value: AnswerValue | null;
}

/** What every queued change carries: its order, its key, and whom it is for (to show a conflict). */
interface QueuedBase {
  /** Its place in the queue (IndexedDB's auto-increment): changes are replayed by it. */
  seq?: number;
  /** The Idempotency-Key, drawn when the agent made the change and kept while it is retried. */
  key: string;
  sessionId: number;
  missionId: number;
  clientName: string;
  /** When the agent made it (ISO). */
  createdAt: string;
}

/** A change the agent made that the server has not confirmed yet (offline, or behind others). */
export type QueuedAction = QueuedBase &
  (
    | { type: 'start' }
    | { type: 'answers'; answers: AnswerChange[] }
    | { type: 'photo'; fieldId: number | null; blob: Blob }
    | { type: 'photoDelete'; photoId: number }
    | { type: 'signature'; blob: Blob }
    | { type: 'complete' }
  );

export type QueuedActionType = QueuedAction['type'];

/** A queued change the server refused while syncing (the mission changed or was deleted meanwhile). */
export interface SyncConflict {
  key: string;
  type: QueuedActionType;
  sessionId: number;
  clientName: string;
  status: number;
  message: string;
}

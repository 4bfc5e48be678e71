import type { MobileSession } from '@tourneo/domain/mobile/responses';
import type { AnswerValue } from '@tourneo/domain/mobile/report';
import type { QueuedAction } from './queued-action.ts';

/** A photo or file taken on the phone, not on the server yet. */
export interface PendingFile {
  key: string;
  fieldId: number | null;
  blob: Blob;
}

/** A session as the agent sees it: the server's last answer with the queued changes applied. */
export interface SessionView {
  session: MobileSession;
  /** Answers by question, queued ones included. */
  answers: Map<number, AnswerValue>;
  pendingFiles: PendingFile[];
  /** The signature drawn on the phone, not sent yet. */
  pendingSignature: Blob | null;
  hasSignature: boolean;
  /** A queued change cleared a signature (the client must sign again). */
  signatureCleared: boolean;
  /** Queued changes of this session. */
  pendingCount: number;
}

const sameValue = (first: AnswerValue | undefined, second: AnswerValue | undefined) =>
  JSON.stringify(first ?? null) === JSON.stringify(second ?? null);

/**
 * Applies the queued changes of a session, in order, to the server's last copy of it, as the
 * server will: 'Démarrer' sets it in progress, answers replace answers, a changed answer or an
 * added or removed photo clears the client's signature, 'Terminer' completes it. Changes of the
 * same mission made through another session count too (one report per mission).
 */
export function applyPending(session: MobileSession, queue: readonly QueuedAction[]): SessionView {
  const answers = new Map<number, AnswerValue>(
    session.report.answers.map((answer) => [answer.field_id, answer.value]),
  );
  const view: SessionView = {
    session: { ...session, report: { ...session.report, photos: [...session.report.photos] } },
    answers,
    pendingFiles: [],
    pendingSignature: null,
    hasSignature: session.report.signature !== null,
    signatureCleared: false,
    pendingCount: 0,
  };
  const clearSignature = () => {
    if (view.hasSignature) {
      view.signatureCleared = true;
    }
    view.hasSignature = false;
    view.pendingSignature = null;
    view.session.report.signature = null;
  };
  for (const action of queue) {
    if (action.missionId !== session.mission_id) {
      continue;
    }
    const isThisSession = action.sessionId === session.session_id;
    if (isThisSession) {
      view.pendingCount += 1;
    }
    switch (action.type) {
      case 'start':
        if (isThisSession && view.session.session_status === 'planned') {
          view.session.session_status = 'in_progress';
        }
        break;
      case 'complete':
        if (isThisSession) {
          view.session.session_status = 'completed';
        }
        break;
      case 'answers':
        for (const { field_id: fieldId, value } of action.answers) {
          if (sameValue(answers.get(fieldId), value ?? undefined)) {
            continue;
          }
          clearSignature();
          if (value === null) {
            answers.delete(fieldId);
          } else {
            answers.set(fieldId, value);
          }
        }
        break;
      case 'photo':
        clearSignature();
        view.pendingFiles.push({ key: action.key, fieldId: action.fieldId, blob: action.blob });
        break;
      case 'photoDelete':
        clearSignature();
        view.session.report.photos = view.session.report.photos.filter(
          (photo) => photo.id !== action.photoId,
        );
        break;
      case 'signature':
        view.pendingSignature = action.blob;
        view.hasSignature = true;
        view.signatureCleared = false;
        break;
    }
  }
  return view;
}

/** The questions that have a file, on the server or waiting on the phone. */
export function fieldsWithFilesOf(view: SessionView): Set<number> {
  const ids = [
    ...view.session.report.photos,
    ...view.pendingFiles.map((file) => ({ field_id: file.fieldId })),
  ]
    .map((file) => file.field_id)
    .filter((id): id is number => id !== null);
  return new Set(ids);
}

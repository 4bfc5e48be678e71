import type { MobileSession, ReportFile } from '@tourneo/domain/mobile/responses';
import type { SaveAnswersInput } from '@tourneo/domain/mobile/schemas';
import { mobileRequest } from './mobile-request.ts';

/** What every change of a session answers: the session as it now is. */
export interface SessionChanged {
  success: true;
  message: string;
  data: MobileSession;
  /** The change cleared the client's signature (the report changed after it was signed). */
  signature_cleared: boolean;
  /** Photos and the signature: the file saved. */
  file?: ReportFile;
}

const sessionPath = (sessionId: number, action: string) => `/mobile/sessions/${sessionId}/${action}`;

// One function per route (POST /mobile/sessions/{id}/...), each with the Idempotency-Key drawn
// when the agent made the change: a replay after a lost answer does it once.

/** 'Démarrer': the session is in progress. */
export const startSession = (sessionId: number, idempotencyKey: string) =>
  mobileRequest<SessionChanged>(sessionPath(sessionId, 'start'), { body: {}, idempotencyKey });

/** Saves answers (each replaces its question's; null clears it). */
export const saveAnswers = (sessionId: number, body: SaveAnswersInput, idempotencyKey: string) =>
  mobileRequest<SessionChanged>(sessionPath(sessionId, 'answers'), { body, idempotencyKey });

/** Adds a photo or file, to an image or file question (`fieldId`) or to the mission (null). */
export function uploadPhoto(sessionId: number, fieldId: number | null, file: Blob, idempotencyKey: string) {
  const body = new FormData();
  if (fieldId !== null) {
    body.append('field_id', String(fieldId));
  }
  body.append('file', file, file.type === 'application/pdf' ? 'fichier.pdf' : 'photo.jpg');
  return mobileRequest<SessionChanged>(sessionPath(sessionId, 'photos'), { body, idempotencyKey });
}

/** Removes a photo or file of the report. */
export const deletePhoto = (sessionId: number, photoId: number, idempotencyKey: string) =>
  mobileRequest<SessionChanged>(sessionPath(sessionId, 'photos/delete'), {
    body: { photo_id: photoId },
    idempotencyKey,
  });

/** The client's signature (a PNG), replacing the previous one. */
export function saveSignature(sessionId: number, png: Blob, idempotencyKey: string) {
  const body = new FormData();
  body.append('file', png, 'signature.png');
  return mobileRequest<SessionChanged>(sessionPath(sessionId, 'signature'), { body, idempotencyKey });
}

/** 'Terminer': refused (422) with the list of what the report lacks. */
export const completeSession = (sessionId: number, idempotencyKey: string) =>
  mobileRequest<SessionChanged>(sessionPath(sessionId, 'complete'), { body: {}, idempotencyKey });

import {
  MESSAGES,
  MISSION_FILES_MAX,
  SIGNATURE_MIME_TYPE,
  addDays,
  checkAnswer,
  detectUploadType,
  estimateArrival,
  formatAppointmentDate,
  findMissingReportItems,
  isPhotoType,
  isUploadField,
  parisDateOf,
  travelMinutes,
  type MobileScheduleInput,
  type MobileSession,
  type PhotoDisplayInput,
  type ReportFile,
  type SaveAnswersInput,
  type UploadMimeType,
} from '@tourneo/domain';
import { appointmentStart } from '@tourneo/domain/scheduling/message-times';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storageKeyFor } from '../../storage/storage.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import * as missions from '../missions/missions.service.ts';
import { queueEnRouteMessage } from '../messaging/messaging.service.ts';
import * as repository from './mobile.repository.ts';

const m = MESSAGES.mobile;
const sessionNotFound = () => new AppError('NOT_FOUND', MESSAGES.missions.sessionNotFound);

/** The signed-in agent of the agent app, and the file storage. */
export interface AgentScope {
  db: Database;
  companyId: number;
  agentId: number;
}
export interface AgentStorageScope extends AgentScope {
  storage: FileStorage;
  log: FastifyBaseLogger;
}

function presentFile(file: repository.MissionFileRow): ReportFile {
  return {
    id: file.id,
    field_id: file.fieldId,
    mime_type: file.mimeType,
    size: file.size,
    created_at: file.createdAt,
  };
}

/** A session row as the agent app shows it (options reduced to their value and label). */
function presentSession(row: repository.AgentSessionRow): MobileSession {
  return {
    ...row,
    lead_agent: row.team.find((member) => member.is_lead) ?? null,
    form: row.form && {
      ...row.form,
      fields: row.form.fields.map((field) => ({
        ...field,
        options: field.options.map(({ option_value, option_label }) => ({ option_value, option_label })),
      })),
    },
  };
}

/** The agent's sessions from `from` (default: today in Paris) for `days` days, in order. */
export async function findAgentSchedule({ db, companyId, agentId }: AgentScope, input: MobileScheduleInput) {
  const today = parisDateOf(new Date());
  const from = input.from ?? today;
  const to = addDays(from, input.days - 1);
  const rows = await repository.findAgentSessionsBetween(db, companyId, agentId, from, to);
  return { today, from, to, data: rows.map(presentSession) };
}

async function sessionView(db: Database | Transaction, scope: AgentScope, sessionId: number) {
  const row = await repository.getAgentSessionView(db, scope.companyId, scope.agentId, sessionId);
  if (!row) {
    throw sessionNotFound();
  }
  return presentSession(row);
}

/** One of the agent's sessions; another agent's or company's answers 404. */
export async function getAgentSession(scope: AgentScope, sessionId: number) {
  return sessionView(scope.db, scope, sessionId);
}

/**
 * The agent's session and its mission, the mission's row locked until the transaction ends (edits
 * of one mission take turns with the back office's); 404 unless the agent is on the session.
 */
async function lockAgentSession(tx: Transaction, { companyId, agentId }: AgentScope, sessionId: number) {
  const missionId = await repository.getMissionIdOfAgentSession(tx, companyId, agentId, sessionId);
  const mission = missionId && (await missions.lockMissionRow({ db: tx, companyId, missionId }));
  // Read again under the lock: the agent may have been taken off the session meanwhile.
  const stillOn = mission && (await repository.getMissionIdOfAgentSession(tx, companyId, agentId, sessionId));
  const session = stillOn === missionId && (await missions.getSessionRow({ db: tx, companyId, sessionId }));
  if (!mission || !session) {
    throw sessionNotFound();
  }
  return { mission, session };
}

function assertReportEditable(mission: missions.MissionRow): void {
  if (mission.status === 'completed') {
    throw new AppError('CONFLICT', m.missionCompleted);
  }
}

/**
 * Deletes from the storage the files whose rows were deleted (deleted_files, filled by a trigger):
 * after each change of a report, for the company. A failure leaves the key for the next time.
 */
export async function purgeDeletedFiles({ db, companyId, storage, log }: Omit<AgentStorageScope, 'agentId'>) {
  const keys = await repository.findDeletedFiles(db, companyId, 50);
  const done: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      done.push(key);
    } catch (error) {
      log.warn({ err: error }, 'stored file not deleted');
    }
  }
  await repository.forgetDeletedFiles(db, companyId, done);
}

/** 'Démarrer': the session is in progress (and its mission, if it was planned). Starting again changes nothing. */
export async function startSession(scope: AgentScope, sessionId: number) {
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    const { mission, session } = await lockAgentSession(tx, scope, sessionId);
    if (session.sessionStatus === 'completed') {
      throw new AppError('CONFLICT', m.sessionAlreadyCompleted);
    }
    if (session.sessionStatus === 'cancelled') {
      throw new AppError('CONFLICT', m.sessionCancelled);
    }
    if (session.sessionStatus === 'planned') {
      await repository.setSessionProgress(tx, scope.companyId, sessionId, 'in_progress');
      if (mission.status === 'planned') {
        await missions.setMissionStatus({ uow, missionId: mission.id, status: 'in_progress' });
      }
      // The calendars of the session's agents on its date reload (the session turns green at once).
      await missions.touchSession({ uow, session });
    }
    return sessionView(tx, scope, sessionId);
  });
}

/**
 * Saves answers to the operation's form, each checked against its question (null clears one). A
 * change of the report after the client signed clears the signature: the client signs again.
 */
export async function saveAnswers(scope: AgentStorageScope, sessionId: number, input: SaveAnswersInput) {
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    // The files whose rows the change deleted leave the storage once it has committed.
    uow.afterCommit(() => purgeDeletedFiles(scope));
    const { mission } = await lockAgentSession(tx, scope, sessionId);
    assertReportEditable(mission);
    const fields = new Map(
      (await repository.findOperationFormFields(tx, scope.companyId, mission.operationId)).map((field) => [
        field.id,
        field,
      ]),
    );
    let isChanged = false;
    for (const answer of input.answers) {
      const field = fields.get(answer.field_id);
      if (!field) {
        throw new AppError('BAD_REQUEST', m.fieldNotInForm);
      }
      let didChange: boolean;
      if (answer.value === null) {
        didChange = await repository.deleteAnswer(tx, scope.companyId, mission.id, field.id);
      } else {
        const checked = checkAnswer(field, answer.value);
        if ('error' in checked) {
          throw new AppError('BAD_REQUEST', checked.error);
        }
        didChange = await repository.upsertAnswer(tx, scope.companyId, mission.id, field, checked.value);
      }
      isChanged = isChanged || didChange;
    }
    const isSignatureCleared =
      isChanged && (await repository.deleteSignature(tx, scope.companyId, mission.id));
    return { data: await sessionView(tx, scope, sessionId), signature_cleared: isSignatureCleared };
  });
}

interface UploadOptions {
  /** The image or file question it answers; null for a mission photo. */
  fieldId: number | null;
  bytes: Buffer;
}

/** The type of an upload for its target, by its first bytes; 400 when it is not one the target takes. */
function uploadTypeFor(field: repository.FieldRow | undefined, bytes: Buffer): UploadMimeType {
  const type = detectUploadType(bytes);
  if (field?.field_type === 'file') {
    if (!type) {
      throw new AppError('BAD_REQUEST', m.fileTypeInvalid);
    }
    return type;
  }
  if (!isPhotoType(type)) {
    throw new AppError('BAD_REQUEST', m.photoTypeInvalid);
  }
  return type;
}

/**
 * Stores the bytes under a new key, then runs `write` in the same transaction; a refused write
 * deletes the stored bytes again (the storage holds no file without its row).
 */
async function storeThen<T>(
  scope: AgentStorageScope,
  key: string,
  bytes: Buffer,
  mimeType: UploadMimeType,
  write: () => Promise<T>,
): Promise<T> {
  await scope.storage.put(key, bytes, mimeType);
  try {
    return await write();
  } catch (error) {
    await scope.storage.delete(key).catch((deleteError: unknown) => {
      scope.log.warn({ err: deleteError }, 'stored file not deleted after a refused change');
    });
    throw error;
  }
}

/**
 * Adds a photo (mission photo or image question) or a file (file question) to the report, its type
 * read from its bytes. The client's signature, if any, is cleared: the report changed.
 */
export async function addReportFile(
  scope: AgentStorageScope,
  sessionId: number,
  { fieldId, bytes }: UploadOptions,
) {
  if (fieldId === null) {
    uploadTypeFor(undefined, bytes);
  }
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    // The files whose rows the change deleted leave the storage once it has committed.
    uow.afterCommit(() => purgeDeletedFiles(scope));
    const { mission } = await lockAgentSession(tx, scope, sessionId);
    assertReportEditable(mission);
    let field: repository.FieldRow | undefined;
    if (fieldId !== null) {
      field = (await repository.findOperationFormFields(tx, scope.companyId, mission.operationId)).find(
        (candidate) => candidate.id === fieldId,
      );
      if (!field) {
        throw new AppError('BAD_REQUEST', m.fieldNotInForm);
      }
      if (!isUploadField(field)) {
        throw new AppError('BAD_REQUEST', m.fieldNotUpload(field.field_label));
      }
    }
    const mimeType = uploadTypeFor(field, bytes);
    if ((await repository.countMissionPhotos(tx, scope.companyId, mission.id)) >= MISSION_FILES_MAX) {
      throw new AppError('CONFLICT', m.tooManyFiles(MISSION_FILES_MAX));
    }
    const key = storageKeyFor(scope.companyId, mission.id, mimeType);
    return storeThen(scope, key, bytes, mimeType, async () => {
      const file = await repository.insertMissionFile(tx, {
        companyId: scope.companyId,
        missionId: mission.id,
        kind: 'photo',
        fieldId,
        storageKey: key,
        mimeType,
        size: bytes.length,
      });
      const isSignatureCleared = await repository.deleteSignature(tx, scope.companyId, mission.id);
      return {
        file: presentFile(file),
        data: await sessionView(tx, scope, sessionId),
        signature_cleared: isSignatureCleared,
      };
    });
  });
}

/** Removes a photo or file of the report (the signature is cleared: the report changed). */
export async function deleteReportPhoto(scope: AgentStorageScope, sessionId: number, photoId: number) {
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    // The files whose rows the change deleted leave the storage once it has committed.
    uow.afterCommit(() => purgeDeletedFiles(scope));
    const { mission } = await lockAgentSession(tx, scope, sessionId);
    assertReportEditable(mission);
    if (!(await repository.deletePhoto(tx, scope.companyId, mission.id, photoId))) {
      throw new AppError('NOT_FOUND', m.photoNotFound);
    }
    const isSignatureCleared = await repository.deleteSignature(tx, scope.companyId, mission.id);
    return { data: await sessionView(tx, scope, sessionId), signature_cleared: isSignatureCleared };
  });
}

/** The client's signature (a PNG drawn on the screen), replacing any previous one. */
export async function saveSignature(scope: AgentStorageScope, sessionId: number, bytes: Buffer) {
  if (detectUploadType(bytes) !== SIGNATURE_MIME_TYPE) {
    throw new AppError('BAD_REQUEST', m.signatureTypeInvalid);
  }
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    // The files whose rows the change deleted leave the storage once it has committed.
    uow.afterCommit(() => purgeDeletedFiles(scope));
    const { mission } = await lockAgentSession(tx, scope, sessionId);
    assertReportEditable(mission);
    const key = storageKeyFor(scope.companyId, mission.id, SIGNATURE_MIME_TYPE);
    return storeThen(scope, key, bytes, SIGNATURE_MIME_TYPE, async () => {
      await repository.deleteSignature(tx, scope.companyId, mission.id);
      const file = await repository.insertMissionFile(tx, {
        companyId: scope.companyId,
        missionId: mission.id,
        kind: 'signature',
        fieldId: null,
        storageKey: key,
        mimeType: SIGNATURE_MIME_TYPE,
        size: bytes.length,
      });
      return {
        file: presentFile(file),
        data: await sessionView(tx, scope, sessionId),
        signature_cleared: false,
      };
    });
  });
}

/**
 * 'Terminer': the session is completed. The mission's last open session (the others completed or
 * cancelled) completes the mission too, and only with a complete report: every required question
 * answered, every required photo or file given, the client's signature; otherwise 422 listing what
 * is missing. Completing a completed session again changes nothing (a replayed submission).
 */
export async function completeSession(scope: AgentScope, sessionId: number) {
  return runUnitOfWork(scope.db, scope.companyId, async (tx, uow) => {
    const { mission, session } = await lockAgentSession(tx, scope, sessionId);
    if (session.sessionStatus === 'completed') {
      return sessionView(tx, scope, sessionId);
    }
    if (session.sessionStatus === 'cancelled') {
      throw new AppError('CONFLICT', m.sessionCancelled);
    }
    const others = (
      await missions.findMissionSessions({ db: tx, companyId: scope.companyId, missionId: mission.id })
    ).filter(
      (other) =>
        other.id !== sessionId && other.sessionStatus !== 'completed' && other.sessionStatus !== 'cancelled',
    );
    const isLast = others.length === 0;
    if (isLast) {
      const fields = await repository.findOperationFormFields(tx, scope.companyId, mission.operationId);
      const files = await repository.findMissionFiles(tx, scope.companyId, mission.id);
      const missing = findMissingReportItems({
        fields,
        answers: await repository.findAnswers(tx, scope.companyId, mission.id),
        fieldsWithFiles: new Set(files.flatMap((file) => (file.fieldId === null ? [] : [file.fieldId]))),
        hasSignature: files.some((file) => file.kind === 'signature'),
      });
      if (missing.length > 0) {
        throw new AppError('UNPROCESSABLE', m.reportIncomplete(missing));
      }
    }
    await repository.setSessionProgress(tx, scope.companyId, sessionId, 'completed');
    const status = isLast ? 'completed' : 'in_progress';
    if (mission.status !== status) {
      await missions.setMissionStatus({ uow, missionId: mission.id, status });
    }
    await missions.touchSession({ uow, session });
    return sessionView(tx, scope, sessionId);
  });
}

interface DisplayOptions {
  db: Database;
  storage: FileStorage;
  companyId: number;
  /** The agent app's agent (only missions it has a session of), or null for the back office. */
  agentId: number | null;
  input: PhotoDisplayInput;
}

/** POST /mobile/photos/display: the bytes of a photo, file or signature of a mission of the company. */
export async function getReportFileBytes({ db, storage, companyId, agentId, input }: DisplayOptions) {
  const file = await repository.getFileForDisplay(db, companyId, {
    fileId: input.imageData,
    missionId: input.rdvId,
    fieldId: input.fieldId ?? null,
    agentId,
  });
  const bytes = file && (await storage.get(file.storageKey));
  if (!file || !bytes) {
    throw new AppError('NOT_FOUND', m.photoNotFound);
  }
  return { bytes, mimeType: file.mimeType };
}

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14h25": an instant's Paris time as the messages say it. */
function parisHourLabel(instant: Date): string {
  const parts = parisClock.formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '0';
  return `${Number(part('hour'))}h${part('minute')}`;
}

/**
 * 'En route': tells the session's client, once, that the technician is on the way. Only on the
 * session's own day (Paris time) and while it is neither completed nor cancelled. The arrival is
 * `estimateArrival`: now + the travel time from the agent's previous appointment of the day (else
 * its home) by the travel-time model, never before the appointment's start (decision 0019).
 */
export async function announceEnRoute(scope: AgentScope, sessionId: number, now: Date = new Date()) {
  return runUnitOfWork(scope.db, scope.companyId, async (tx) => {
    const { mission, session } = await lockAgentSession(tx, scope, sessionId);
    if (session.sessionStatus === 'completed') {
      throw new AppError('CONFLICT', m.sessionAlreadyCompleted);
    }
    if (session.sessionStatus === 'cancelled') {
      throw new AppError('CONFLICT', m.sessionCancelled);
    }
    if (session.date !== parisDateOf(now)) {
      throw new AppError('CONFLICT', m.enRouteNotToday(formatAppointmentDate(session.date)));
    }
    const trip = await repository.getTripOfSession(tx, scope.companyId, scope.agentId, sessionId);
    const minutes =
      trip &&
      trip.fromLatitude !== null &&
      trip.fromLongitude !== null &&
      trip.toLatitude !== null &&
      trip.toLongitude !== null
        ? travelMinutes(
            { latitude: trip.fromLatitude, longitude: trip.fromLongitude },
            { latitude: trip.toLatitude, longitude: trip.toLongitude },
          )
        : null;
    const start = appointmentStart(session.date, session.beginning);
    const arrival = parisHourLabel(estimateArrival({ now, start, travelMinutes: minutes }));
    const written = await queueEnRouteMessage({
      db: tx,
      companyId: scope.companyId,
      missionId: mission.id,
      sessionId,
      arrival,
      now,
    });
    if (written === null) {
      throw new AppError('BAD_REQUEST', m.enRouteNoContact);
    }
    return {
      message: written === 0 ? m.enRouteAlreadySent : m.enRouteSent(arrival),
      estimated_arrival: arrival,
    };
  });
}

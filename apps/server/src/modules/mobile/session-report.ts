/** The intervention report of a session: answers, photos and files, the client's signature. */
import {
  MESSAGES,
  MISSION_FILES_MAX,
  SIGNATURE_MIME_TYPE,
  checkAnswer,
  detectUploadType,
  isPhotoType,
  isUploadField,
  type PhotoDisplayInput,
  type SaveAnswersInput,
  type UploadMimeType,
} from '@tourneo/domain';
import type { CompanyScope, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { storageKeyFor } from '../../storage/storage.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import type { MissionRow } from '../missions/missions.service.ts';
import * as repository from './mobile.repository.ts';
import {
  assertReportEditable,
  lockAgentSession,
  purgeDeletedFiles,
  sessionView,
  type AgentStorageScope,
} from './agent-session.ts';
import { presentFile } from './mobile.presenter.ts';

const m = MESSAGES.mobile;

type ReportOptions = AgentStorageScope & { sessionId: number };

/**
 * One change of the session's report, in one unit of work: the agent's session locked, the report
 * still open (its mission not completed); the files whose rows the change deleted leave the
 * storage once it has committed.
 */
async function changeReport<T>(
  options: ReportOptions,
  change: (tx: Transaction, mission: MissionRow) => Promise<T>,
): Promise<T> {
  return runUnitOfWork(options.db, options.companyId, async (tx, uow) => {
    uow.afterCommit(async () => {
      await purgeDeletedFiles(options);
    });
    const { mission } = await lockAgentSession({ ...options, db: tx });
    assertReportEditable(mission);
    return change(tx, mission);
  });
}

/**
 * Saves answers to the operation's form, each checked against its question (null clears one). A
 * change of the report after the client signed clears the signature: the client signs again.
 */
export async function saveAnswers(options: ReportOptions & { input: SaveAnswersInput }) {
  const { companyId, input } = options;
  return changeReport(options, async (tx, mission) => {
    const fields = new Map(
      (await repository.findOperationFormFields(tx, companyId, mission.operationId)).map((field) => [
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
        didChange = await repository.deleteAnswer(tx, companyId, mission.id, field.id);
      } else {
        const checked = checkAnswer(field, answer.value);
        if ('error' in checked) {
          throw new AppError('BAD_REQUEST', checked.error);
        }
        didChange = await repository.upsertAnswer(tx, companyId, mission.id, field, checked.value);
      }
      isChanged = isChanged || didChange;
    }
    const isSignatureCleared = isChanged && (await repository.deleteSignature(tx, companyId, mission.id));
    return { data: await sessionView({ ...options, db: tx }), signature_cleared: isSignatureCleared };
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
  { storage, log }: AgentStorageScope,
  key: string,
  bytes: Buffer,
  mimeType: UploadMimeType,
  write: () => Promise<T>,
): Promise<T> {
  await storage.put(key, bytes, mimeType);
  try {
    return await write();
  } catch (error) {
    await storage.delete(key).catch((deleteError: unknown) => {
      log.warn({ err: deleteError }, 'stored file not deleted after a refused change');
    });
    throw error;
  }
}

/**
 * Adds a photo (mission photo or image question) or a file (file question) to the report, its type
 * read from its bytes. The client's signature, if any, is cleared: the report changed.
 */
export async function addReportFile(options: ReportOptions & UploadOptions) {
  const { companyId, fieldId, bytes } = options;
  if (fieldId === null) {
    uploadTypeFor(undefined, bytes);
  }
  return changeReport(options, async (tx, mission) => {
    let field: repository.FieldRow | undefined;
    if (fieldId !== null) {
      field = (await repository.findOperationFormFields(tx, companyId, mission.operationId)).find(
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
    if ((await repository.countMissionPhotos(tx, companyId, mission.id)) >= MISSION_FILES_MAX) {
      throw new AppError('CONFLICT', m.tooManyFiles(MISSION_FILES_MAX));
    }
    const key = storageKeyFor(companyId, mission.id, mimeType);
    return storeThen(options, key, bytes, mimeType, async () => {
      const file = await repository.insertMissionFile(tx, {
        companyId: companyId,
        missionId: mission.id,
        kind: 'photo',
        fieldId,
        storageKey: key,
        mimeType,
        size: bytes.length,
      });
      const isSignatureCleared = await repository.deleteSignature(tx, companyId, mission.id);
      return {
        file: presentFile(file),
        data: await sessionView({ ...options, db: tx }),
        signature_cleared: isSignatureCleared,
      };
    });
  });
}

/** Removes a photo or file of the report (the signature is cleared: the report changed). */
export async function deleteReportPhoto(options: ReportOptions & { photoId: number }) {
  const { companyId, photoId } = options;
  return changeReport(options, async (tx, mission) => {
    if (!(await repository.deletePhoto(tx, companyId, mission.id, photoId))) {
      throw new AppError('NOT_FOUND', m.photoNotFound);
    }
    const isSignatureCleared = await repository.deleteSignature(tx, companyId, mission.id);
    return { data: await sessionView({ ...options, db: tx }), signature_cleared: isSignatureCleared };
  });
}

/** The client's signature (a PNG drawn on the screen), replacing any previous one. */
export async function saveSignature(options: ReportOptions & { bytes: Buffer }) {
  const { companyId, bytes } = options;
  if (detectUploadType(bytes) !== SIGNATURE_MIME_TYPE) {
    throw new AppError('BAD_REQUEST', m.signatureTypeInvalid);
  }
  return changeReport(options, async (tx, mission) => {
    const key = storageKeyFor(companyId, mission.id, SIGNATURE_MIME_TYPE);
    return storeThen(options, key, bytes, SIGNATURE_MIME_TYPE, async () => {
      await repository.deleteSignature(tx, companyId, mission.id);
      const file = await repository.insertMissionFile(tx, {
        companyId: companyId,
        missionId: mission.id,
        kind: 'signature',
        fieldId: null,
        storageKey: key,
        mimeType: SIGNATURE_MIME_TYPE,
        size: bytes.length,
      });
      return {
        file: presentFile(file),
        data: await sessionView({ ...options, db: tx }),
        signature_cleared: false,
      };
    });
  });
}

interface DisplayOptions extends CompanyScope {
  storage: FileStorage;
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

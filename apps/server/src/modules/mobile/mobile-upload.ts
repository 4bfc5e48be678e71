import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, idOf } from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { checkUpload, uploadReadError, type UploadLimits } from '../../http/multipart.ts';

const m = MESSAGES.mobile;
/** Multipart overhead allowed above the file size before refusing on Content-Length alone. */
const MULTIPART_OVERHEAD = 16 * 1024;
const fieldIdSchema = idOf(m.fieldIdInvalid);

export interface Upload {
  /** The `field_id` part: the question a photo or file answers; null for a mission photo. */
  fieldId: number | null;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart upload, read whole by `readUploadHook` before the handler. */
    upload?: Upload;
  }
}

const limitsOf = (maxBytes: number): UploadLimits => ({
  maxBytes,
  overhead: MULTIPART_OVERHEAD,
  tooLarge: () => new AppError('TOO_LARGE', m.fileTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10)),
});

/** Reads the `file` part (and the optional `field_id` part before it) into memory, within `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const limits = limitsOf(maxBytes);
  checkUpload(request, m.fileRequired, limits);
  let fieldId: number | null = null;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 100 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'field_id' && part.value !== '') {
          const parsed = fieldIdSchema.safeParse(part.value);
          if (!parsed.success) {
            throw new AppError('BAD_REQUEST', m.fieldIdInvalid);
          }
          fieldId = parsed.data;
        }
        continue;
      }
      if (part.fieldname !== 'file' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw uploadReadError(error, limits);
  }
  if (!bytes) {
    throw new AppError('BAD_REQUEST', m.fileRequired);
  }
  if (bytes.length === 0) {
    throw new AppError('BAD_REQUEST', m.fileEmpty);
  }
  return { fieldId, bytes };
}

/**
 * Route hook (preValidation): reads the upload before the idempotency check, which then hashes
 * its question, size and SHA-256 as the request's body, so that the same key with another file
 * is refused (422) and a replayed upload answers the first answer without storing a second file.
 */
export function readUploadHook(maxBytes: number) {
  return async function readUploadBeforeHandler(request: FastifyRequest): Promise<void> {
    const upload = await readUpload(request, maxBytes);
    request.upload = upload;
    request.body = {
      field_id: upload.fieldId,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    };
  };
}

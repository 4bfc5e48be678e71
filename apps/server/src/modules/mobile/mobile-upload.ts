import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, idOf } from '@tourneo/domain';
import { AppError } from '../../errors.ts';

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

const tooLarge = (maxBytes: number) =>
  new AppError('TOO_LARGE', m.fileTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10));

/** RFC 2046: a multipart boundary is 1 to 70 characters of a restricted set (quoted or not). */
function hasValidBoundary(contentType: string | undefined): boolean {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  return /^[0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-]$/.test(value);
}

/** The multipart parser's own errors (truncated body, broken part headers). */
function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !(error instanceof AppError) &&
    (/^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed (part header|urlencoded form)|Part terminated early|\w+ terminated early)/.test(
      error.message,
    ) ||
      ('code' in error &&
        typeof error.code === 'string' &&
        /^FST_(INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT)/.test(error.code)))
  );
}

/** Reads the `file` part (and the optional `field_id` part before it) into memory, within `maxBytes`. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', m.fileRequired);
  }
  if (!hasValidBoundary(request.headers['content-type'])) {
    throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
  }
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD) {
    throw tooLarge(maxBytes);
  }
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
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(maxBytes);
    }
    if (isMalformedMultipart(error)) {
      throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
    }
    throw error;
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

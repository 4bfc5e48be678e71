/**
 * Multipart uploads (the clients' CSV import, the agent app's photos and signatures): the checks
 * before any part is read, and the French answers to what the parser raises while reading them.
 * Each route reads its parts its own way (streamed into the import, or into memory).
 */
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@tourneo/domain';
import { AppError } from '../errors.ts';

/** RFC 2046: a multipart boundary is 1 to 70 characters of a restricted set (quoted or not). */
function hasValidBoundary(contentType: string | undefined): boolean {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  return /^[0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-]$/.test(value);
}

/** The multipart parser's own errors (truncated body, broken part headers, too many parts). */
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

export interface UploadLimits {
  /** The file's largest size. */
  maxBytes: number;
  /** What the other parts and the boundaries may add to the body, before refusing on Content-Length alone. */
  overhead: number;
  /** The answer to a file over `maxBytes`. */
  tooLarge: () => AppError;
}

/**
 * Before any part is read: a multipart body (else 400 `missingMessage`), with a valid boundary, and
 * a declared length within the limits (a body announced too large is not read at all).
 */
export function checkUpload(request: FastifyRequest, missingMessage: string, limits: UploadLimits): void {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', missingMessage);
  }
  if (!hasValidBoundary(request.headers['content-type'])) {
    throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
  }
  if (Number(request.headers['content-length'] ?? 0) > limits.maxBytes + limits.overhead) {
    throw limits.tooLarge();
  }
}

/** The answer to an error met while reading the parts: a file over its limit, a malformed body (400), else the error itself. */
export function uploadReadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return limits.tooLarge();
  }
  if (isMalformedMultipart(error)) {
    return new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
  }
  return error;
}

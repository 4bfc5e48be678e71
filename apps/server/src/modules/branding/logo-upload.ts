import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, MESSAGES } from '@tourneo/domain';
import { AppError } from '../../errors.ts';

const M = MESSAGES.branding;
/** Multipart overhead allowed above the logo's size before refusing on Content-Length alone. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** RFC 2046: a multipart boundary is 1 to 70 characters of a restricted set (quoted or not). */
function hasValidBoundary(contentType: string | undefined): boolean {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  return /^[0-9A-Za-z'()+_,./:=? -]{0,69}[0-9A-Za-z'()+_,./:=?-]$/.test(value);
}

/** The multipart parser's own errors (truncated body, broken part headers, too many parts). */
const isMalformedMultipart = (error: unknown) =>
  error instanceof Error &&
  !(error instanceof AppError) &&
  (/^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed part header|Part terminated early|\w+ terminated early)/.test(
    error.message,
  ) ||
    ('code' in error &&
      typeof error.code === 'string' &&
      /^FST_(INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT)/.test(error.code)));

/**
 * Reads the logo (`file` part) into memory, within 1 MB: a body announced larger is not read at
 * all. Its content is checked by the use case (type by content, dimensions).
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', M.logoRequired);
  }
  if (!hasValidBoundary(request.headers['content-type'])) {
    throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
  }
  if (Number(request.headers['content-length'] ?? 0) > LOGO_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new AppError('TOO_LARGE', M.logoTooLarge);
  }
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 },
    })) {
      if (part.type === 'file' && part.fieldname === 'file' && !bytes) {
        bytes = await part.toBuffer();
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('TOO_LARGE', M.logoTooLarge);
    }
    if (isMalformedMultipart(error)) {
      throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', M.logoRequired);
  }
  return bytes;
}

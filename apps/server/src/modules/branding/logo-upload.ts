import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, MESSAGES } from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { checkUpload, uploadReadError, type UploadLimits } from '../../http/multipart.ts';

const M = MESSAGES.branding;

const LOGO_LIMITS: UploadLimits = {
  maxBytes: LOGO_MAX_BYTES,
  overhead: 16 * 1024,
  tooLarge: () => new AppError('TOO_LARGE', M.logoTooLarge),
};

/**
 * Reads the logo (`file` part) into memory, within 1 MB: a body announced larger is not read at
 * all. Its content is checked by the use case (type by content, dimensions).
 */
export async function readLogoUpload(request: FastifyRequest): Promise<Buffer> {
  checkUpload(request, M.logoRequired, LOGO_LIMITS);
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
    throw uploadReadError(error, LOGO_LIMITS);
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', M.logoRequired);
  }
  return bytes;
}

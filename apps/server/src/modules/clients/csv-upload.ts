/**
 * The CSV import's upload (`POST /client/upload-csv`): the campaign's name and partner, then the
 * file, read part by part.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, hasControlCharacters, idSchema } from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { checkUpload, uploadReadError, type UploadLimits } from '../../http/multipart.ts';
import { CSV_MAX_BYTES } from './csv-import.service.ts';

const CAMPAIGN_MAX = 200;
/** Multipart overhead allowed above the file size before refusing on Content-Length alone. */
const MULTIPART_OVERHEAD = 64 * 1024;
const limits: UploadLimits = {
  maxBytes: CSV_MAX_BYTES,
  overhead: MULTIPART_OVERHEAD,
  tooLarge: () =>
    new AppError('BAD_REQUEST', `${MESSAGES.imports.fileTooLargePrefix}${CSV_MAX_BYTES / (1024 * 1024)} Mo`),
};

interface CsvUpload {
  campagne: string;
  /** The campaign's partner (`partenaire_id` field); omitted: the default partner. */
  partnerId: number | undefined;
  file: Readable;
}

/** The optional `partenaire_id` field: a positive integer id, else 400. */
function partnerIdOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    return undefined;
  }
  const parsed = idSchema.safeParse(Number(value));
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', MESSAGES.settings.invalidId);
  }
  return parsed.data;
}

/**
 * Reads the upload's parts in order. The file streams straight into the import when the campaign
 * name (and partner) came first (as the web form sends them); otherwise it is spooled to a
 * temporary file first.
 */
export async function withUploadedCsv<T>(
  request: FastifyRequest,
  use: (upload: CsvUpload) => Promise<T>,
): Promise<T> {
  checkUpload(request, MESSAGES.imports.fileRequired, limits);
  let campagne: string | undefined;
  let partnerId: number | undefined;
  let result: { value: T } | undefined;
  let spoolDir: string | undefined;
  let spooled: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'campagne_name' && typeof part.value === 'string') {
          campagne = part.value.trim();
        }
        if (part.fieldname === 'partenaire_id') {
          partnerId = partnerIdOf(part.value);
        }
        continue;
      }
      if (part.fieldname !== 'file' || result || spooled) {
        part.file.resume();
        continue;
      }
      if (!/\.(csv|txt)$/i.test(part.filename)) {
        part.file.resume();
        throw new AppError('BAD_REQUEST', MESSAGES.imports.fileNotCsv);
      }
      if (campagne) {
        const file = part.file;
        result = { value: await use({ campagne: checkedCampaign(campagne), partnerId, file }) };
        if (file.truncated) {
          throw limits.tooLarge();
        }
      } else {
        spoolDir = await mkdtemp(path.join(tmpdir(), 'tourneo-csv-'));
        spooled = path.join(spoolDir, 'upload.csv');
        await pipeline(part.file, createWriteStream(spooled));
        if (part.file.truncated) {
          throw limits.tooLarge();
        }
      }
    }
    if (result) {
      return result.value;
    }
    if (!spooled) {
      throw new AppError('BAD_REQUEST', MESSAGES.imports.fileRequired);
    }
    return await use({ campagne: checkedCampaign(campagne), partnerId, file: createReadStream(spooled) });
  } catch (error) {
    throw uploadReadError(error, limits);
  } finally {
    if (spoolDir) {
      await rm(spoolDir, { recursive: true, force: true });
    }
  }
}

function checkedCampaign(campagne: string | undefined): string {
  if (!campagne) {
    throw new AppError('BAD_REQUEST', MESSAGES.imports.campaignRequired);
  }
  if (campagne.length > CAMPAIGN_MAX) {
    throw new AppError('BAD_REQUEST', MESSAGES.clients.tooLong);
  }
  if (hasControlCharacters(campagne)) {
    throw new AppError('BAD_REQUEST', MESSAGES.validation.controlCharacters);
  }
  return campagne;
}

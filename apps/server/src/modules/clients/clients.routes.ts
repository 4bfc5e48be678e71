import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  idSchema,
  clientFiltersSchema,
  clientSearchSchema,
  clientSearchResponseSchema,
  deleteClientSchema,
  newClientSchema,
  updateClientSchema,
  hasControlCharacters,
  clientsPageResponseSchema,
  clientSavedResponseSchema,
  messageResponseSchema,
  csvImportResponseSchema,
  importOutcomeMessage,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { AppError } from '../../errors.ts';
import { createClient, deleteClient, findClients, searchClients, updateClient } from './clients.service.ts';
import { CSV_MAX_BYTES, importClientsCsv } from './csv-import.service.ts';

const CAMPAIGN_MAX = 200;
/** Multipart overhead allowed above the file size before refusing on Content-Length alone. */
const MULTIPART_OVERHEAD = 64 * 1024;
const fileTooLarge = () =>
  new AppError('BAD_REQUEST', `${MESSAGES.imports.fileTooLargePrefix}${CSV_MAX_BYTES / (1024 * 1024)} Mo`);

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
async function withUploadedCsv<T>(
  request: FastifyRequest,
  use: (upload: CsvUpload) => Promise<T>,
): Promise<T> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > CSV_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw fileTooLarge();
  }
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
          throw fileTooLarge();
        }
      } else {
        spoolDir = await mkdtemp(path.join(tmpdir(), 'tourneo-csv-'));
        spooled = path.join(spoolDir, 'upload.csv');
        await pipeline(part.file, createWriteStream(spooled));
        if (part.file.truncated) {
          throw fileTooLarge();
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
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge();
    }
    if (isMalformedMultipart(error)) {
      throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
    }
    throw error;
  } finally {
    if (spoolDir) {
      await rm(spoolDir, { recursive: true, force: true });
    }
  }
}

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
    /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed (part header|urlencoded form)|Part terminated early|\w+ terminated early)/.test(
      error.message,
    )
  );
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

// Authentication runs on onRequest, before body validation and multipart reading: a request
// without a session answers 401 whatever its body, and an upload is not read for nothing.
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  // Server-side duration of each clients call, for the browser's devtools and the benchmark.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  });

  app.post(
    '/client/get-all',
    {
      schema: { body: clientFiltersSchema, response: { 200: clientsPageResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      ...(await findClients({ db: app.db, companyId: request.company.id, filters: request.body })),
    }),
  );

  app.post(
    '/client/search',
    {
      schema: { body: clientSearchSchema, response: { 200: clientSearchResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      data: await searchClients({ db: app.db, companyId: request.company.id, query: request.body.q }),
    }),
  );

  app.post(
    '/client/new-client',
    {
      schema: { body: newClientSchema, response: { 201: clientSavedResponseSchema } },
      onRequest: requireCompany,
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: MESSAGES.clients.addSuccess,
        data: await createClient({ db: app.db, companyId: request.company.id, input: request.body }),
      }),
  );

  app.put(
    '/client/update',
    {
      schema: { body: updateClientSchema, response: { 200: clientSavedResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.clients.updateSuccess,
      data: await updateClient({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );

  app.post(
    '/client/delete-client',
    {
      schema: { body: deleteClientSchema, response: { 200: messageResponseSchema } },
      onRequest: requireCompany,
    },
    async (request) => {
      await deleteClient({ db: app.db, companyId: request.company.id, id: request.body.id });
      return { success: true as const, message: MESSAGES.clients.deleteSuccess };
    },
  );

  app.post(
    '/client/upload-csv',
    {
      schema: { response: { 200: csvImportResponseSchema } },
      onRequest: [requireCompany, requireFeature('bulk_operations')],
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('BAD_REQUEST', MESSAGES.imports.fileRequired);
      }
      if (!hasValidBoundary(request.headers['content-type'])) {
        throw new AppError('BAD_REQUEST', MESSAGES.request.invalidMultipart);
      }
      const result = await withUploadedCsv(request, ({ campagne, partnerId, file }) =>
        importClientsCsv({ db: app.db, companyId: request.company.id, campagne, partnerId, file }),
      );
      return { success: true as const, message: importOutcomeMessage(result), ...result };
    },
  );
};

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  MESSAGES,
  brandingResponseSchema,
  brandingSavedResponseSchema,
  credentialsBodySchema,
  updateBrandingSchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { errorBody } from '../../http/error-handler.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { deleteLogo, getBranding, readLogo, saveLogo, updateBranding } from './branding.service.ts';
import { readLogoUpload } from './logo-upload.ts';

const M = MESSAGES.branding;
const gate = { feature: 'white_label', access: 'settings' } as const;
const logoParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg)$/, MESSAGES.http[404]),
});

/**
 * White label (issue 28): the company's colour, sender name, agent app name, custom domain and
 * logo, set on the plans with `white_label` (403 otherwise); the logo is public, served while the
 * plan has the feature, for the booking page and the agent app.
 */
export const brandingRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.post(
    '/branding/get',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: brandingResponseSchema } },
      { ...gate, access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      branding: await getBranding(companyScopeOf(request)),
    }),
  );

  app.post(
    '/branding/update',
    companyRoute({ body: updateBrandingSchema, response: { 200: brandingSavedResponseSchema } }, gate),
    async (request) => ({
      success: true as const,
      message: M.saved,
      branding: await updateBranding({ ...companyScopeOf(request), input: request.body }),
    }),
  );

  app.post(
    '/branding/logo',
    companyRoute({ response: { 200: brandingSavedResponseSchema } }, gate),
    async (request) => {
      const bytes = await readLogoUpload(request);
      return {
        success: true as const,
        message: M.logoSaved,
        branding: await saveLogo({ ...companyScopeOf(request), storage, bytes }),
      };
    },
  );

  app.post(
    '/branding/logo/delete',
    companyRoute({ body: credentialsBodySchema, response: { 200: brandingSavedResponseSchema } }, gate),
    async (request) => ({
      success: true as const,
      message: M.logoDeleted,
      branding: await deleteLogo({ ...companyScopeOf(request), storage }),
    }),
  );

  // Public: the booking page and the agent app show it. A versioned address never changes content.
  app.get('/branding/logo/:file', { schema: { params: logoParamsSchema } }, async (request, reply) => {
    const logo = await readLogo({ db: app.db, file: request.params.file, storage });
    if (!logo) {
      return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.http[404]));
    }
    return (
      reply
        .header('content-type', logo.contentType)
        // A new logo has a new address; a plan without the white label stops serving it within a day.
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(logo.bytes)
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  MESSAGES,
  SIGNATURE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  agentAppManifest,
  agentLoginResponseSchema,
  agentLoginSchema,
  agentManifestSchema,
  agentSessionResponseSchema,
  credentialsBodySchema,
  deletePhotoSchema,
  messageResponseSchema,
  mobileFileSavedResponseSchema,
  mobileScheduleResponseSchema,
  mobileScheduleSchema,
  mobileSessionChangedResponseSchema,
  enRouteResponseSchema,
  mobileSessionParamsSchema,
  mobileSessionResponseSchema,
  photoDisplaySchema,
  saveAnswersSchema,
} from '@tourneo/domain';
import { resolveAgent } from '../../http/auth.ts';
import { clearCookie, readCookie, setSessionCookies } from '../../http/cookies.ts';
import { agentRoute, companyOrAgentRoute } from '../../http/routes.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { presentSignedInAgent, type LoginLimiters } from '../auth/auth.service.ts';
import { logInAgent, logOutAgent } from '../auth/agent-auth.service.ts';
import { getAgentAppBrand } from '../branding/branding.service.ts';
import { readUploadHook } from './mobile-upload.ts';
import { presentSessionChange } from './mobile.presenter.ts';
import {
  addReportFile,
  announceEnRoute,
  completeSession,
  deleteReportPhoto,
  findAgentSchedule,
  getAgentSession,
  getReportFileBytes,
  saveAnswers,
  saveSignature,
  startSession,
  type AgentStorageScope,
} from './mobile.service.ts';

const m = MESSAGES.mobile;

interface MobileRoutesOptions {
  limiters: LoginLimiters;
  storage: FileStorage;
}

/** The schemas of a change of one of the agent's sessions (`:id`), answered with the session as it now is. */
const sessionChange = <Body extends z.ZodType, Response extends z.ZodType>(
  body: Body,
  response: Response,
) => ({
  params: mobileSessionParamsSchema,
  body,
  response: { 200: response },
});
/** The schemas of an upload to a session's report (the hook reads the multipart body). */
const sessionUpload = { params: mobileSessionParamsSchema, response: { 201: mobileFileSavedResponseSchema } };

/**
 * The agent app's calls (issue 14, docs/decisions/0019-agent-app.md). Authentication runs on
 * onRequest (401 before anything is read); every change accepts an Idempotency-Key, so that the
 * app's offline queue can replay a submission without doing it twice.
 */
export const mobileRoutes: FastifyPluginAsyncZod<MobileRoutesOptions> = async (app, options) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const { config } = app;

  /** What a use case on the session `:id` is given: the signed-in agent's scope, the file storage, the session. */
  const sessionOf = (
    request: FastifyRequest & { params: { id: number } },
  ): AgentStorageScope & { sessionId: number } => ({
    db: app.db,
    companyId: request.company.id,
    agentId: request.agent!.id,
    storage: options.storage,
    log: request.log,
    sessionId: request.params.id,
  });
  const uploadOf = (request: FastifyRequest) => {
    if (!request.upload) {
      throw new AppError('BAD_REQUEST', m.fileRequired);
    }
    return request.upload;
  };

  app.post(
    '/mobile/login',
    { schema: { body: agentLoginSchema, response: { 200: agentLoginResponseSchema } } },
    async (request, reply) => {
      const session = await logInAgent({
        db: app.db,
        limiters: options.limiters,
        ip: request.ip,
        input: request.body,
        ttlDays: config.agentSessionTtlDays,
        deviceCookie: readCookie(request, 'agentDevice'),
        secretKey: config.secretKey,
      });
      setSessionCookies(reply, 'agent', { ...session, value: session.cookie });
      return presentSignedInAgent(m.loginSuccess, session);
    },
  );

  app.post(
    '/mobile/logout',
    { schema: { body: credentialsBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await logOutAgent({
        db: app.db,
        cookie: readCookie(request, 'agentSession'),
        cache: app.agentSessionCache,
      });
      clearCookie(reply, 'agentSession');
      return { success: true as const, message: m.loggedOut };
    },
  );

  app.get(
    '/mobile/session',
    { schema: { response: { 200: agentSessionResponseSchema } } },
    // Not signed in is an answer here, not an error (the app's first visit): no 401 in the console.
    async (request, reply) =>
      (await resolveAgent(request, reply))
        ? {
            signed_in: true as const,
            agent: request.agent!,
            company: { id: request.company.id, name: request.company.name },
          }
        : { signed_in: false as const },
  );

  // The agent app's manifest (issue 28): the company's name and logo for its agents with the white
  // label, Tournéo's otherwise. agent.html asks for it with the agent's cookie (crossorigin="use-credentials").
  app.get(
    '/mobile/manifest.webmanifest',
    { schema: { response: { 200: agentManifestSchema } } },
    async (request, reply) => {
      const brand = (await resolveAgent(request, reply))
        ? await getAgentAppBrand({ db: app.db, companyId: request.company.id, storage: options.storage })
        : null;
      void reply
        .type('application/manifest+json')
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie');
      return agentAppManifest(brand);
    },
  );

  app.post(
    '/mobile/schedule',
    agentRoute({ body: mobileScheduleSchema, response: { 200: mobileScheduleResponseSchema } }),
    async (request) => ({
      success: true as const,
      ...(await findAgentSchedule({
        db: app.db,
        companyId: request.company.id,
        agentId: request.agent!.id,
        input: request.body,
      })),
    }),
  );

  app.get(
    '/mobile/sessions/:id',
    agentRoute({ params: mobileSessionParamsSchema, response: { 200: mobileSessionResponseSchema } }),
    async (request) => ({ success: true as const, data: await getAgentSession(sessionOf(request)) }),
  );

  app.post(
    '/mobile/sessions/:id/start',
    agentRoute(sessionChange(credentialsBodySchema, mobileSessionChangedResponseSchema), {
      idempotent: true,
    }),
    async (request) =>
      presentSessionChange(m.sessionStarted, {
        data: await startSession(sessionOf(request)),
        signature_cleared: false,
      }),
  );

  app.post(
    '/mobile/sessions/:id/en-route',
    agentRoute(sessionChange(credentialsBodySchema, enRouteResponseSchema), { idempotent: true }),
    async (request) => ({ success: true as const, ...(await announceEnRoute(sessionOf(request))) }),
  );

  app.post(
    '/mobile/sessions/:id/answers',
    agentRoute(sessionChange(saveAnswersSchema, mobileSessionChangedResponseSchema), { idempotent: true }),
    async (request) =>
      presentSessionChange(m.answersSaved, await saveAnswers({ ...sessionOf(request), input: request.body })),
  );

  app.post(
    '/mobile/sessions/:id/photos',
    {
      ...agentRoute(sessionUpload, { idempotent: true }),
      preValidation: readUploadHook(UPLOAD_MAX_BYTES),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          presentSessionChange(
            m.photoSaved,
            await addReportFile({ ...sessionOf(request), ...uploadOf(request) }),
          ),
        ),
  );

  app.post(
    '/mobile/sessions/:id/photos/delete',
    agentRoute(sessionChange(deletePhotoSchema, mobileSessionChangedResponseSchema), { idempotent: true }),
    async (request) =>
      presentSessionChange(
        m.photoDeleted,
        await deleteReportPhoto({ ...sessionOf(request), photoId: request.body.photo_id }),
      ),
  );

  app.post(
    '/mobile/sessions/:id/signature',
    {
      ...agentRoute(sessionUpload, { idempotent: true }),
      preValidation: readUploadHook(SIGNATURE_MAX_BYTES),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          presentSessionChange(
            m.signatureSaved,
            await saveSignature({ ...sessionOf(request), bytes: uploadOf(request).bytes }),
          ),
        ),
  );

  app.post(
    '/mobile/sessions/:id/complete',
    agentRoute(sessionChange(credentialsBodySchema, mobileSessionChangedResponseSchema), {
      idempotent: true,
    }),
    async (request) =>
      presentSessionChange(m.sessionCompleted, {
        data: await completeSession(sessionOf(request)),
        signature_cleared: false,
      }),
  );

  // The back office (Recent missions' details) and the agent app (its own missions) both show
  // report photos: a company session, else an agent session.
  app.post(
    '/mobile/photos/display',
    companyOrAgentRoute({ body: photoDisplaySchema }, { access: 'everyone' }),
    async (request, reply) => {
      const { bytes, mimeType } = await getReportFileBytes({
        db: app.db,
        storage: options.storage,
        companyId: request.company.id,
        agentId: request.agent?.id ?? null,
        input: request.body,
      });
      return reply
        .header('content-type', mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', mimeType === 'application/pdf' ? 'attachment' : 'inline')
        .send(bytes);
    },
  );
};

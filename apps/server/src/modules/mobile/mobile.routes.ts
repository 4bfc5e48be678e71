import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import {
  MESSAGES,
  SIGNATURE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  agentLoginResponseSchema,
  agentLoginSchema,
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
import type { FastifyRequest } from 'fastify';
import { agentCookieOptions, requireAgent, requireCompanyOrAgent, resolveAgent } from '../../http/auth.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { LoginLimiters } from '../auth/auth.service.ts';
import {
  AGENT_SESSION_COOKIE,
  AGENT_SESSION_COOKIE_PATH,
  deleteExpiredAgentSessions,
  logInAgent,
  logOutAgent,
} from '../auth/agent-auth.service.ts';
import {
  AGENT_DEVICE_COOKIE,
  AGENT_DEVICE_COOKIE_PATH,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
} from '../../security/device-cookie.ts';
import { readUploadHook } from './mobile-upload.ts';
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

interface MobileRoutesOptions {
  limiters: LoginLimiters;
  storage: FileStorage;
}

/** Expired agent sessions are deleted at most this often per server process (on a login). */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

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
  let lastPurge = 0;

  const scopeOf = (request: FastifyRequest): AgentStorageScope => ({
    db: app.db,
    companyId: request.company.id,
    agentId: request.agent!.id,
    storage: options.storage,
    log: request.log,
  });
  const uploadOf = (request: FastifyRequest) => {
    if (!request.upload) {
      throw new AppError('BAD_REQUEST', MESSAGES.mobile.fileRequired);
    }
    return request.upload;
  };

  app.post(
    '/mobile/login',
    { schema: { body: agentLoginSchema, response: { 200: agentLoginResponseSchema } } },
    async (request, reply) => {
      if (Date.now() - lastPurge > PURGE_INTERVAL_MS) {
        lastPurge = Date.now();
        await deleteExpiredAgentSessions({ db: app.db });
      }
      const session = await logInAgent({
        db: app.db,
        limiters: options.limiters,
        ip: request.ip,
        input: request.body,
        ttlDays: config.agentSessionTtlDays,
        deviceCookie: request.cookies[AGENT_DEVICE_COOKIE],
        secretKey: config.secretKey,
      });
      void reply.setCookie(
        AGENT_SESSION_COOKIE,
        session.cookie,
        agentCookieOptions(config.cookieSecure, session.expiresAt),
      );
      if (session.deviceCookie) {
        void reply.setCookie(AGENT_DEVICE_COOKIE, session.deviceCookie, {
          path: AGENT_DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: config.cookieSecure,
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        });
      }
      return {
        success: true as const,
        message: MESSAGES.mobile.loginSuccess,
        agent: session.agent,
        company: session.company,
      };
    },
  );

  app.post(
    '/mobile/logout',
    { schema: { body: credentialsBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await logOutAgent({ db: app.db, cookie: request.cookies[AGENT_SESSION_COOKIE] });
      void reply.clearCookie(AGENT_SESSION_COOKIE, {
        path: AGENT_SESSION_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: config.cookieSecure,
      });
      return { success: true as const, message: MESSAGES.mobile.loggedOut };
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

  app.post(
    '/mobile/schedule',
    {
      schema: { body: mobileScheduleSchema, response: { 200: mobileScheduleResponseSchema } },
      onRequest: requireAgent,
    },
    async (request) => ({
      success: true as const,
      ...(await findAgentSchedule(scopeOf(request), request.body)),
    }),
  );

  app.get(
    '/mobile/sessions/:id',
    {
      schema: { params: mobileSessionParamsSchema, response: { 200: mobileSessionResponseSchema } },
      onRequest: requireAgent,
    },
    async (request) => ({
      success: true as const,
      data: await getAgentSession(scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/mobile/sessions/:id/start',
    {
      schema: {
        params: mobileSessionParamsSchema,
        body: credentialsBodySchema,
        response: { 200: mobileSessionChangedResponseSchema },
      },
      onRequest: requireAgent,
      config: { idempotent: true },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.mobile.sessionStarted,
      data: await startSession(scopeOf(request), request.params.id),
      signature_cleared: false,
    }),
  );

  app.post(
    '/mobile/sessions/:id/en-route',
    {
      schema: {
        params: mobileSessionParamsSchema,
        body: credentialsBodySchema,
        response: { 200: enRouteResponseSchema },
      },
      onRequest: requireAgent,
      config: { idempotent: true },
    },
    async (request) => ({
      success: true as const,
      ...(await announceEnRoute(scopeOf(request), request.params.id)),
    }),
  );

  app.post(
    '/mobile/sessions/:id/answers',
    {
      schema: {
        params: mobileSessionParamsSchema,
        body: saveAnswersSchema,
        response: { 200: mobileSessionChangedResponseSchema },
      },
      onRequest: requireAgent,
      config: { idempotent: true },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.mobile.answersSaved,
      ...(await saveAnswers(scopeOf(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/mobile/sessions/:id/photos',
    {
      schema: { params: mobileSessionParamsSchema, response: { 201: mobileFileSavedResponseSchema } },
      onRequest: requireAgent,
      preValidation: readUploadHook(UPLOAD_MAX_BYTES),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const { fieldId, bytes } = uploadOf(request);
      const saved = await addReportFile(scopeOf(request), request.params.id, { fieldId, bytes });
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.mobile.photoSaved, ...saved });
    },
  );

  app.post(
    '/mobile/sessions/:id/photos/delete',
    {
      schema: {
        params: mobileSessionParamsSchema,
        body: deletePhotoSchema,
        response: { 200: mobileSessionChangedResponseSchema },
      },
      onRequest: requireAgent,
      config: { idempotent: true },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.mobile.photoDeleted,
      ...(await deleteReportPhoto(scopeOf(request), request.params.id, request.body.photo_id)),
    }),
  );

  app.post(
    '/mobile/sessions/:id/signature',
    {
      schema: { params: mobileSessionParamsSchema, response: { 201: mobileFileSavedResponseSchema } },
      onRequest: requireAgent,
      preValidation: readUploadHook(SIGNATURE_MAX_BYTES),
      config: { idempotent: true },
    },
    async (request, reply) => {
      const saved = await saveSignature(scopeOf(request), request.params.id, uploadOf(request).bytes);
      return reply
        .status(201)
        .send({ success: true as const, message: MESSAGES.mobile.signatureSaved, ...saved });
    },
  );

  app.post(
    '/mobile/sessions/:id/complete',
    {
      schema: {
        params: mobileSessionParamsSchema,
        body: credentialsBodySchema,
        response: { 200: mobileSessionChangedResponseSchema },
      },
      onRequest: requireAgent,
      config: { idempotent: true },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.mobile.sessionCompleted,
      data: await completeSession(scopeOf(request), request.params.id),
      signature_cleared: false,
    }),
  );

  // The back office (Recent missions' details) and the agent app (its own missions) both show
  // report photos: a company session, else an agent session.
  app.post(
    '/mobile/photos/display',
    { schema: { body: photoDisplaySchema }, onRequest: requireCompanyOrAgent },
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

import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tourneo/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { isPageRequest, registerWeb } from './http/web.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createLoginLimiters } from './modules/auth/auth.service.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { clientRoutes } from './modules/clients/clients.routes.ts';
import { operationOptionRoutes } from './modules/clients/operation-options.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
}

export async function buildApp({
  db,
  config,
  serveWeb = true,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('company', null as never);

  await app.register(fastifyCookie);
  registerErrorHandler(app);
  registerOriginCheck(app, config.allowedOrigins);

  await app.register(authRoutes, {
    limiters: createLoginLimiters(db, config.loginLimits),
    sessionTtlHours: config.sessionTtlHours,
    cookieSecure: config.cookieSecure,
  });
  await app.register(planRoutes);
  await app.register(agentRoutes);
  await app.register(clientRoutes);
  await app.register(operationOptionRoutes);

  if (serveWeb) {
    await registerWeb(app, config.webDistDir);
  }
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.headers.accept)) {
      return reply.redirect('/');
    }
    return reply
      .status(404)
      .send({ success: false, error: MESSAGES.http[404], message: MESSAGES.http[404], code: 'NOT_FOUND' });
  });
  return app;
}

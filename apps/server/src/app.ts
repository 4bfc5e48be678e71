import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
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
import { formRoutes } from './modules/forms/forms.routes.ts';
import { partnerRoutes } from './modules/partners/partners.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { roleRoutes } from './modules/roles/roles.routes.ts';
import { operationRoutes } from './modules/operations/operations.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactLimiter } from './modules/contact/contact.service.ts';
import type { OutboxNotifier } from './jobs/outbox.ts';
import { clientRoutes } from './modules/clients/clients.routes.ts';

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
  /** Queues outbox sending jobs (absent in API tests: outbox rows are written, no job is queued). */
  outboxNotifier?: OutboxNotifier;
}

export async function buildApp({
  db,
  config,
  serveWeb = true,
  logger = false,
  outboxNotifier,
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
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // HSTS belongs to the TLS terminator in front of the app.
    strictTransportSecurity: false,
  });
  // OpenAPI document generated from the routes' zod schemas, served at /api/openapi.json.
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tournéo API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerErrorHandler(app);
  registerOriginCheck(app, config.allowedOrigins);

  await app.register(authRoutes, {
    limiters: createLoginLimiters(db, config.loginLimits),
    sessionTtlHours: config.sessionTtlHours,
    cookieSecure: config.cookieSecure,
  });
  await app.register(planRoutes);
  await app.register(agentRoutes);
  await app.register(formRoutes);
  await app.register(partnerRoutes);
  await app.register(geoRoutes);
  await app.register(roleRoutes);
  await app.register(operationRoutes);
  await app.register(contactRoutes, {
    limiter: createContactLimiter(db, config.contactLimitPerIpPerHour),
    operatorEmail: config.contactEmailTo,
    notifier: outboxNotifier,
  });
  await app.register(clientRoutes);

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

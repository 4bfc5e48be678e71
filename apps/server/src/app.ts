import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MESSAGES, type RouteAccess } from '@tourneo/domain';
import { COMPANY_SESSION_HOOKS } from './http/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DestinationStream } from 'pino';
import {
  answerClientError,
  answerFrameworkErrorBeforeRouting,
  errorBody,
  registerErrorHandler,
} from './http/error-handler.ts';
import { createLoggers, registerAccessLog } from './http/logging.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { EventStreams } from './http/event-streams.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerMetrics, type MetricsSources } from './http/metrics.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { isPageRequest, registerWeb } from './http/web.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.ts';
import { createLoginLimiters } from './modules/auth/auth.service.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { agentRoutes } from './modules/agents/agents.routes.ts';
import { agentInvitationRoutes } from './modules/agents/agent-invitations.routes.ts';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { formRoutes } from './modules/forms/forms.routes.ts';
import { partnerRoutes } from './modules/partners/partners.routes.ts';
import { companyProfileRoutes } from './modules/company-profile/company-profile.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { roleRoutes } from './modules/roles/roles.routes.ts';
import { operationRoutes } from './modules/operations/operations.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactLimiter } from './modules/contact/contact.service.ts';
import type { OutboxNotifier } from './jobs/outbox.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { configureMessaging } from './modules/messaging/messaging-settings.ts';
import { subscribeToMissionChanges } from './modules/messaging/messaging.service.ts';
import { clientRoutes } from './modules/clients/clients.routes.ts';
import { missionRoutes } from './modules/missions/missions.routes.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { automationsRoutes } from './modules/automations/automations.routes.ts';
import { subscribeToFreedSlots } from './modules/automations/automations.service.ts';
import { createBookingLimiter } from './modules/booking/booking.service.ts';
import type { NotificationListener } from './db/notifications.ts';
import { mobileRoutes } from './modules/mobile/mobile.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { createStorage } from './storage/create-storage.ts';
import { SessionCache } from './security/session-cache.ts';
import type { CachedAgentSession } from './modules/auth/agent-auth.service.ts';
import { CLIENT_CHANGES_CHANNEL } from './modules/clients/clients.service.ts';
import { createMonthCache, type MonthCache } from './modules/billing/billing.service.ts';
import type { SessionCompany } from './modules/auth/auth.service.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { brandingRoutes } from './modules/branding/branding.routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feeds/calendar-feeds.routes.ts';
import { exportRoutes } from './modules/exports/exports.routes.ts';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { subscribeWebhooksToEvents } from './modules/webhooks/webhooks.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { gdprRoutes } from './modules/gdpr/gdpr.routes.ts';
import type { FileStorage } from './storage/storage.ts';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { publicApiDocsRoutes, publicApiRoutes } from './modules/public-api/public-api.routes.ts';
import { createLimiter } from './http/rate-limit.ts';
import { registerKeptAnswers, type KeptAnswers } from './http/kept-answers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Every route the app registered, with its schema (read by the route safety net test). */
    registeredRoutes: readonly RegisteredRoute[];
    /** The open server-sent event streams (closed with a reconnect hint when the app stops). */
    eventStreams: EventStreams;
    /** The sessions read lately, kept a few seconds and forgotten on every change (decision 0027). */
    sessionCache: SessionCache<SessionCompany>;
    /** The agent app's sessions read lately, likewise (decision 0027). */
    agentSessionCache: SessionCache<CachedAgentSession>;
    /** The client list's totals counted lately, forgotten on every change of the company's (decision 0027). */
    clientCountCache: SessionCache<number>;
    /** The billing months' answers written lately, forgotten on every change of what they read (decision 0045). */
    billingMonthCache: MonthCache;
    /** The hottest reads' answers sent lately, forgotten on every change of what they read (decision 0046). */
    keptAnswers: KeptAnswers;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema:
    | {
        body?: unknown;
        querystring?: unknown;
        params?: unknown;
        response?: unknown;
        summary?: string;
        description?: string;
        tags?: readonly string[];
      }
    | undefined;
  /** A public API route's scope (`apiKeyRoute`). */
  apiScope?: 'read' | 'write' | undefined;
  /** Accepts a back-office session (company or person): its roles must be declared (`access`). */
  acceptsCompanySession: boolean;
  /** The roles the route declares (decision 0033), if any. */
  access: RouteAccess | undefined;
}

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Log with pino (to stdout, or to `logStream` when given). */
  logger?: boolean;
  logStream?: DestinationStream;
  /** Queues outbox sending jobs (absent in API tests: outbox rows are written, no job is queued). */
  outboxNotifier?: OutboxNotifier;
  /** PostgreSQL LISTEN of the database: feeds the calendars' live updates. */
  notifications: NotificationListener;
  /** Where report photos and signatures go (default: from the configuration, `createStorage`). */
  storage?: FileStorage;
  /** True once the process stops: `/ready` answers 503 and every answer closes its connection. */
  isStopping?: () => boolean;
  /** The job queue and the database pool, for the metrics (METRICS_TOKEN). */
  metricsSources?: Omit<MetricsSources, 'eventStreamsOpen'>;
}

export async function buildApp({
  db,
  config,
  serveWeb = true,
  logger = false,
  logStream,
  outboxNotifier,
  notifications,
  storage = createStorage(config),
  isStopping = () => false,
  metricsSources = {},
}: BuildAppOptions): Promise<FastifyInstance> {
  configureMessaging({ publicUrl: config.publicUrl });
  // Messaging follows the missions' changes in their unit of work (decision 0024).
  subscribeToMissionChanges();
  subscribeWebhooksToEvents();
  // Express slots (issue 28): a deleted mission's slot is offered to waiting clients, in its unit of work.
  subscribeToFreedSlots();
  const loggers = logger || logStream ? createLoggers(config.logLevel, logStream) : undefined;
  const app = Fastify({
    ...(loggers ? { loggerInstance: loggers.app } : { logger: false }),
    // One line per request, written by registerAccessLog, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // A request must arrive whole within 30 s (slow-body clients), and stays open 10 min at most.
    requestTimeout: 30_000,
    connectionTimeout: 600_000,
    frameworkErrors: answerFrameworkErrorBeforeRouting,
    clientErrorHandler: answerClientError,
    // A request that reached a stopping server is served (its answer closes the connection), never
    // refused with a 503: the server stops accepting connections, not requests it has (main.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (loggers) {
    registerAccessLog(app, loggers.access);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        schema: route.schema,
        apiScope: route.config?.apiScope,
        acceptsCompanySession: [route.onRequest ?? []].flat().some((hook) => COMPANY_SESSION_HOOKS.has(hook)),
        access: route.config?.access,
      });
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);
  app.decorate('db', db);
  app.decorate('config', config);
  const sessionCache = new SessionCache<SessionCompany>(config.sessionCacheSeconds * 1000);
  app.decorate('sessionCache', sessionCache);
  const agentSessionCache = new SessionCache<CachedAgentSession>(config.sessionCacheSeconds * 1000);
  app.decorate('agentSessionCache', agentSessionCache);
  const clientCountCache = new SessionCache<number>(config.sessionCacheSeconds * 1000, {
    channel: CLIENT_CHANGES_CHANNEL,
  });
  app.decorate('clientCountCache', clientCountCache);
  const billingMonthCache = createMonthCache();
  app.decorate('billingMonthCache', billingMonthCache);
  app.decorate(
    'keptAnswers',
    registerKeptAnswers(app, {
      ttlMs: config.sessionCacheSeconds * 1000,
      notifications,
      isOn: config.keptAnswers,
    }),
  );
  const stopSessionCaches = await Promise.all([
    sessionCache.listen(notifications),
    agentSessionCache.listen(notifications),
    clientCountCache.listen(notifications),
    billingMonthCache.listen(notifications),
  ]);
  app.addHook('onClose', async () => {
    await Promise.all(stopSessionCaches.map((stop) => stop()));
  });
  const eventStreams = new EventStreams();
  app.decorate('eventStreams', eventStreams);
  app.addHook('preClose', async () => eventStreams.closeAll());
  app.addHook('onRequest', async (_request, reply) => {
    if (isStopping()) {
      // The client (or the load balancer) opens its next connection to a server still running.
      void reply.header('connection', 'close');
    }
  });
  app.decorateRequest('company', null as never);
  app.decorateRequest('agent', null);
  app.decorateRequest('isOperator', false);
  app.decorateRequest('apiKey', null);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    // Answers carry the company's data: no cache, shared or private, may keep them.
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      void reply.header('cache-control', 'no-store');
    }
    done();
  });
  // OpenAPI document generated from the routes' zod schemas, served at /api/openapi.json.
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Tournéo API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerErrorHandler(app);
  registerHealthRoutes(app, { isStopping });
  if (config.metricsToken) {
    registerMetrics(app, config.metricsToken, {
      ...metricsSources,
      eventStreamsOpen: () => eventStreams.size,
    });
  }
  registerOriginCheck(app, config.allowedOrigins);
  registerIdempotency(app, { secretKey: config.secretKey });

  const loginLimiters = createLoginLimiters(db, config.loginLimits);
  await app.register(authRoutes, {
    limiters: loginLimiters,
    sessionTtlHours: config.sessionTtlHours,
    secretKey: config.secretKey,
    operator: config.operator,
  });
  await app.register(peopleRoutes, { sessionTtlHours: config.sessionTtlHours, perIp: loginLimiters.perIp });
  await app.register(accountSecurityRoutes, {
    sessionTtlHours: config.sessionTtlHours,
    secretKey: config.secretKey,
  });
  await app.register(planRoutes);
  await app.register(agentRoutes);
  await app.register(agentInvitationRoutes);
  await app.register(onboardingRoutes);
  await app.register(formRoutes);
  await app.register(partnerRoutes);
  await app.register(companyProfileRoutes);
  await app.register(geoRoutes);
  await app.register(roleRoutes);
  await app.register(operationRoutes);
  await app.register(contactRoutes, {
    limiter: createContactLimiter(db, config.contactLimitPerIpPerHour),
    operatorEmail: config.contactEmailTo,
    notifier: outboxNotifier,
  });
  await app.register(clientRoutes);
  await app.register(messagingRoutes);
  await app.register(missionRoutes, { notifications });
  // The booking link's calls and an express slot's acceptance share one allowance per address.
  const bookingLimiter = createBookingLimiter(db, config.bookingLimitPerIpPerMinute);
  await app.register(bookingRoutes, { limiter: bookingLimiter });
  await app.register(mobileRoutes, { limiters: loginLimiters, storage });
  await app.register(reportRoutes, { storage });
  await app.register(paymentRoutes, { operator: config.operator, storage });
  await app.register(statisticsRoutes);
  await app.register(analyticsRoutes);
  await app.register(billingRoutes);
  await app.register(supportRoutes, { supportEmail: config.supportEmail, notifier: outboxNotifier });
  await app.register(brandingRoutes, { storage });
  await app.register(automationsRoutes, { limiter: bookingLimiter });
  await app.register(apiKeyRoutes);
  app.decorate(
    'apiKeyLimiter',
    createLimiter(db, { keyPrefix: 'api-key', points: config.apiKeyLimitPerMinute, durationSeconds: 60 }),
  );
  await app.register(publicApiRoutes, { prefix: '/api/v1' });
  await app.register(publicApiDocsRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(exportRoutes);
  await app.register(webhookRoutes);
  await app.register(auditRoutes);
  await app.register(gdprRoutes, { storage });

  if (serveWeb) {
    await registerWeb(app, config.webDistDir);
  }
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.headers.accept)) {
      return reply.redirect('/');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.http[404]));
  });
  return app;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  credentialsBodySchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerSchema,
  sessionResponseSchema,
} from '@tourneo/domain';
import { clearCookie, readCookie, setSessionCookies } from '../../http/cookies.ts';
import { companyRoute } from '../../http/routes.ts';
import { logIn, logOut, presentAdmin, registerCompany, type LoginLimiters } from './auth.service.ts';

interface AuthRoutesOptions {
  limiters: LoginLimiters;
  sessionTtlHours: number;
  secretKey: Buffer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.post(
    '/admin/register',
    { schema: { body: registerSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const { company, session } = await registerCompany({
        db: app.db,
        input: request.body,
        sessionTtlHours: options.sessionTtlHours,
      });
      setSessionCookies(reply, 'company', { value: session.token, expiresAt: session.expiresAt });
      return reply.status(201).send({
        success: true as const,
        message: MESSAGES.auth.registerSuccess,
        company: { id: company.id, company_name: company.name, subscription_plan: company.subscriptionPlan },
        admin: presentAdmin(company),
      });
    },
  );

  app.post(
    '/admin/login',
    { schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const session = await logIn({
        db: app.db,
        limiters: options.limiters,
        ip: request.ip,
        input: request.body,
        sessionTtlHours: options.sessionTtlHours,
        deviceCookie: readCookie(request, 'companyDevice'),
        secretKey: options.secretKey,
      });
      setSessionCookies(reply, 'company', { ...session, value: session.token });
      return {
        success: true as const,
        message: MESSAGES.auth.loginSuccess,
        admin: presentAdmin(session.company),
      };
    },
  );

  app.post(
    '/admin/logout',
    { schema: { body: credentialsBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      await logOut({ db: app.db, token: readCookie(request, 'companySession') });
      clearCookie(reply, 'companySession');
      return { success: true as const, message: MESSAGES.auth.loggedOut };
    },
  );

  app.get('/api/session', companyRoute({ response: { 200: sessionResponseSchema } }), async (request) => ({
    admin: presentAdmin(request.company),
  }));
};

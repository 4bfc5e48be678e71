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
import { requireCompany } from '../../http/auth.ts';
import { logIn, logOut, openCompanySession, registerCompany, type LoginLimiters } from './auth.service.ts';
import { SESSION_COOKIE } from '../../security/session-token.ts';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
} from '../../security/device-cookie.ts';

interface AuthRoutesOptions {
  limiters: LoginLimiters;
  sessionTtlHours: number;
  cookieSecure: boolean;
  secretKey: Buffer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.cookieSecure,
  };

  app.post(
    '/admin/register',
    { schema: { body: registerSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const company = await registerCompany({ db: app.db, input: request.body });
      // The new company is signed in at once, as after /admin/login: its first steps come next.
      const session = await openCompanySession({
        db: app.db,
        companyId: company.id,
        sessionTtlHours: options.sessionTtlHours,
      });
      void reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      return reply.status(201).send({
        success: true as const,
        message: MESSAGES.auth.registerSuccess,
        company: { id: company.id, company_name: company.name, subscription_plan: company.subscriptionPlan },
        admin: { company_id: company.id, company_name: company.name },
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
        deviceCookie: request.cookies[DEVICE_COOKIE],
        secretKey: options.secretKey,
      });
      void reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      if (session.deviceCookie) {
        void reply.setCookie(DEVICE_COOKIE, session.deviceCookie, {
          ...cookieOptions,
          path: DEVICE_COOKIE_PATH,
          sameSite: 'strict',
          maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
        });
      }
      return {
        success: true as const,
        message: MESSAGES.auth.loginSuccess,
        admin: { company_id: session.company.id, company_name: session.company.name },
      };
    },
  );

  app.post(
    '/admin/logout',
    { schema: { body: credentialsBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        await logOut({ db: app.db, token, cache: app.sessionCache });
      }
      void reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { success: true as const, message: MESSAGES.auth.loggedOut };
    },
  );

  app.get(
    '/api/session',
    { schema: { response: { 200: sessionResponseSchema } }, preValidation: requireCompany },
    async (request) => ({
      admin: { company_id: request.company.id, company_name: request.company.name },
    }),
  );
};

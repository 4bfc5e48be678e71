import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  accountSessionsResponseSchema,
  confirmTotpSchema,
  credentialsBodySchema,
  disableTotpSchema,
  endSessionSchema,
  loginResponseSchema,
  regenerateRecoveryCodesSchema,
  messageResponseSchema,
  totpConfirmResponseSchema,
  totpLoginSchema,
  totpRequirementSchema,
  totpStartResponseSchema,
  totpStatusResponseSchema,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { clearCookie, readCookie, setSessionCookies } from '../../http/cookies.ts';
import { createLimiter } from '../../http/rate-limit.ts';
import { companyRoute } from '../../http/routes.ts';
import { hashSessionToken } from '../../security/session-token.ts';
import { presentAdmin } from '../auth/auth.service.ts';
import {
  accountOf,
  confirmTotpEnrolment,
  disableTotp,
  endSession,
  listSessions,
  regenerateRecoveryCodes,
  setTotpRequirement,
  signInWithCode,
  startTotpEnrolment,
  totpStatus,
} from './account-security.service.ts';

const m = ACCOUNT_SECURITY_MESSAGES;
/** One's own account: every role, and an administrateur who must enrol first (decision 0038). */
const ownAccount = { access: 'everyone' } as const;
/** The same, open to an administrateur who must enrol first: the enrolment and the sessions. */
const enrolling = { ...ownAccount, beforeTotpEnrolment: true } as const;

/**
 * The account's security (issue 26, decision 0038): its TOTP second factor, the second step of a
 * sign-in, its sessions; and the company's rule that administrateurs use a second factor.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  sessionTtlHours: number;
  secretKey: Buffer;
}> = async (app, { sessionTtlHours, secretKey }) => {
  const codeAttempts = createLimiter(app.db, { keyPrefix: 'totp-code', points: 5, durationSeconds: 15 * 60 });
  const scope = () => ({ db: app.db, secretKey, codeAttempts });

  app.post(
    '/auth/totp-status',
    companyRoute({ body: credentialsBodySchema, response: { 200: totpStatusResponseSchema } }, enrolling),
    async (request) => ({ success: true as const, ...(await totpStatus(scope(), request.company)) }),
  );

  app.post(
    '/auth/totp-start',
    companyRoute({ body: credentialsBodySchema, response: { 200: totpStartResponseSchema } }, enrolling),
    async (request) => ({
      success: true as const,
      ...(await startTotpEnrolment(scope(), accountOf(request.company))),
    }),
  );

  app.post(
    '/auth/totp-confirm',
    companyRoute({ body: confirmTotpSchema, response: { 200: totpConfirmResponseSchema } }, enrolling),
    async (request) => {
      const codes = await confirmTotpEnrolment(scope(), accountOf(request.company), request.body.code);
      // This server at once (the enrolment required may be over); the others on the trigger's notification.
      app.sessionCache.forgetCompany(request.company.id);
      return { success: true as const, message: m.enabled, recovery_codes: codes };
    },
  );

  app.post(
    '/auth/totp-disable',
    companyRoute({ body: disableTotpSchema, response: { 200: messageResponseSchema } }, ownAccount),
    async (request) => {
      await disableTotp(scope(), accountOf(request.company), request.body);
      app.sessionCache.forgetCompany(request.company.id);
      return { success: true as const, message: m.disabled };
    },
  );

  app.post(
    '/auth/totp-regenerate-recovery-codes',
    companyRoute(
      { body: regenerateRecoveryCodesSchema, response: { 200: totpConfirmResponseSchema } },
      ownAccount,
    ),
    async (request) => {
      const codes = await regenerateRecoveryCodes(
        scope(),
        accountOf(request.company),
        request.body,
        request.ip,
      );
      return { success: true as const, message: m.regenerated, recovery_codes: codes };
    },
  );

  app.post(
    '/auth/totp-login',
    { schema: { body: totpLoginSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const session = await signInWithCode(
        {
          ...scope(),
          sessionTtlHours,
          client: { ip: request.ip, userAgent: request.headers['user-agent'] },
        },
        request.body,
      );
      setSessionCookies(reply, 'company', { value: session.token, expiresAt: session.expiresAt });
      return {
        success: true as const,
        message: MESSAGES.auth.loginSuccess,
        admin: presentAdmin(session.company),
      };
    },
  );

  app.post(
    '/auth/sessions',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: accountSessionsResponseSchema } },
      enrolling,
    ),
    async (request) => ({
      success: true as const,
      sessions: await listSessions(scope(), request.company, readCookie(request, 'companySession')),
    }),
  );

  app.post(
    '/auth/end-session',
    companyRoute({ body: endSessionSchema, response: { 200: messageResponseSchema } }, enrolling),
    async (request, reply) => {
      const tokenHash = await endSession(scope(), request.company, request.body.id);
      // This server at once; the others on the database's notification (migration 0026).
      app.sessionCache.forgetSession(tokenHash);
      const current = readCookie(request, 'companySession');
      if (current && hashSessionToken(current) === tokenHash) {
        clearCookie(reply, 'companySession');
      }
      return { success: true as const, message: m.sessionEnded };
    },
  );

  app.post(
    '/people/set-totp-requirement',
    companyRoute(
      { body: totpRequirementSchema, response: { 200: messageResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => {
      await setTotpRequirement(scope(), request.company.id, request.body.required);
      app.sessionCache.forgetCompany(request.company.id);
      return { success: true as const, message: request.body.required ? m.requirementOn : m.requirementOff };
    },
  );
};

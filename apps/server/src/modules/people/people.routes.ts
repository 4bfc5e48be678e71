import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  acceptPersonInvitationSchema,
  cancelInvitationSchema,
  credentialsBodySchema,
  invitePersonSchema,
  loginResponseSchema,
  messageResponseSchema,
  peopleResponseSchema,
  personInvitationResponseSchema,
  personInvitationSchema,
  personSavedResponseSchema,
  removePersonSchema,
  requestOwnerPasswordResetSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  updatePersonRoleSchema,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { setSessionCookies } from '../../http/cookies.ts';
import { consumeOrRefuse, type Limiter } from '../../http/rate-limit.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { auditActorOf } from '../audit/audit.service.ts';
import { presentAdmin } from '../auth/auth.service.ts';
import {
  acceptPersonInvitation,
  cancelPersonInvitation,
  findPeople,
  getPersonInvitation,
  invitePerson,
  removePerson,
  updatePersonRole,
} from './people.service.ts';
import { requestOwnerPasswordReset, requestPasswordReset, resetPassword } from './password-reset.service.ts';

const m = MESSAGES.people;
const settings = { access: 'settings' } as const;

/**
 * People (issue 26, decision 0033): the 'Personnes' screen's calls (administrateurs), the
 * invitation's and the password reset's public calls, whose only credential is the link's token.
 */
export const peopleRoutes: FastifyPluginAsyncZod<{ sessionTtlHours: number; perIp: Limiter }> = async (
  app,
  { sessionTtlHours, perIp },
) => {
  app.post(
    '/people/get-all',
    companyRoute({ body: credentialsBodySchema, response: { 200: peopleResponseSchema } }, settings),
    async (request) => ({ success: true as const, ...(await findPeople(companyScopeOf(request))) }),
  );

  app.post(
    '/people/invite',
    companyRoute({ body: invitePersonSchema, response: { 200: messageResponseSchema } }, settings),
    async (request) => {
      const { email } = await invitePerson({
        ...companyScopeOf(request),
        actor: auditActorOf(request),
        input: request.body,
      });
      return { success: true as const, message: m.invited(email) };
    },
  );

  app.post(
    '/people/update-role',
    companyRoute({ body: updatePersonRoleSchema, response: { 200: personSavedResponseSchema } }, settings),
    async (request) => {
      const person = await updatePersonRole({
        ...companyScopeOf(request),
        actor: request.company,
        audit: auditActorOf(request),
        personId: request.body.id,
        role: request.body.role,
      });
      // This server at once; the others on the database's notification.
      app.sessionCache.forgetCompany(request.company.id);
      return { success: true as const, message: m.roleChanged(person.name ?? person.email), person };
    },
  );

  app.post(
    '/people/remove',
    companyRoute({ body: removePersonSchema, response: { 200: messageResponseSchema } }, settings),
    async (request) => {
      const { name } = await removePerson({
        ...companyScopeOf(request),
        actor: request.company,
        audit: auditActorOf(request),
        personId: request.body.id,
      });
      app.sessionCache.forgetCompany(request.company.id);
      return { success: true as const, message: m.removed(name) };
    },
  );

  app.post(
    '/people/cancel-invitation',
    companyRoute({ body: cancelInvitationSchema, response: { 200: messageResponseSchema } }, settings),
    async (request) => {
      const { email } = await cancelPersonInvitation({ ...companyScopeOf(request), id: request.body.id });
      return { success: true as const, message: ACCOUNT_SECURITY_MESSAGES.invitationCancelled(email) };
    },
  );

  /*
   * The routes a link's token opens, without a session: counted per address like the sign-ins
   * (LOGIN_LIMIT_PER_IP_PER_MINUTE), before the body is validated, so that neither guessing tokens
   * nor the password hashing of an acceptance or a reset can be repeated at will.
   */
  const linkAllowance = async (request: FastifyRequest) =>
    consumeOrRefuse(perIp, `link:${request.ip}`, MESSAGES.auth.tooManyAttempts);

  app.post(
    '/people/invitation',
    {
      preValidation: linkAllowance,
      schema: { body: personInvitationSchema, response: { 200: personInvitationResponseSchema } },
    },
    async (request) => {
      const invitation = await getPersonInvitation({ db: app.db, token: request.body.token });
      return {
        success: true as const,
        company_name: invitation.companyName,
        email: invitation.email,
        role: invitation.role,
      };
    },
  );

  app.post(
    '/people/accept-invitation',
    {
      preValidation: linkAllowance,
      schema: { body: acceptPersonInvitationSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const session = await acceptPersonInvitation({
        db: app.db,
        input: request.body,
        sessionTtlHours,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      setSessionCookies(reply, 'company', { value: session.token, expiresAt: session.expiresAt });
      return { success: true as const, message: m.accepted, admin: presentAdmin(session.company) };
    },
  );

  app.post(
    '/people/request-password-reset',
    { schema: { body: requestPasswordResetSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await consumeOrRefuse(perIp, `reset:${request.ip}`, MESSAGES.auth.tooManyAttempts);
      await requestPasswordReset({ db: app.db, email: request.body.email });
      return { success: true as const, message: m.resetRequested };
    },
  );

  // The owner's (company login's) reset (decision 0044): the same limiter and key as a person's.
  app.post(
    '/admin/request-password-reset',
    { schema: { body: requestOwnerPasswordResetSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await consumeOrRefuse(perIp, `reset:${request.ip}`, MESSAGES.auth.tooManyAttempts);
      await requestOwnerPasswordReset({ db: app.db, companyName: request.body.company_name, ip: request.ip });
      return { success: true as const, message: m.ownerResetRequested };
    },
  );

  // A person's link or the owner's: the token says which account.
  app.post(
    '/people/reset-password',
    {
      preValidation: linkAllowance,
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { companyId } = await resetPassword({ db: app.db, input: request.body, ip: request.ip });
      app.sessionCache.forgetCompany(companyId);
      return { success: true as const, message: m.resetDone };
    },
  );
};

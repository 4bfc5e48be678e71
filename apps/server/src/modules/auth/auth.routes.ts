import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  credentialsBodySchema,
  loginOrSecondFactorResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerSchema,
  sessionResponseSchema,
  ACCOUNT_SECURITY_MESSAGES,
} from '@tourneo/domain';
import { requireCompanyOrOperator } from '../../http/auth.ts';
import { clearCookie, readCookie, setCookie, setSessionCookies } from '../../http/cookies.ts';
import {
  isOperatorLogin,
  logInOperator,
  logOutOperator,
  type OperatorCredentials,
} from './operator-auth.service.ts';
import { logIn, logOut, presentAdmin, registerCompany, type LoginLimiters } from './auth.service.ts';
import { logInPerson } from './person-auth.service.ts';
import type { SignInResult, SessionCompany } from './auth.service.ts';

interface AuthRoutesOptions {
  limiters: LoginLimiters;
  sessionTtlHours: number;
  secretKey: Buffer;
  /** The platform operator, when OPERATOR_NAME and OPERATOR_PASSWORD are set. */
  operator: OperatorCredentials | undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const presentOperator = () => ({
    company_id: 0,
    company_name: options.operator?.name ?? '',
    is_operator: true,
  });

  app.post(
    '/admin/register',
    { schema: { body: registerSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      const { company, session } = await registerCompany({
        db: app.db,
        input: request.body,
        sessionTtlHours: options.sessionTtlHours,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
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

  /** A session (cookies and the `admin` shape), or the second step's challenge (decision 0038). */
  const answerSignIn = (
    reply: FastifyReply,
    result: SignInResult<Pick<SessionCompany, 'id' | 'name' | 'person'>>,
  ) => {
    if ('challengeToken' in result) {
      if (result.deviceCookie) {
        setCookie(reply, 'companyDevice', result.deviceCookie);
      }
      return {
        success: true as const,
        message: ACCOUNT_SECURITY_MESSAGES.secondStepNeeded,
        second_factor_required: true as const,
        challenge_token: result.challengeToken,
      };
    }
    setSessionCookies(reply, 'company', { ...result, value: result.token });
    return {
      success: true as const,
      message: MESSAGES.auth.loginSuccess,
      admin: presentAdmin(result.company),
    };
  };

  app.post(
    '/admin/login',
    { schema: { body: loginSchema, response: { 200: loginOrSecondFactorResponseSchema } } },
    async (request, reply) => {
      const { company_name, company_password, email, password } = request.body;
      const common = {
        db: app.db,
        limiters: options.limiters,
        ip: request.ip,
        sessionTtlHours: options.sessionTtlHours,
        deviceCookie: readCookie(request, 'companyDevice'),
        secretKey: options.secretKey,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      };
      if (email !== undefined && password !== undefined) {
        // A person (issue 26): the same answer, with the person's role.
        return answerSignIn(reply, await logInPerson({ ...common, input: { email, password } }));
      }
      const companyLogin = { company_name: company_name ?? '', company_password: company_password ?? '' };
      if (options.operator && isOperatorLogin(options.operator, companyLogin.company_name)) {
        const operatorSession = await logInOperator({
          db: app.db,
          limiters: options.limiters,
          ip: request.ip,
          operator: options.operator,
          password: companyLogin.company_password,
          sessionTtlHours: options.sessionTtlHours,
        });
        setSessionCookies(reply, 'company', {
          value: operatorSession.token,
          expiresAt: operatorSession.expiresAt,
        });
        return { success: true as const, message: MESSAGES.auth.loginSuccess, admin: presentOperator() };
      }
      return answerSignIn(reply, await logIn({ ...common, input: companyLogin }));
    },
  );

  app.post(
    '/admin/logout',
    { schema: { body: credentialsBodySchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = readCookie(request, 'companySession');
      await logOut({ db: app.db, token, cache: app.sessionCache });
      if (token) {
        await logOutOperator({ db: app.db, token });
      }
      clearCookie(reply, 'companySession');
      return { success: true as const, message: MESSAGES.auth.loggedOut };
    },
  );

  app.get(
    '/api/session',
    {
      schema: { response: { 200: sessionResponseSchema } },
      onRequest: requireCompanyOrOperator,
      config: { access: 'everyone', beforeTotpEnrolment: true },
    },
    async (request) => ({
      admin: request.isOperator ? presentOperator() : presentAdmin(request.company),
    }),
  );
};

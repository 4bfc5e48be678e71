import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, credentialsBodySchema, onboardingStatusResponseSchema } from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { getOnboardingStatus } from './onboarding.service.ts';

/** The back office's 'Premiers pas' screen: its steps, ticked from the company's own tables. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/onboarding/status',
    companyRoute(
      { body: credentialsBodySchema, response: { 200: onboardingStatusResponseSchema } },
      { access: 'everyone' },
    ),
    async (request) => ({
      success: true as const,
      message: MESSAGES.onboarding.title,
      ...(await getOnboardingStatus(companyScopeOf(request))),
    }),
  );
};

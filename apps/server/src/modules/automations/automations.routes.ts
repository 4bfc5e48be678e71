import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptExpressSlotSchema,
  answerSatisfactionSchema,
  satisfactionAnsweredResponseSchema,
  satisfactionSurveyResponseSchema,
  satisfactionSurveySchema,
  automationLogResponseSchema,
  automationLogSchema,
  automationSavedResponseSchema,
  automationsResponseSchema,
  credentialsBodySchema,
  expressAcceptedResponseSchema,
  updateAutomationSchema,
} from '@tourneo/domain';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import type { Limiter } from '../../http/rate-limit.ts';
import { consumeBookingAllowance } from '../booking/booking.service.ts';
import {
  acceptExpressSlot,
  answerSatisfaction,
  findAutomationLog,
  getSatisfactionSurvey,
  getAutomations,
  updateAutomation,
} from './automations.service.ts';
import { AUTOMATIONS_MESSAGES } from '@tourneo/domain/messages/automations-fr';

const M = AUTOMATIONS_MESSAGES;
const gate = { feature: 'advanced_automation' } as const;
/** Reading the rules and their log: who reads settings; changing them: administrateurs (decision 0033). */
const read = { ...gate, access: 'settingsRead' } as const;
const write = { ...gate, access: 'settings' } as const;

/**
 * Automatisations avancées (issue 28): the rules and their log behind the company's session and
 * its plan (403 without `advanced_automation`); a freed slot's acceptance and the satisfaction
 * question in public, the offer's or the question's id being the credential, counted against the
 * caller's address like the booking link's calls.
 */
export const automationsRoutes: FastifyPluginAsyncZod<{ limiter: Limiter }> = async (app, { limiter }) => {
  app.post(
    '/automations/get',
    companyRoute({ body: credentialsBodySchema, response: { 200: automationsResponseSchema } }, read),
    async (request) => ({ success: true as const, rules: await getAutomations(companyScopeOf(request)) }),
  );

  app.post(
    '/automations/update',
    companyRoute({ body: updateAutomationSchema, response: { 200: automationSavedResponseSchema } }, write),
    async (request) => ({
      success: true as const,
      message: M.saved,
      rule: await updateAutomation({ ...companyScopeOf(request), input: request.body }),
    }),
  );

  app.post(
    '/automations/log',
    companyRoute({ body: automationLogSchema, response: { 200: automationLogResponseSchema } }, read),
    async (request) => ({
      success: true as const,
      entries: await findAutomationLog({ ...companyScopeOf(request), rule: request.body.rule }),
    }),
  );

  app.post(
    '/automations/express-slot/accept',
    {
      schema: { body: acceptExpressSlotSchema, response: { 200: expressAcceptedResponseSchema } },
      preValidation: async (request) => consumeBookingAllowance(limiter, request.ip),
    },
    async (request) => ({
      success: true as const,
      message: M.expressAccepted,
      appointment: await acceptExpressSlot({ db: app.db, offer: request.body.offer }),
    }),
  );

  const publicCall = {
    preValidation: async (request: { ip: string }) => consumeBookingAllowance(limiter, request.ip),
  };

  app.post(
    '/automations/satisfaction/get',
    {
      schema: { body: satisfactionSurveySchema, response: { 200: satisfactionSurveyResponseSchema } },
      ...publicCall,
    },
    async (request) => ({
      success: true as const,
      survey: await getSatisfactionSurvey({ db: app.db, survey: request.body.survey }),
    }),
  );

  app.post(
    '/automations/satisfaction/answer',
    {
      schema: { body: answerSatisfactionSchema, response: { 200: satisfactionAnsweredResponseSchema } },
      ...publicCall,
    },
    async (request) => ({
      success: true as const,
      message: M.surveyThanks,
      score: await answerSatisfaction({ db: app.db, ...request.body }),
    }),
  );
};

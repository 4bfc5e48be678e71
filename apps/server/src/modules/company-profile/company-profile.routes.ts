import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  companyProfileResponseSchema,
  companyProfileSavedResponseSchema,
  updateCompanyProfileSchema,
} from '@tourneo/domain';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';

/** 'Mon entreprise': the company's own contact, read and changed by its session. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/profile',
    companyRoute({ response: { 200: companyProfileResponseSchema } }, { access: 'settingsRead' }),
    async (request) => ({
      success: true as const,
      profile: await getCompanyProfile(companyScopeOf(request)),
    }),
  );

  registerRecordRoutes(app, {
    access: { write: 'settings' },
    saved: { schema: companyProfileSavedResponseSchema, key: 'profile' },
    messages: { updated: MESSAGES.companyProfile.saved },
    update: { route: 'PUT /company/profile', body: updateCompanyProfileSchema, run: updateCompanyProfile },
  });
};

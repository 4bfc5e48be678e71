import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  companyProfileResponseSchema,
  companyProfileSavedResponseSchema,
  updateCompanyProfileSchema,
} from '@tourneo/domain';
import { requireCompany } from '../../http/auth.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';

/** 'Mon entreprise': the company's own contact, read and changed by its session. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/profile',
    { schema: { response: { 200: companyProfileResponseSchema } }, preValidation: requireCompany },
    async (request) => ({
      success: true as const,
      profile: await getCompanyProfile({ db: app.db, companyId: request.company.id }),
    }),
  );

  app.put(
    '/company/profile',
    {
      schema: { body: updateCompanyProfileSchema, response: { 200: companyProfileSavedResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.companyProfile.saved,
      profile: await updateCompanyProfile({ db: app.db, companyId: request.company.id, input: request.body }),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  formIdSchema,
  formSchema,
  credentialsBodySchema,
  formDeletedResponseSchema,
  formDetailsSchema,
  formListResponseSchema,
  formSavedResponseSchema,
} from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { createForm, deleteForm, findForms, getFormById, updateForm } from './forms.service.ts';

const gated = [requireCompany, requireFeature('form_creation')];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forms/get-all',
    {
      schema: { body: credentialsBodySchema, response: { 200: formListResponseSchema } },
      preValidation: gated,
    },
    async (request) => findForms({ db: app.db, companyId: request.company.id }),
  );

  const creation = {
    schema: { body: formSchema, response: { 200: formSavedResponseSchema } },
    preValidation: gated,
    config: { idempotent: true },
  };
  app.post('/forms/create', creation, async (request) => ({
    success: true as const,
    message: MESSAGES.forms.created,
    form: await createForm({
      db: app.db,
      companyId: request.company.id,
      plan: request.company.subscriptionPlan,
      form: request.body,
    }),
  }));

  app.delete(
    '/forms/delete',
    { schema: { body: formIdSchema, response: { 200: formDeletedResponseSchema } }, preValidation: gated },
    async (request) => {
      const { detachedRdv } = await deleteForm({
        db: app.db,
        companyId: request.company.id,
        formId: request.body.id,
      });
      return { success: true as const, message: MESSAGES.forms.deleted(detachedRdv), detachedRdv };
    },
  );

  app.post(
    '/forms/:id',
    {
      schema: { params: formIdSchema, body: credentialsBodySchema, response: { 200: formDetailsSchema } },
      preValidation: gated,
    },
    async (request) => getFormById({ db: app.db, companyId: request.company.id, formId: request.params.id }),
  );

  app.put(
    '/forms/:id',
    {
      schema: { params: formIdSchema, body: formSchema, response: { 200: formSavedResponseSchema } },
      preValidation: gated,
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.forms.updated,
      form: await updateForm({
        db: app.db,
        companyId: request.company.id,
        formId: request.params.id,
        form: request.body,
      }),
    }),
  );
};

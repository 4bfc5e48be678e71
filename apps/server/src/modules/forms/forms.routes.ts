import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, formIdSchema, formSchema, credentialsBodySchema } from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { createForm, deleteForm, findForms, getFormById, updateForm } from './forms.service.ts';

const gated = [requireCompany, requireFeature('form_creation')];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forms/get-all',
    { schema: { body: credentialsBodySchema }, preValidation: gated },
    async (request) => findForms({ db: app.db, companyId: request.company.id }),
  );

  const creation = { schema: { body: formSchema }, preValidation: gated, config: { idempotent: true } };
  app.post('/forms/create', creation, async (request) => ({
    success: true,
    message: MESSAGES.forms.created,
    form: await createForm({
      db: app.db,
      companyId: request.company.id,
      plan: request.company.subscriptionPlan,
      form: request.body,
    }),
  }));

  app.delete('/forms/delete', { schema: { body: formIdSchema }, preValidation: gated }, async (request) => {
    const { detachedRdv } = await deleteForm({
      db: app.db,
      companyId: request.company.id,
      formId: request.body.id,
    });
    return { success: true, message: MESSAGES.forms.deleted(detachedRdv), detachedRdv };
  });

  app.post(
    '/forms/:id',
    { schema: { params: formIdSchema, body: credentialsBodySchema }, preValidation: gated },
    async (request) => getFormById({ db: app.db, companyId: request.company.id, formId: request.params.id }),
  );

  app.put(
    '/forms/:id',
    { schema: { params: formIdSchema, body: formSchema }, preValidation: gated },
    async (request) => ({
      success: true,
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

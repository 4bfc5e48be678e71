import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, formIdSchema, formSchema } from '@tourneo/domain';
import { requireCompany, requireFeature } from '../../http/auth.ts';
import { createForm, deleteForm, getFormDetails, listForms, updateForm } from './forms.service.ts';

/** Bodies may carry the spec's credentials; they are ignored, the company comes from the session. */
const credentialsOnly = z.object({}).passthrough().nullish();
const gated = [requireCompany, requireFeature('form_creation')];

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/forms/get-all', { schema: { body: credentialsOnly }, preValidation: gated }, async (request) =>
    listForms(app.db, request.company.id),
  );

  app.post('/forms/create', { schema: { body: formSchema }, preValidation: gated }, async (request) => ({
    success: true,
    message: MESSAGES.forms.created,
    form: await createForm(app.db, {
      companyId: request.company.id,
      plan: request.company.subscriptionPlan,
      form: request.body,
    }),
  }));

  app.delete('/forms/delete', { schema: { body: formIdSchema }, preValidation: gated }, async (request) => {
    const { detachedRdv } = await deleteForm(app.db, {
      companyId: request.company.id,
      formId: request.body.id,
    });
    return { success: true, message: MESSAGES.forms.deleted(detachedRdv), detachedRdv };
  });

  app.post(
    '/forms/:id',
    { schema: { params: formIdSchema, body: credentialsOnly }, preValidation: gated },
    async (request) => getFormDetails(app.db, request.company.id, request.params.id),
  );

  app.put(
    '/forms/:id',
    { schema: { params: formIdSchema, body: formSchema }, preValidation: gated },
    async (request) => ({
      success: true,
      message: MESSAGES.forms.updated,
      form: await updateForm(app.db, {
        companyId: request.company.id,
        formId: request.params.id,
        form: request.body,
      }),
    }),
  );
};

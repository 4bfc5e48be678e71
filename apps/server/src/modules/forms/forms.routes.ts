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
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
import { createForm, deleteForm, findForms, getFormById, updateForm } from './forms.service.ts';

const m = MESSAGES.forms;
/** Every forms route needs the plan's form creation (403 after the session's 401). */
const feature = 'form_creation';
const reading = { feature, access: 'everyone' } as const;
const changing = { feature, access: 'settings' } as const;

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forms/get-all',
    companyRoute({ body: credentialsBodySchema, response: { 200: formListResponseSchema } }, reading),
    async (request) => findForms(companyScopeOf(request)),
  );

  app.post(
    '/forms/create',
    companyRoute(
      { body: formSchema, response: { 200: formSavedResponseSchema } },
      { ...changing, idempotent: true },
    ),
    async (request) => ({
      success: true as const,
      message: m.created,
      form: await createForm({
        ...companyScopeOf(request),
        plan: request.company.subscriptionPlan,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/forms/delete',
    companyRoute({ body: formIdSchema, response: { 200: formDeletedResponseSchema } }, changing),
    async (request) => {
      const { detachedRdv } = await deleteForm({ ...companyScopeOf(request), formId: request.body.id });
      return { success: true as const, message: m.deleted(detachedRdv), detachedRdv };
    },
  );

  app.post(
    '/forms/:id',
    companyRoute(
      { params: formIdSchema, body: credentialsBodySchema, response: { 200: formDetailsSchema } },
      reading,
    ),
    async (request) => getFormById({ ...companyScopeOf(request), formId: request.params.id }),
  );

  app.put(
    '/forms/:id',
    companyRoute(
      { params: formIdSchema, body: formSchema, response: { 200: formSavedResponseSchema } },
      changing,
    ),
    async (request) => ({
      success: true as const,
      message: m.updated,
      form: await updateForm({ ...companyScopeOf(request), formId: request.params.id, input: request.body }),
    }),
  );
};

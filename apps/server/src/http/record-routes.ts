/**
 * The back office's lists of records (operations, qualifications, agents, partners, clients, the
 * company's profile) share their routes' shape: list, create (201, idempotent), update, delete.
 * A module describes its routes here (`'PUT /agents/update'`, schema, use case); each is a
 * `companyRoute` whose handler runs the one use case and answers the spec's envelope:
 * `{ success, message, [key]: record }` for a creation or an update, `{ success, message }` for a deletion.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  credentialsBodySchema,
  messageResponseSchema,
  type PlanName,
  type RouteAccess,
} from '@tourneo/domain';
import type { z } from 'zod';
import type { CompanyScope } from '../db/client.ts';
import { addCompanyRoute, companyScopeOf, type RouteName as Route } from './routes.ts';
import type { KeptAnswer } from './kept-answers.ts';

/** The use case of a creation or an update; `plan` is the one the session read (creations within the plan's limits). */
type Save<Body extends z.ZodType, Saved> = (
  options: CompanyScope & { plan: PlanName; input: z.output<Body> },
) => Promise<Saved>;

/** Registers the routes a module describes (any it leaves out is not registered). */
export function registerRecordRoutes<
  Saved extends z.ZodType,
  Key extends keyof z.input<Saved> & string,
  List extends z.ZodType,
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
  RemoveBody extends z.ZodType<{ id: number }>,
>(
  app: FastifyInstance,
  routes: {
    /** The answer of a creation or an update, and the key of the record in it. */
    saved: { schema: Saved; key: Key };
    /** The answers' French messages. */
    messages: { created?: string; updated?: string; deleted?: string };
    /** Which roles may list, and which may create, update and delete (decision 0033). */
    access?: { read?: RouteAccess; write?: RouteAccess };
    /** One route, or several that answer the same (an old client's alias). */
    list?: {
      route: Route | readonly Route[];
      response: List;
      run: (scope: CompanyScope) => Promise<z.input<List>>;
      /** Its answers kept by each server until a table it reads changes (decision 0046). */
      kept?: KeptAnswer;
    };
    create?: { route: Route; body: CreateBody; run: Save<CreateBody, z.input<Saved>[Key]> };
    update?: { route: Route; body: UpdateBody; run: Save<UpdateBody, z.input<Saved>[Key]> };
    remove?: {
      route: Route;
      body: RemoveBody;
      run: (options: CompanyScope & { id: number }) => Promise<unknown>;
    };
  },
): void {
  const { saved, messages, access, list, create, update, remove } = routes;
  const messageOf = (kind: keyof typeof messages) => {
    const message = messages[kind];
    if (message === undefined) {
      throw new Error(`registerRecordRoutes: no ${kind} message`);
    }
    return message;
  };
  /** The answer of a creation or an update: the message, and the record the use case saved. */
  const saving =
    <Body extends z.ZodType>(run: Save<Body, unknown>, message: string) =>
    async (request: FastifyRequest) => ({
      success: true,
      message,
      [saved.key]: await run({
        ...companyScopeOf(request),
        plan: request.company.subscriptionPlan,
        input: request.body as z.output<Body>,
      }),
    });

  for (const route of list ? [list.route].flat() : []) {
    const { response, run, kept } = list!;
    addCompanyRoute(
      app,
      route,
      { body: credentialsBodySchema, response: { 200: response } },
      (request) => run(companyScopeOf(request)),
      { access: access?.read, ...(kept ? { kept } : {}) },
    );
  }
  if (create) {
    const answer = saving(create.run, messageOf('created'));
    const schema = { body: create.body, response: { 201: saved.schema } };
    const handler = async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await answer(request));
    addCompanyRoute(app, create.route, schema, handler, { idempotent: true, access: access?.write });
  }
  if (update) {
    const schema = { body: update.body, response: { 200: saved.schema } };
    addCompanyRoute(app, update.route, schema, saving(update.run, messageOf('updated')), {
      access: access?.write,
    });
  }
  if (remove) {
    const message = messageOf('deleted');
    const schema = { body: remove.body, response: { 200: messageResponseSchema } };
    addCompanyRoute(
      app,
      remove.route,
      schema,
      async (request) => {
        await remove.run({ ...companyScopeOf(request), id: (request.body as z.output<RemoveBody>).id });
        return { success: true, message };
      },
      { access: access?.write },
    );
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  type MissionView,
  addSessionsSchema,
  createMissionSchema,
  credentialsBodySchema,
  missionIdParamsSchema,
  moveSessionSchema,
  sessionAgentParamsSchema,
  sessionIdParamsSchema,
  switchAgentSchema,
  switchLeaderSchema,
  teamDayBodySchema,
  updateMissionSchema,
  updateSessionSchema,
  weekRangeQuerySchema,
  agentIdParamsSchema,
  agentWeekResponseSchema,
  deleteMissionResponseSchema,
  deleteSessionResponseSchema,
  missionResponseSchema,
  teamDayResponseSchema,
} from '@tourneo/domain';
import { z } from 'zod';
import { resolveSessionCompany } from '../../http/auth.ts';
import { addCompanyRoute, companyRoute, companyScopeOf, type RouteName } from '../../http/routes.ts';
import type { CompanyScope } from '../../db/client.ts';
import type { NotificationListener } from '../../db/notifications.ts';
import { MissionEventHub } from './mission-events.ts';
import {
  presentAgentWeek,
  presentDeletedSession,
  presentMissionChange,
  presentNewMission,
  presentTeamDay,
} from './missions.presenter.ts';
import {
  addMissionSessions,
  createMission,
  deleteMission,
  deleteSession,
  findAgentWeek,
  findTeamDay,
  moveSession,
  removeSessionAgent,
  switchMissionLeader,
  switchSessionAgent,
  updateMission,
  updateSession,
} from './missions.service.ts';
import { today } from './mission-rules.ts';
import type { AnswerTable } from '../../http/kept-answers.ts';
import { auditActorOf, type AuditActor } from '../audit/audit.service.ts';

const m = MESSAGES.missions;
/** What the calendar's reads read: each server keeps their answers until one of these changes (decision 0046). */
const CALENDAR_READS: readonly AnswerTable[] = [
  'agents',
  'missions',
  'mission_sessions',
  'session_agents',
  'operations',
];
/** The calendar's week read takes the agent's id in the path (the spec's {agentId}). */
const weekParamsSchema = z.object({ id: agentIdParamsSchema.shape.agentId });
/** A comment line every 25 s keeps proxies and the socket's idle timeout from closing the stream. */
const HEARTBEAT_MS = 25_000;

export interface MissionRoutesOptions {
  notifications: NotificationListener;
}

export const missionRoutes: FastifyPluginAsyncZod<MissionRoutesOptions> = async (app, { notifications }) => {
  const hub = new MissionEventHub(notifications);
  // The app closes the open streams (with a reconnect hint) when it stops: http/event-streams.ts.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  app.post(
    '/api/rdv-unified/agent/:id/week-range',
    companyRoute(
      {
        params: weekParamsSchema,
        querystring: weekRangeQuerySchema,
        body: credentialsBodySchema,
        response: { 200: agentWeekResponseSchema },
      },
      {
        access: 'everyone',
        // `currentWeek` counts from this week (Paris): the same request reads another week tomorrow.
        kept: { reads: CALENDAR_READS, keyOf: today },
      },
    ),
    async (request) =>
      presentAgentWeek(
        await findAgentWeek({
          ...companyScopeOf(request),
          agentId: request.params.id,
          offset: request.query.currentWeek,
        }),
      ),
  );

  app.post(
    '/api/rdv-unified/team-day',
    companyRoute(
      { body: teamDayBodySchema, response: { 200: teamDayResponseSchema } },
      { access: 'everyone', kept: { reads: CALENDAR_READS } },
    ),
    async (request) =>
      presentTeamDay(await findTeamDay({ ...companyScopeOf(request), date: request.body.date })),
  );

  // A double click or a retried request with the same Idempotency-Key creates one mission.
  app.post(
    '/api/rdv-unified',
    companyRoute(
      { body: createMissionSchema, response: { 201: missionResponseSchema } },
      { idempotent: true, access: 'planning' },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(presentNewMission(await createMission({ ...companyScopeOf(request), input: request.body }))),
  );

  /**
   * A change of a mission or of one of its sessions (`:id` in the path): one use case, answered
   * with the spec's message and the mission as it now is.
   */
  function changeRoute<Params extends z.ZodType, Body extends z.ZodType>(
    route: RouteName,
    schemas: { params: Params; body: Body },
    message: string | ((body: z.output<Body>) => string),
    run: (
      scope: CompanyScope,
      params: z.output<Params>,
      body: z.output<Body>,
      actor: AuditActor,
    ) => Promise<MissionView>,
    status: 200 | 201 = 200,
  ) {
    const schema = { ...schemas, response: { [status]: missionResponseSchema } };
    addCompanyRoute(
      app,
      route,
      schema,
      async (request, reply) => {
        const body = request.body as z.output<Body>;
        const mission = await run(
          companyScopeOf(request),
          request.params as z.output<Params>,
          body,
          auditActorOf(request),
        );
        const said = typeof message === 'string' ? message : message(body);
        return reply.status(status).send(presentMissionChange(said, mission));
      },
      { access: 'planning' },
    );
  }

  const onMission = { params: missionIdParamsSchema };
  const onSession = { params: sessionIdParamsSchema };
  changeRoute(
    'PUT /api/rdv-unified/:id',
    { ...onMission, body: updateMissionSchema },
    m.updated,
    (scope, { id }, input, actor) => updateMission({ ...scope, missionId: id, input, actor }),
  );
  changeRoute(
    'PUT /api/rdv-unified/sessions/:id',
    { ...onSession, body: updateSessionSchema },
    m.sessionUpdated,
    (scope, { id }, input, actor) => updateSession({ ...scope, sessionId: id, input, actor }),
  );
  changeRoute(
    'POST /api/rdv-unified/sessions/:id/move',
    { ...onSession, body: moveSessionSchema },
    m.sessionMoved,
    (scope, { id }, input) => moveSession({ ...scope, sessionId: id, input }),
  );
  // A transfer that also moves the session says so.
  changeRoute(
    'POST /api/rdv-unified/sessions/:id/switch-agent',
    { ...onSession, body: switchAgentSchema },
    (input) => (input.new_date === undefined ? m.transferDone : m.sessionMoved),
    (scope, { id }, input) => switchSessionAgent({ ...scope, sessionId: id, input }),
  );
  changeRoute(
    'POST /api/rdv-unified/:id/switch-leader',
    { ...onMission, body: switchLeaderSchema },
    m.leaderSwitched,
    (scope, { id }, input) =>
      switchMissionLeader({ ...scope, missionId: id, agentId: input.new_leader_agent_id }),
  );
  changeRoute(
    'POST /api/rdv-unified/:id/add-sessions',
    { ...onMission, body: addSessionsSchema },
    m.sessionsAdded,
    (scope, { id }, input) => addMissionSessions({ ...scope, missionId: id, input }),
    201,
  );
  changeRoute(
    'DELETE /api/rdv-unified/sessions/:id/agents/:agentId',
    { params: sessionAgentParamsSchema, body: credentialsBodySchema },
    m.agentRemoved,
    (scope, { id, agentId }) => removeSessionAgent({ ...scope, sessionId: id, agentId }),
  );

  app.delete(
    '/api/rdv-unified/sessions/:id',
    companyRoute(
      {
        params: sessionIdParamsSchema,
        body: credentialsBodySchema,
        response: { 200: deleteSessionResponseSchema },
      },
      { access: 'planning' },
    ),
    async (request) =>
      presentDeletedSession(
        await deleteSession({ ...companyScopeOf(request), sessionId: request.params.id }),
      ),
  );

  app.delete(
    '/api/rdv-unified/:id',
    companyRoute(
      {
        params: missionIdParamsSchema,
        body: credentialsBodySchema,
        response: { 200: deleteMissionResponseSchema },
      },
      { access: 'planning' },
    ),
    async (request) => ({
      success: true as const,
      message: m.missionDeleted,
      data: await deleteMission({ ...companyScopeOf(request), missionId: request.params.id }),
    }),
  );

  /**
   * Server-sent events: `event: missions` with `{ agent_ids, dates }` whenever a mission of the
   * signed-in company changes, through whichever server process. The session is checked again
   * before each event and at each heartbeat: a stream whose session ended (logout, expiry) closes.
   */
  app.get('/api/rdv-unified/events', companyRoute({}, { access: 'everyone' }), async (request, reply) => {
    const write = (chunk: string) => {
      if (!reply.raw.writableEnded) {
        reply.raw.write(chunk);
      }
    };
    /** Deliveries run one after another, in the order the changes arrived. */
    let delivering = Promise.resolve();
    const deliver = (chunk: string) => {
      delivering = delivering
        .then(async () => {
          if ((await resolveSessionCompany(request))?.id === request.company.id) {
            write(chunk);
          } else {
            end();
          }
        })
        .catch(() => end());
    };
    const unsubscribe = await hub.subscribe(request.company.id, (change) =>
      deliver(
        `event: missions\ndata: ${JSON.stringify({ agent_ids: change.agent_ids, dates: change.dates })}\n\n`,
      ),
    );
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    write('retry: 3000\n: connecté\n\n');
    const heartbeat = setInterval(() => deliver(': \n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      forget();
    };
    const end = (finalChunk?: string) => {
      stop();
      if (finalChunk) {
        write(finalChunk);
      }
      reply.raw.end();
    };
    const forget = app.eventStreams.add(end);
    request.raw.once('close', stop);
    reply.raw.once('close', stop);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
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
import { companyRoute, companyScopeOf } from '../../http/routes.ts';
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

const m = MESSAGES.missions;
/** The calendar's week read takes the agent's id in the path (the spec's {agentId}). */
const weekParamsSchema = z.object({ id: agentIdParamsSchema.shape.agentId });
/** A comment line every 25 s keeps proxies and the socket's idle timeout from closing the stream. */
const HEARTBEAT_MS = 25_000;

/** The schemas of a change of a mission or a session: its id in the path, the change, the mission answered. */
const missionChange = <Params extends z.ZodType, Body extends z.ZodType>(params: Params, body: Body) => ({
  params,
  body,
  response: { 200: missionResponseSchema },
});

export interface MissionRoutesOptions {
  notifications: NotificationListener;
}

export const missionRoutes: FastifyPluginAsyncZod<MissionRoutesOptions> = async (app, { notifications }) => {
  const hub = new MissionEventHub(notifications);
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) {
      end();
    }
    await hub.close();
  });

  app.post(
    '/api/rdv-unified/agent/:id/week-range',
    companyRoute({
      params: weekParamsSchema,
      querystring: weekRangeQuerySchema,
      body: credentialsBodySchema,
      response: { 200: agentWeekResponseSchema },
    }),
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
    companyRoute({ body: teamDayBodySchema, response: { 200: teamDayResponseSchema } }),
    async (request) =>
      presentTeamDay(await findTeamDay({ ...companyScopeOf(request), date: request.body.date })),
  );

  // A double click or a retried request with the same Idempotency-Key creates one mission.
  app.post(
    '/api/rdv-unified',
    companyRoute(
      { body: createMissionSchema, response: { 201: missionResponseSchema } },
      { idempotent: true },
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(presentNewMission(await createMission({ ...companyScopeOf(request), input: request.body }))),
  );

  app.put(
    '/api/rdv-unified/:id',
    companyRoute(missionChange(missionIdParamsSchema, updateMissionSchema)),
    async (request) =>
      presentMissionChange(
        m.updated,
        await updateMission({
          ...companyScopeOf(request),
          missionId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.put(
    '/api/rdv-unified/sessions/:id',
    companyRoute(missionChange(sessionIdParamsSchema, updateSessionSchema)),
    async (request) =>
      presentMissionChange(
        m.sessionUpdated,
        await updateSession({
          ...companyScopeOf(request),
          sessionId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/api/rdv-unified/sessions/:id/move',
    companyRoute(missionChange(sessionIdParamsSchema, moveSessionSchema)),
    async (request) =>
      presentMissionChange(
        m.sessionMoved,
        await moveSession({ ...companyScopeOf(request), sessionId: request.params.id, input: request.body }),
      ),
  );

  app.post(
    '/api/rdv-unified/sessions/:id/switch-agent',
    companyRoute(missionChange(sessionIdParamsSchema, switchAgentSchema)),
    async (request) =>
      presentMissionChange(
        request.body.new_date === undefined ? m.transferDone : m.sessionMoved,
        await switchSessionAgent({
          ...companyScopeOf(request),
          sessionId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/api/rdv-unified/:id/switch-leader',
    companyRoute(missionChange(missionIdParamsSchema, switchLeaderSchema)),
    async (request) =>
      presentMissionChange(
        m.leaderSwitched,
        await switchMissionLeader({
          ...companyScopeOf(request),
          missionId: request.params.id,
          agentId: request.body.new_leader_agent_id,
        }),
      ),
  );

  app.post(
    '/api/rdv-unified/:id/add-sessions',
    companyRoute({
      params: missionIdParamsSchema,
      body: addSessionsSchema,
      response: { 201: missionResponseSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(
        presentMissionChange(
          m.sessionsAdded,
          await addMissionSessions({
            ...companyScopeOf(request),
            missionId: request.params.id,
            input: request.body,
          }),
        ),
      ),
  );

  app.delete(
    '/api/rdv-unified/sessions/:id/agents/:agentId',
    companyRoute(missionChange(sessionAgentParamsSchema, credentialsBodySchema)),
    async (request) =>
      presentMissionChange(
        m.agentRemoved,
        await removeSessionAgent({
          ...companyScopeOf(request),
          sessionId: request.params.id,
          agentId: request.params.agentId,
        }),
      ),
  );

  app.delete(
    '/api/rdv-unified/sessions/:id',
    companyRoute({
      params: sessionIdParamsSchema,
      body: credentialsBodySchema,
      response: { 200: deleteSessionResponseSchema },
    }),
    async (request) =>
      presentDeletedSession(
        await deleteSession({ ...companyScopeOf(request), sessionId: request.params.id }),
      ),
  );

  app.delete(
    '/api/rdv-unified/:id',
    companyRoute({
      params: missionIdParamsSchema,
      body: credentialsBodySchema,
      response: { 200: deleteMissionResponseSchema },
    }),
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
  app.get('/api/rdv-unified/events', companyRoute({}), async (request, reply) => {
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
      openStreams.delete(end);
    };
    const end = () => {
      stop();
      reply.raw.end();
    };
    openStreams.add(end);
    request.raw.once('close', stop);
    reply.raw.once('close', stop);
  });
};

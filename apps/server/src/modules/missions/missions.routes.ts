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
import { requireCompany, resolveSessionCompany } from '../../http/auth.ts';
import type { NotificationListener } from '../../db/notifications.ts';
import { MissionEventHub } from './mission-events.ts';
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

export interface MissionRoutesOptions {
  notifications: NotificationListener;
}

export const missionRoutes: FastifyPluginAsyncZod<MissionRoutesOptions> = async (app, { notifications }) => {
  const scope = (companyId: number) => ({ db: app.db, companyId });
  const hub = new MissionEventHub(notifications);
  // The app closes the open streams (with a reconnect hint) when it stops: http/event-streams.ts.
  app.addHook('preClose', async () => {
    await hub.close();
  });

  app.post(
    '/api/rdv-unified/agent/:id/week-range',
    {
      schema: {
        params: weekParamsSchema,
        querystring: weekRangeQuerySchema,
        body: credentialsBodySchema,
        response: { 200: agentWeekResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => {
      const week = await findAgentWeek(
        scope(request.company.id),
        request.params.id,
        request.query.currentWeek,
      );
      return { success: true as const, data: week.missions, week: week.week };
    },
  );

  app.post(
    '/api/rdv-unified/team-day',
    {
      schema: { body: teamDayBodySchema, response: { 200: teamDayResponseSchema } },
      preValidation: requireCompany,
    },
    async (request) => {
      const day = await findTeamDay(scope(request.company.id), request.body.date);
      return { success: true as const, date: day.date, agents: day.agents, data: day.missions };
    },
  );

  app.post(
    '/api/rdv-unified',
    {
      schema: { body: createMissionSchema, response: { 201: missionResponseSchema } },
      preValidation: requireCompany,
      // A double click or a retried request with the same Idempotency-Key creates one mission.
      config: { idempotent: true },
    },
    async (request, reply) => {
      const mission = await createMission(scope(request.company.id), request.body);
      const message = mission.is_multi_agent
        ? m.multiAgentCreated
        : mission.is_multi_session
          ? m.multiSessionCreated
          : m.created;
      return reply.status(201).send({ success: true as const, message, data: mission });
    },
  );

  app.put(
    '/api/rdv-unified/:id',
    {
      schema: {
        params: missionIdParamsSchema,
        body: updateMissionSchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.updated,
      data: await updateMission(scope(request.company.id), request.params.id, request.body),
    }),
  );

  app.put(
    '/api/rdv-unified/sessions/:id',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: updateSessionSchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.sessionUpdated,
      data: await updateSession(scope(request.company.id), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/rdv-unified/sessions/:id/move',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: moveSessionSchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.sessionMoved,
      data: await moveSession(scope(request.company.id), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/rdv-unified/sessions/:id/switch-agent',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: switchAgentSchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: request.body.new_date === undefined ? m.transferDone : m.sessionMoved,
      data: await switchSessionAgent(scope(request.company.id), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/rdv-unified/:id/switch-leader',
    {
      schema: {
        params: missionIdParamsSchema,
        body: switchLeaderSchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.leaderSwitched,
      data: await switchMissionLeader(
        scope(request.company.id),
        request.params.id,
        request.body.new_leader_agent_id,
      ),
    }),
  );

  app.post(
    '/api/rdv-unified/:id/add-sessions',
    {
      schema: {
        params: missionIdParamsSchema,
        body: addSessionsSchema,
        response: { 201: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: m.sessionsAdded,
        data: await addMissionSessions(scope(request.company.id), request.params.id, request.body),
      }),
  );

  app.delete(
    '/api/rdv-unified/sessions/:id/agents/:agentId',
    {
      schema: {
        params: sessionAgentParamsSchema,
        body: credentialsBodySchema,
        response: { 200: missionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.agentRemoved,
      data: await removeSessionAgent(scope(request.company.id), request.params.id, request.params.agentId),
    }),
  );

  app.delete(
    '/api/rdv-unified/sessions/:id',
    {
      schema: {
        params: sessionIdParamsSchema,
        body: credentialsBodySchema,
        response: { 200: deleteSessionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => {
      const data = await deleteSession(scope(request.company.id), request.params.id);
      return {
        success: true as const,
        message: data.rdv_deleted ? m.missionDeleted : m.sessionDeleted,
        data,
      };
    },
  );

  app.delete(
    '/api/rdv-unified/:id',
    {
      schema: {
        params: missionIdParamsSchema,
        body: credentialsBodySchema,
        response: { 200: deleteMissionResponseSchema },
      },
      preValidation: requireCompany,
    },
    async (request) => ({
      success: true as const,
      message: m.missionDeleted,
      data: await deleteMission(scope(request.company.id), request.params.id),
    }),
  );

  /**
   * Server-sent events: `event: missions` with `{ agent_ids, dates }` whenever a mission of the
   * signed-in company changes, through whichever server process. The session is checked again
   * before each event and at each heartbeat: a stream whose session ended (logout, expiry) closes.
   */
  app.get('/api/rdv-unified/events', { preValidation: requireCompany }, async (request, reply) => {
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_FEED_PATH,
  agentCalendarFeedSchema,
  calendarFeedResponseSchema,
  ownCalendarFeedSchema,
} from '@tourneo/domain';
import { AppError } from '../../errors.ts';
import { agentRoute, companyRoute, companyScopeOf } from '../../http/routes.ts';
import { getCalendarFeed, readCalendarFeed } from './calendar-feeds.service.ts';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

const m = CALENDAR_FEED_MESSAGES;

const presentFeed = (feed: { url: string; webcalUrl: string }, regenerated: boolean) => ({
  success: true as const,
  message: regenerated ? m.regenerated : m.ready,
  url: feed.url,
  webcal_url: feed.webcalUrl,
});

/**
 * An agent's calendar feed (issue 27): its secret address, asked by the back office (for any of
 * the company's agents) or by the agent app (its own), and the feed itself, read by calendar apps
 * without a session: the token in the path is the only credential (256 random bits, replaceable).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const secretKey = app.config.secretKey;

  app.post(
    '/agents/calendar-feed',
    // The agents' settings: the address, or a new one (administrateurs).
    companyRoute(
      { body: agentCalendarFeedSchema, response: { 200: calendarFeedResponseSchema } },
      { access: 'settings' },
    ),
    async (request) => {
      const { agentId, regenerate } = request.body;
      const feed = await getCalendarFeed({ ...companyScopeOf(request), agentId, regenerate, secretKey });
      return presentFeed(feed, regenerate);
    },
  );

  app.post(
    '/mobile/calendar-feed',
    agentRoute({ body: ownCalendarFeedSchema, response: { 200: calendarFeedResponseSchema } }),
    async (request) => {
      const regenerate = request.body?.regenerate ?? false;
      const feed = await getCalendarFeed({
        db: app.db,
        companyId: request.company.id,
        agentId: request.agent!.id,
        regenerate,
        secretKey,
      });
      return presentFeed(feed, regenerate);
    },
  );

  app.get(
    '/calendar/:file',
    {
      schema: { params: z.object({ file: z.string() }) },
      // The token is in the path: the access log shows `/calendar/:file`.
      config: { secretPath: true },
    },
    async (request, reply) => {
      const token = CALENDAR_FEED_PATH.exec(request.params.file)?.[1];
      if (!token) {
        throw new AppError('NOT_FOUND', m.unknownFeed);
      }
      const text = await readCalendarFeed({ db: app.db, token });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="planning.ics"')
        .send(text);
    },
  );
};

import { ICalEventStatus } from 'ical-generator';
import { TIME_ZONE, addDays, parisDateOf } from '@tourneo/domain';
import type { CompanyScope, Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { parisCalendar, parisTimeOf } from '../../ical/paris-calendar.ts';
import { decryptSecret, encryptSecret } from '../../security/secrets.ts';
import { createSessionToken, hashSessionToken } from '../../security/session-token.ts';
import { publicPageUrl } from '../messaging/messaging.service.ts';
import * as repository from './calendar-feeds.repository.ts';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

const m = CALENDAR_FEED_MESSAGES;

/** The days a feed holds around today: what calendar apps show of the past, and the plans ahead. */
export const CALENDAR_FEED_DAYS = { past: 180, ahead: 400 } as const;
/** How often calendar apps are asked to read the feed again (REFRESH-INTERVAL), in seconds. */
const REFRESH_SECONDS = 3600;

/** A feed's two addresses: `https://…/calendar/<token>.ics` and the same in `webcal://`. */
function feedAddressesOf(token: string) {
  const url = publicPageUrl(`/calendar/${token}.ics`);
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

interface CalendarFeedOptions extends CompanyScope {
  agentId: number;
  /** A new address; the old one answers 404 from then on. */
  regenerate: boolean;
  secretKey: Buffer;
  now?: Date;
}

/**
 * `POST /agents/calendar-feed` and `/mobile/calendar-feed`: the agent's feed addresses, made on
 * the first request (256 random bits; its SHA-256 finds the feed, the token is kept encrypted to
 * be shown again). A token the key cannot read any more (SECRET_KEY changed) is replaced.
 */
export async function getCalendarFeed({
  db,
  companyId,
  agentId,
  regenerate,
  secretKey,
  now = new Date(),
}: CalendarFeedOptions) {
  if (!(await repository.findAgent(db, companyId, agentId))) {
    throw notFound();
  }
  const readable = (stored: string | undefined) => {
    try {
      return stored === undefined ? undefined : decryptSecret(secretKey, stored);
    } catch {
      return undefined;
    }
  };
  const stored = regenerate ? undefined : await repository.findFeedSecret(db, companyId, agentId);
  const kept = readable(stored);
  if (kept) {
    return feedAddressesOf(kept);
  }
  const { token, tokenHash } = createSessionToken();
  const saved = await repository.saveFeed(
    db,
    { companyId, agentId, tokenHash, tokenSecret: encryptSecret(secretKey, token), createdAt: now },
    // A new address, or one the key cannot read, replaces the stored one; a first request keeps
    // the token of a concurrent first request (decided by the first read, never by a second).
    regenerate || stored !== undefined,
  );
  return feedAddressesOf(readable(saved) ?? token);
}

/** A calendar app's request: the token of the address, no session. */
interface FeedRequest {
  db: Database;
  token: string;
  now?: Date;
}

/**
 * `GET /calendar/<token>.ics`: the agent's sessions from CALENDAR_FEED_DAYS.past days ago to
 * CALENDAR_FEED_DAYS.ahead days ahead, in Europe/Paris, one event per session with a stable UID
 * (a moved session is the same event), cancelled ones marked STATUS:CANCELLED. An unknown or
 * replaced token answers 404.
 */
export async function readCalendarFeed({ db, token, now = new Date() }: FeedRequest) {
  const owner = await repository.findFeedOwner(db, hashSessionToken(token));
  if (!owner) {
    throw new AppError('NOT_FOUND', m.unknownFeed);
  }
  const today = parisDateOf(now);
  const sessions = await repository.findAgentSessions(db, {
    companyId: owner.companyId,
    agentId: owner.agentId,
    from: addDays(today, -CALENDAR_FEED_DAYS.past),
    to: addDays(today, CALENDAR_FEED_DAYS.ahead),
  });
  const calendar = parisCalendar('planning', {
    name: m.calendarName(owner.agentName, owner.companyName),
    ttl: REFRESH_SECONDS,
  });
  for (const session of sessions) {
    const isCancelled = session.sessionStatus === 'cancelled' || session.missionStatus === 'cancelled';
    calendar.createEvent({
      id: `session-${owner.companyId}-${session.sessionId}@tourneo`,
      start: parisTimeOf(session.date, session.beginning),
      end: parisTimeOf(session.date, session.ending),
      timezone: TIME_ZONE,
      stamp: now,
      summary: m.eventSummary(session.operationName, session.clientName),
      location: [session.adresse, session.appartement].filter(Boolean).join(', '),
      description: session.comments,
      status: isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

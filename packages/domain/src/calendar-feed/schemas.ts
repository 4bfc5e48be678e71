import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { idOf } from '../common/fields.ts';
import { successResponseSchema } from '../common/responses.ts';

/** `regenerate: true` makes a new address; the old one answers 404 at once. */
const regenerate = z.boolean({ error: MESSAGES.http[422] }).default(false);

/** `POST /agents/calendar-feed`: the back office asks for an agent's feed address. */
export const agentCalendarFeedSchema = z.object({
  agentId: idOf(MESSAGES.settings.invalidId),
  regenerate,
});
export type AgentCalendarFeedInput = z.input<typeof agentCalendarFeedSchema>;

/** `POST /mobile/calendar-feed`: the signed-in agent asks for its own. */
export const ownCalendarFeedSchema = z.object({ regenerate }).nullish();

/**
 * The feed's secret address (`https://…/calendar/<token>.ics`) and the same as `webcal://`, which
 * phones open in their calendar app to subscribe.
 */
export const calendarFeedResponseSchema = successResponseSchema({
  url: z.string(),
  webcal_url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** The path of a feed: 43 base64url characters (256 random bits) and `.ics`. */
export const CALENDAR_FEED_PATH = /^([A-Za-z0-9_-]{43})\.ics$/;

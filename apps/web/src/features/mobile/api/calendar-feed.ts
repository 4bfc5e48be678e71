import type { CalendarFeedResponse } from '@tourneo/domain/calendar-feed/schemas';
import { mobileRequest } from './mobile-request.ts';

/** `POST /mobile/calendar-feed`: the agent's own feed address (`regenerate`: a new one). */
export const getOwnCalendarFeed = (regenerate = false) =>
  mobileRequest<CalendarFeedResponse>('/mobile/calendar-feed', { body: { regenerate } });

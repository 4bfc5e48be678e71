import type { MobileScheduleResponse } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** The agent's sessions from today (Paris) for a week, in order. */
export const getSchedule = () => mobileRequest<MobileScheduleResponse>('/mobile/schedule', { body: {} });

import type { EnRouteResponse } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/**
 * 'En route': the server tells the client (SMS and e-mail) that the agent is on the way, with the
 * estimated arrival in its message; once per session (a second tap answers 'déjà prévenu').
 */
export const sendEnRoute = (sessionId: number, idempotencyKey: string) =>
  mobileRequest<EnRouteResponse>(`/mobile/sessions/${sessionId}/en-route`, { body: {}, idempotencyKey });

import type { MobileSession } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** One of the agent's sessions as it now is (404 when it was deleted or given to another agent). */
export const getMobileSession = (sessionId: number) =>
  mobileRequest<{ success: true; data: MobileSession }>(`/mobile/sessions/${sessionId}`, { method: 'GET' });

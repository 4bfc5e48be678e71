import type { AgentSessionResponse } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** Who is signed in on this phone (`signed_in: false`: nobody, answered 200). */
export const getIdentity = () => mobileRequest<AgentSessionResponse>('/mobile/session', { method: 'GET' });

import type { AgentLoginInput } from '@tourneo/domain/mobile/schemas';
import type { MobileIdentity } from '@tourneo/domain/mobile/responses';
import { mobileRequest } from './mobile-request.ts';

/** Signs the agent in: the server sets the agent's cookie (HttpOnly, Path=/mobile). */
export const logIn = (body: AgentLoginInput) =>
  mobileRequest<MobileIdentity & { success: true; message: string }>('/mobile/login', { body });

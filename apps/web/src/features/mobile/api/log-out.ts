import { mobileRequest } from './mobile-request.ts';

/** Ends the agent's session on the server (its cookie is cleared). */
export const logOut = () => mobileRequest<{ success: true; message: string }>('/mobile/logout', { body: {} });

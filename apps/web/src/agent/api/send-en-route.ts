import { mobileRequest, MobileRequestError } from './mobile-request.ts';

export interface EnRouteSent {
  success: true;
  message: string;
  /** 'HH:MM', or null when no estimate could be made. */
  estimated_arrival: string | null;
}

/** 'En route': the server tells the client (SMS or e-mail) that the agent is on the way. */
export const sendEnRoute = (sessionId: number, idempotencyKey: string) =>
  mobileRequest<EnRouteSent>(`/mobile/sessions/${sessionId}/en-route`, { body: {}, idempotencyKey });

let available: Promise<boolean> | undefined;

/**
 * Whether the server has the 'En route' route (it is being built beside this app): an invalid id
 * answers 400 (its parameters' check) where the route exists, 404 where it does not. Asked once
 * per page; remove this check once the route is on every server.
 */
export function isEnRouteAvailable(): Promise<boolean> {
  available ??= mobileRequest('/mobile/sessions/0/en-route', { body: {} }).then(
    () => true,
    (error: unknown) => {
      const status = error instanceof MobileRequestError ? error.status : 0;
      if (status === 0) {
        available = undefined; // offline: ask again later
      }
      return status !== 404 && status !== 0;
    },
  );
  return available;
}

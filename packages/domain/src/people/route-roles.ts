import { isRoleAllowed, type PersonRole, type RouteAccess } from './roles.ts';

/**
 * Who may call the routes behind the back office's action buttons (issue 39: a role that may not
 * change a thing does not see its button). The server registers these routes with `accessOf(route)`
 * and the route × role test checks that each is registered so; the web app shows a button only
 * when `mayCallRoute(role, route)`: one declaration, read by both sides.
 */
export const ROUTE_ROLES = {
  'POST /client/get-all': 'everyone',
  'POST /client/new-client': 'planning',
  'PUT /client/update': 'planning',
  'POST /client/delete-client': 'planning',
  'POST /client/upload-csv': 'planning',
  'POST /client/send-link': 'planning',
  'POST /client/messages/resend': 'planning',
  'POST /client/export': 'planning',
  'POST /client/erase': 'settings',
  'POST /rdv/make-appointment': 'planning',
  'POST /rdv/create': 'planning',
  'GET /clients/export.csv': 'everyone',
} as const satisfies Record<string, RouteAccess>;

/** A route of `ROUTE_ROLES`, `'PUT /client/update'`. */
export type DeclaredRoute = keyof typeof ROUTE_ROLES;

/** The roles a declared route admits, as the server registers it. */
export function accessOf(route: DeclaredRoute): RouteAccess {
  return ROUTE_ROLES[route];
}

/** May `role` call the route (and so see the button that calls it)? */
export function mayCallRoute(role: PersonRole, route: DeclaredRoute): boolean {
  return isRoleAllowed(role, ROUTE_ROLES[route]);
}

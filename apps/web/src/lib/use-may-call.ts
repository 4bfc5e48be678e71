import { useContext } from 'react';
import { mayCallRoute, type DeclaredRoute } from '@tourneo/domain';
import { SignedInRoleContext } from './use-can-change-settings.ts';

/**
 * May the signed-in role call the route (issue 39)? A button whose route the role may not call is
 * not shown: the server's own declaration (`ROUTE_ROLES`), not a list per button. Kept out of the
 * app shell's file so that the table loads with the screens that ask it.
 */
export function useMayCall(route: DeclaredRoute): boolean {
  return mayCallRoute(useContext(SignedInRoleContext), route);
}

import { createContext, useContext } from 'react';
import { OWNER_ROLE, isRoleAllowed, type PersonRole, type RouteAccess } from '@tourneo/domain';

/**
 * The signed-in person's role, given by the back office to the screens under it (decision 0033).
 * Without a provider (a screen rendered on its own) it is the owner's: the screens then offer what
 * they always did, and the server refuses a change the role may not make anyway.
 */
export const SignedInRoleContext = createContext<PersonRole>(OWNER_ROLE);

/** May the signed-in role make the changes a route declared `access` allows? */
export function useCanChange(access: RouteAccess): boolean {
  return isRoleAllowed(useContext(SignedInRoleContext), access);
}

/**
 * May the signed-in role change the settings? A comptable or a lecture seule person reads the
 * Paramètres screens (`settingsRead`) without their change buttons, their fields disabled.
 */
export function useCanChangeSettings(): boolean {
  return useCanChange('settings');
}

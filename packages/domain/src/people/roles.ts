/**
 * The roles of a company's people (issue 26, decision 0033) and what each route allows. The
 * company login (the owner) is an administrateur. A route declares one `RouteAccess`; the server
 * answers 403 to a role outside it, and the menu hides what a role cannot open.
 */
export const PERSON_ROLES = ['administrateur', 'planificateur', 'comptable', 'lecture_seule'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const ROLE_LABELS: Record<PersonRole, string> = {
  administrateur: 'Administrateur',
  planificateur: 'Planificateur',
  comptable: 'Comptable',
  lecture_seule: 'Lecture seule',
};

/** The owner (company login) has every right. */
export const OWNER_ROLE: PersonRole = 'administrateur';

/**
 * Who may call a route, by what it does:
 * - `everyone`: reads the calendar and its lists need, statistics, support;
 * - `planning`: changes of the calendar, clients and booking (administrateur, planificateur);
 * - `finance`: changes of the company's finance (administrateur, comptable);
 * - `financeRead`: reads of finance (not the planificateur);
 * - `settingsRead`: reads of settings only the settings screens show (not the planificateur);
 * - `settings`: settings and people (administrateur).
 */
export const ROUTE_ACCESS = {
  everyone: ['administrateur', 'planificateur', 'comptable', 'lecture_seule'],
  planning: ['administrateur', 'planificateur'],
  finance: ['administrateur', 'comptable'],
  financeRead: ['administrateur', 'comptable', 'lecture_seule'],
  settingsRead: ['administrateur', 'comptable', 'lecture_seule'],
  settings: ['administrateur'],
} as const satisfies Record<string, readonly PersonRole[]>;
export type RouteAccess = keyof typeof ROUTE_ACCESS;

/**
 * A route without a declaration: administrateurs only (closed by default, so a route added without
 * thinking about roles leaks nothing; the route × role test names it).
 */
export const UNDECLARED_ROUTE_ACCESS: RouteAccess = 'settings';

/** May `role` call a route declared `access`? */
export function isRoleAllowed(role: PersonRole, access: RouteAccess | undefined): boolean {
  return (ROUTE_ACCESS[access ?? UNDECLARED_ROUTE_ACCESS] as readonly PersonRole[]).includes(role);
}

/** The menu's groups a role may open: settings for administrateurs, finance not for the planificateur. */
export function canOpenSettings(role: PersonRole): boolean {
  return isRoleAllowed(role, 'settings');
}
export function canOpenFinance(role: PersonRole): boolean {
  return isRoleAllowed(role, 'financeRead');
}
export function canPlan(role: PersonRole): boolean {
  return isRoleAllowed(role, 'planning');
}

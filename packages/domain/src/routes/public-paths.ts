/** Pages of the marketing site, served as prerendered HTML. */
export const SITE_PATHS = [
  '/',
  '/fonctionnalites',
  '/solutions',
  '/tarifs',
  '/temoignages',
  '/faq',
  '/privacy',
  '/contact',
] as const;
export type SitePath = (typeof SITE_PATHS)[number];

/** Paths served by the single-page application (login, registration, back office, agent app). */
export const APP_PATH_PREFIXES = ['/login', '/register', '/admin', '/agent'] as const;

/** Every route and link of the web app, in one place. */
export const paths = {
  site: {
    home: '/',
    features: '/fonctionnalites',
    solutions: '/solutions',
    pricing: '/tarifs',
    caseStudies: '/temoignages',
    faq: '/faq',
    privacy: '/privacy',
    contact: '/contact',
  },
  auth: { login: '/login', register: '/register' },
  admin: '/admin',
  /** A new company's 'Premiers pas', where registration leads. */
  firstSteps: '/admin?section=premiersPas',
  agent: '/agent',
} as const;

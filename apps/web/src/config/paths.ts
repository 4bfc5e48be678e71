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
  auth: {
    login: '/login',
    register: '/register',
    /** A person's invitation and password reset (issue 26): the token is in the fragment. */
    invitation: '/invitation',
    passwordReset: '/reinitialisation',
    /** The owner's (company login's) reset, by the company's name (decision 0044). */
    companyPasswordReset: '/reinitialisation?compte=societe',
  },
  admin: '/admin',
  /** A new company's 'Premiers pas', where registration leads. */
  firstSteps: '/admin?section=premiersPas',
  agent: '/agent',
} as const;

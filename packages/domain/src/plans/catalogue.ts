/**
 * The plan catalogue: which plan has which feature, its limits and its public price.
 * The spec leaves the mapping open; docs/decisions/0003-plans.md explains the choice.
 */
export const FEATURES = [
  'pdf_generation',
  'form_creation',
  'api_access',
  'advanced_stats',
  'bulk_operations',
  'ai_insights',
  'advanced_analytics',
  'advanced_automation',
  'custom_integrations',
  'priority_support',
  'white_label',
] as const;
export type Feature = (typeof FEATURES)[number];

export const PLAN_NAMES = ['standard', 'business', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const DEFAULT_PLAN: PlanName = 'standard';

/** -1 means unlimited. */
export const UNLIMITED = -1;
export type LimitName = 'agents' | 'clients' | 'forms' | 'monthly_appointments';
export type PlanLimits = Record<LimitName, number>;

export interface PlanDefinition {
  name: PlanName;
  label: string;
  /** Price per agent and per month in euro cents; null when quoted on request. */
  pricePerAgentCents: number | null;
  features: readonly Feature[];
  limits: PlanLimits;
  highlights: readonly string[];
}

const STANDARD_HIGHLIGHTS = [
  'Application mobile pour les agents',
  'Prise de rendez-vous automatique par lien',
  'Prise de rendez-vous semi-automatique par opérateur',
  'Agenda illimité',
  'Rapports avec photos et signature',
] as const;

export const PLANS: Record<PlanName, PlanDefinition> = {
  standard: {
    name: 'standard',
    label: 'Forfait 1',
    pricePerAgentCents: 1000,
    features: [],
    limits: { agents: 10, clients: 5000, forms: 0, monthly_appointments: UNLIMITED },
    highlights: STANDARD_HIGHLIGHTS,
  },
  business: {
    name: 'business',
    label: 'Forfait 2',
    pricePerAgentCents: 1500,
    features: ['pdf_generation', 'form_creation', 'bulk_operations', 'advanced_stats', 'api_access'],
    limits: { agents: 50, clients: 100_000, forms: 50, monthly_appointments: UNLIMITED },
    highlights: [...STANDARD_HIGHLIGHTS, 'Formulaires personnalisés', 'PDF automatiques'],
  },
  premium: {
    name: 'premium',
    label: 'Premium',
    pricePerAgentCents: null,
    features: FEATURES,
    limits: { agents: UNLIMITED, clients: UNLIMITED, forms: UNLIMITED, monthly_appointments: UNLIMITED },
    highlights: [
      'Tout le Forfait 2',
      'Statistiques et analyses avancées',
      'Automatisations et intégrations sur mesure',
      'Support prioritaire',
    ],
  },
};

/** Usage fee per confirmed appointment, by e-mail or by SMS, in euro cents. */
export const USAGE_FEE_CENTS = { email: 80, sms: 80 } as const;

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/** The feature map a plan grants: every known feature, true only when included. */
export function featureMapFor(plan: PlanName): Record<Feature, boolean> {
  const included = new Set<Feature>(PLANS[plan].features);
  return Object.fromEntries(FEATURES.map((feature) => [feature, included.has(feature)])) as Record<
    Feature,
    boolean
  >;
}

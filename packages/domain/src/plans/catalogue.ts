/**
 * The plan catalogue: the one source for each plan's display name, price per agent and per month,
 * limits and features. The public pricing page and calculator, the back office's menu tags and plan
 * screen, and the server's gates and messages all read it; docs/decisions/0003-plans.md explains
 * the choices. Kept free of zod and messages so the public pages can import it alone.
 */
import { supportAnswerPromise } from '../support/promise.ts';

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

/** What each feature gives, in the words of the pricing page and the plan screen. */
export const FEATURE_LABELS: Record<Feature, string> = {
  bulk_operations: 'Import de clients en CSV',
  form_creation: 'Formulaires personnalisés',
  pdf_generation: 'PDF automatiques',
  advanced_stats: 'Facturation et paiements',
  api_access: 'Accès à l’API',
  ai_insights: 'Statistiques',
  advanced_analytics: 'Analytics avancé',
  advanced_automation: 'Automatisations avancées',
  custom_integrations: 'Intégrations sur mesure',
  priority_support: `Support prioritaire (${supportAnswerPromise(true).toLowerCase()})`,
  white_label: 'Marque blanche',
};

/** Plan codes, from the lowest plan to the highest: a higher plan has every feature of a lower one. */
export const PLAN_NAMES = ['standard', 'business', 'premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const DEFAULT_PLAN: PlanName = 'standard';

/** -1 means unlimited. */
export const UNLIMITED = -1;
export type LimitName = 'agents' | 'clients' | 'forms' | 'monthly_appointments';
export type PlanLimits = Record<LimitName, number>;

/**
 * Agents a company may have on the per-agent plans that are not unlimited: the price grows with
 * the team, so this is no commercial cap, only the size the pricing calculator prices.
 */
export const MAX_PRICED_AGENTS = 10_000;

export interface PlanDefinition {
  name: PlanName;
  /** Display name: "forfait {label}" in sentences, the tag of the features it brings. */
  label: string;
  /** Price per agent and per month, in euro cents, before usage fees. */
  pricePerAgentCents: number;
  features: readonly Feature[];
  limits: PlanLimits;
}

const BUSINESS_FEATURES = [
  'bulk_operations',
  'form_creation',
  'pdf_generation',
  'advanced_stats',
  'api_access',
] as const satisfies readonly Feature[];

export const PLANS: Record<PlanName, PlanDefinition> = {
  standard: {
    name: 'standard',
    label: 'Standard',
    pricePerAgentCents: 1000,
    features: [],
    limits: { agents: MAX_PRICED_AGENTS, clients: 5000, forms: 0, monthly_appointments: UNLIMITED },
  },
  business: {
    name: 'business',
    label: 'Business',
    pricePerAgentCents: 1500,
    features: BUSINESS_FEATURES,
    limits: { agents: MAX_PRICED_AGENTS, clients: 100_000, forms: 50, monthly_appointments: UNLIMITED },
  },
  premium: {
    name: 'premium',
    label: 'Premium',
    pricePerAgentCents: 2500,
    features: FEATURES,
    limits: { agents: UNLIMITED, clients: UNLIMITED, forms: UNLIMITED, monthly_appointments: UNLIMITED },
  },
};

/** What every plan includes, before any gated feature. */
export const INCLUDED_IN_EVERY_PLAN = [
  'Application mobile pour les agents',
  'Prise de rendez-vous automatique par lien (3 créneaux)',
  'Prise de rendez-vous semi-automatique par opérateur',
  'Agenda illimité',
  'Rapports avec photos et signature',
] as const;

/** Usage fee per confirmed appointment, by e-mail or by SMS, in euro cents. */
export const USAGE_FEE_CENTS = { email: 80, sms: 80 } as const;

/** The plans in catalogue order, lowest first. */
export const PLAN_LIST: readonly PlanDefinition[] = PLAN_NAMES.map((name) => PLANS[name]);

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

/** Position of a plan in the catalogue: 0 for the lowest. */
export function planRank(plan: PlanName): number {
  return PLAN_NAMES.indexOf(plan);
}

/** The highest plan of the catalogue. */
export function isHighestPlan(plan: PlanName): boolean {
  return planRank(plan) === PLAN_NAMES.length - 1;
}

/** The lowest plan that includes the feature: the name a locked menu entry is tagged with. */
export function lowestPlanWith(feature: Feature): PlanDefinition {
  const plan = PLAN_LIST.find((candidate) => candidate.features.includes(feature));
  if (!plan) {
    throw new Error(`No plan includes the feature ${feature}`);
  }
  return plan;
}

/** The features a plan adds to the plan below it (all its features for the lowest plan). */
export function featuresAddedBy(plan: PlanName): readonly Feature[] {
  const below = PLAN_NAMES[planRank(plan) - 1];
  const previous = new Set<Feature>(below ? PLANS[below].features : []);
  return PLANS[plan].features.filter((feature) => !previous.has(feature));
}

/** Monthly price of a plan for a number of agents, in euro cents, before usage fees. */
export function monthlyPriceCents(plan: PlanName, agentCount: number): number {
  return PLANS[plan].pricePerAgentCents * agentCount;
}

/** The feature map a plan grants: every known feature, true only when included. */
export function featureMapFor(plan: PlanName): Record<Feature, boolean> {
  const included = new Set<Feature>(PLANS[plan].features);
  return Object.fromEntries(FEATURES.map((feature) => [feature, included.has(feature)])) as Record<
    Feature,
    boolean
  >;
}

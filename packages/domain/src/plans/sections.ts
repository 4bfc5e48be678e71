import type { Feature } from './catalogue.ts';

/** Admin sections (page keys of the side menu) and the feature that gates each, if any. */
export const SECTION_FEATURES = {
  operations: null,
  partenaires: null,
  agents: null,
  roles: null,
  forms: 'form_creation',
  clients: null,
  nouveauClientUnitaire: null,
  nouveauClientsCSV: 'bulk_operations',
  recentMissions: null,
  archive: null,
  statistics: 'ai_insights',
  analytics: 'advanced_analytics',
  billing: 'advanced_stats',
  payments: 'advanced_stats',
  abonnement: null,
  entreprise: null,
  support: null,
  branding: 'white_label',
  automations: 'advanced_automation',
  apiKeys: 'api_access',
  /** The company's webhooks (issue 27). */
  webhooks: 'custom_integrations',
  /** The company's people and their roles (issue 26). */
  personnes: null,
  /** The signed-in account's second factor and sessions (decision 0038): every role's. */
  securite: null,
  /** The audit log and the files' retention (issue 26). */
  audit: null,
} as const satisfies Record<string, Feature | null>;

/**
 * Besides the menu's pages: an agent's calendar, the whole team's day, and a new company's
 * 'Premiers pas' (no gate).
 */
export type SectionKey = keyof typeof SECTION_FEATURES | 'agentCalendar' | 'teamDay' | 'premiersPas';

/** The sections outside the menu's groups, which no plan gates. */
export const UNGATED_SECTIONS = ['agentCalendar', 'teamDay', 'premiersPas'] as const;
export const DEFAULT_SECTION: SectionKey = 'clients';

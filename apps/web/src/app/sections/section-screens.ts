import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionKey } from '@tourneo/domain';

/**
 * The screens built so far, each its own chunk: the admin shell loads none of them before one is
 * opened (budget in docs/BENCHMARKS.md). The other sections say they are coming.
 */
export const SECTION_SCREENS: Partial<Record<SectionKey, LazyExoticComponent<ComponentType>>> = {
  premiersPas: lazy(() =>
    import('../../features/onboarding/components/first-steps-screen.tsx').then((module) => ({
      default: module.FirstStepsScreen,
    })),
  ),
  personnes: lazy(() => import('./people-section.tsx').then((module) => ({ default: module.PeopleSection }))),
  securite: lazy(() =>
    import('./security-section.tsx').then((module) => ({ default: module.SecuritySection })),
  ),
  audit: lazy(() => import('./audit-section.tsx').then((module) => ({ default: module.AuditSection }))),
  agents: lazy(() => import('./agents-section.tsx').then((module) => ({ default: module.AgentsSection }))),
  roles: lazy(() =>
    import('../../features/roles/components/roles-screen.tsx').then((module) => ({
      default: module.RolesScreen,
    })),
  ),
  operations: lazy(() =>
    import('./operations-section.tsx').then((module) => ({ default: module.OperationsSection })),
  ),
  forms: lazy(() =>
    import('../../features/forms/components/forms-page.tsx').then((module) => ({
      default: module.FormsPage,
    })),
  ),
  partenaires: lazy(() =>
    import('../../features/partners/components/partners-page.tsx').then((module) => ({
      default: module.PartnersPage,
    })),
  ),
  clients: lazy(() =>
    import('./clients-sections.tsx').then((module) => ({ default: module.ClientsSection })),
  ),
  nouveauClientUnitaire: lazy(() =>
    import('./clients-sections.tsx').then((module) => ({ default: module.NewClientSection })),
  ),
  nouveauClientsCSV: lazy(() =>
    import('./clients-sections.tsx').then((module) => ({ default: module.CsvImportSection })),
  ),
  agentCalendar: lazy(() =>
    import('./agent-calendar-section.tsx').then((module) => ({ default: module.AgentCalendarSection })),
  ),
  teamDay: lazy(() =>
    import('./team-day-section.tsx').then((module) => ({ default: module.TeamDaySection })),
  ),
  recentMissions: lazy(() =>
    import('./reports-sections.tsx').then((module) => ({ default: module.RecentMissionsSection })),
  ),
  archive: lazy(() =>
    import('./reports-sections.tsx').then((module) => ({ default: module.ArchiveSection })),
  ),
  statistics: lazy(() =>
    import('../../features/statistics/components/statistics-screen.tsx').then((module) => ({
      default: module.StatisticsScreen,
    })),
  ),
  analytics: lazy(() =>
    import('./analytics-section.tsx').then((module) => ({ default: module.AnalyticsSection })),
  ),
  billing: lazy(() => import('./billing-section.tsx').then((module) => ({ default: module.BillingSection }))),
  entreprise: lazy(() =>
    import('../../features/company-profile/components/company-profile-screen.tsx').then((module) => ({
      default: module.CompanyProfileScreen,
    })),
  ),
  payments: lazy(() =>
    import('../../features/payments/components/payments-screen.tsx').then((module) => ({
      default: module.PaymentsScreen,
    })),
  ),
  support: lazy(() =>
    import('../../features/support/components/support-screen.tsx').then((module) => ({
      default: module.SupportScreen,
    })),
  ),
  branding: lazy(() =>
    import('../../features/branding/components/branding-screen.tsx').then((module) => ({
      default: module.BrandingScreen,
    })),
  ),
  automations: lazy(() =>
    import('../../features/automations/components/automations-screen.tsx').then((module) => ({
      default: module.AutomationsScreen,
    })),
  ),
  apiKeys: lazy(() =>
    import('../../features/api-keys/components/api-keys-screen.tsx').then((module) => ({
      default: module.ApiKeysScreen,
    })),
  ),
  webhooks: lazy(() =>
    import('../../features/webhooks/components/webhooks-screen.tsx').then((module) => ({
      default: module.WebhooksScreen,
    })),
  ),
  abonnement: lazy(() =>
    import('./subscription-section.tsx').then((module) => ({ default: module.SubscriptionSection })),
  ),
};

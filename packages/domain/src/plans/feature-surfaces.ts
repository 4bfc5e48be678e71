import type { Feature } from './catalogue.ts';
import type { SectionKey } from './sections.ts';

/**
 * What answers to each feature the plans sell (issue 28): the server routes its plan opens (each
 * answers 403 to a plan without it) or serves, and the back-office screen that uses them. A test
 * on each side compares this with the routes the server registers and the screens the web app
 * has, so that selling a feature with nothing behind it fails. `pending` names the work under way
 * for a feature not served yet; it must leave this list the day its routes exist.
 */
export type FeatureSurface =
  | {
      /** Routes refused (403) without the feature, `'POST /branding/update'`. */
      gated: readonly string[];
      /**
       * Routes every plan calls, whose answer the feature changes (support's priority, the agent
       * app's manifest), or public routes the feature's work opens (a freed slot, a satisfaction question).
       */
      served?: readonly string[];
      section?: SectionKey;
    }
  | { pending: string; prefixes: readonly string[] };

export const FEATURE_SURFACES: Record<Feature, FeatureSurface> = {
  pdf_generation: { gated: ['POST /pdf/generate-pdf'] },
  form_creation: { gated: ['POST /forms/create', 'POST /forms/get-all'], section: 'forms' },
  bulk_operations: { gated: ['POST /client/upload-csv'], section: 'nouveauClientsCSV' },
  white_label: {
    gated: [
      'POST /branding/get',
      'POST /branding/update',
      'POST /branding/logo',
      'POST /branding/logo/delete',
    ],
    served: ['GET /branding/logo/:file', 'GET /mobile/manifest.webmanifest'],
    section: 'branding',
  },
  priority_support: { gated: [], served: ['POST /support/info', 'POST /support/send'], section: 'support' },
  advanced_automation: {
    gated: ['POST /automations/get', 'POST /automations/update', 'POST /automations/log'],
    served: [
      'POST /automations/express-slot/accept',
      'POST /automations/satisfaction/get',
      'POST /automations/satisfaction/answer',
    ],
    section: 'automations',
  },
  advanced_stats: {
    gated: [
      'POST /billing/current-month',
      'POST /billing/periods',
      'POST /billing/metrics',
      'POST /billing/mark-billed',
      'POST /billing/mark-paid',
      'POST /payments/invoices',
      'POST /payments/invoice',
      'POST /payments/metrics',
      'GET /payments/invoices/export.csv',
    ],
    section: 'billing',
  },
  ai_insights: {
    gated: ['POST /statistics/company-stats', 'POST /statistics/agent-travel'],
    section: 'statistics',
  },
  advanced_analytics: {
    gated: [
      'POST /analytics/occupancy',
      'POST /analytics/utilisation',
      'POST /analytics/funnel',
      'POST /analytics/changes',
    ],
    section: 'analytics',
  },
  // The keys are managed in the back office; the public API `/api/v1/...` answers 403 to a key of
  // a company whose plan lost the feature (api-keys.test.ts).
  api_access: {
    gated: ['POST /api-keys/get-all', 'POST /api-keys/create', 'POST /api-keys/revoke'],
    section: 'apiKeys',
  },
  custom_integrations: {
    gated: [
      'POST /webhooks/get-all',
      'POST /webhooks/create',
      'POST /webhooks/delete',
      'POST /webhooks/rotate-secret',
      'POST /webhooks/enable',
      'POST /webhooks/deliveries',
      'POST /webhooks/redeliver',
    ],
    section: 'webhooks',
  },
};

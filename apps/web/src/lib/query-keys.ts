/**
 * Every TanStack Query key of the app, in one place: a query and the mutations that refresh it
 * name the same entry. A list key is the prefix of its details (`['operations']` also refreshes
 * `['operations', 'roles', id]`), so invalidating an area's `all` refreshes all of it.
 */
export const queryKeys = {
  session: ['session'] as const,
  /** The 'Premiers pas' steps: any section change asks them again (a step may just be done). */
  onboarding: ['onboarding'] as const,
  companyPlan: (companyId: number | undefined) => ['company-plan', companyId] as const,
  agents: {
    all: ['agents'] as const,
    /** An agent's calendar feed address (issue 27). */
    calendarFeed: (agentId: number) => ['agents', 'calendar-feed', agentId] as const,
  },
  roles: {
    all: ['roles'] as const,
    ofAgent: (agentId: number) => ['roles', 'agent', agentId] as const,
  },
  operations: {
    all: ['operations'] as const,
    roles: (operationId: number) => ['operations', 'roles', operationId] as const,
  },
  forms: {
    all: ['forms'] as const,
    detail: (id: number) => ['forms', id] as const,
  },
  partners: {
    all: ['partners'] as const,
  },
  companyProfile: ['company-profile'] as const,
  /** The company's people and invitations (issue 26). */
  people: ['people'] as const,
  /** The signed-in account's second factor and sessions (decision 0038). */
  accountSecurity: {
    all: ['account-security'] as const,
    totp: ['account-security', 'totp'] as const,
    sessions: ['account-security', 'sessions'] as const,
  },
  /** The audit log's pages (issue 26) and the files' retention setting. */
  audit: {
    all: ['audit'] as const,
    page: (filters: object) => ['audit', 'page', filters] as const,
  },
  gdprSettings: ['gdpr-settings'] as const,
  payments: {
    all: ['payments'] as const,
    invoices: (offset: number) => ['payments', 'invoices', offset] as const,
    invoice: (id: number) => ['payments', 'invoice', id] as const,
    metrics: ['payments', 'metrics'] as const,
    legalIdentity: ['payments', 'legal-identity'] as const,
  },
  /** The Support screen's priority and answer time (issue 28). */
  support: ['support'] as const,
  /** The company's branding (white label, issue 28). */
  branding: ['branding'] as const,
  /** The company's API keys (issue 27). */
  apiKeys: ['api-keys'] as const,
  /** The company's webhooks and their delivery logs (issue 27). */
  webhooks: {
    all: ['webhooks'] as const,
    deliveries: (id: number, page: number) => ['webhooks', 'deliveries', id, page] as const,
  },
  /** The automation rules and their logs (issue 28). */
  automations: ['automations'] as const,
  clients: {
    all: ['clients'] as const,
    page: (filters: object, page: number) => ['clients', 'page', filters, page] as const,
    infinite: (filters: object) => ['clients', 'infinite', filters] as const,
    /** One client's e-mails and SMS, newest first (its details' 'Messages envoyés'). */
    messages: (clientId: number) => ['clients', 'messages', clientId] as const,
    /** The creation popup's clients matching the typed text (scheduled ones too). */
    search: (query: string) => ['clients', 'search', query] as const,
  },
  missions: {
    /** Every mission query: each mission change invalidates it (the calendar's weeks reload). */
    all: ['missions'] as const,
    /** One agent's work week, `offset` weeks from this one (the calendar's `currentWeek`). */
    week: (agentId: number, offset: number) => ['missions', 'week', agentId, offset] as const,
    /** The whole team's day ('2026-11-23'), of the 'Planning d'équipe'. */
    teamDay: (date: string) => ['missions', 'team-day', date] as const,
  },
  reports: {
    /** Every list and details of the Rapports group (a change of a mission refreshes them too). */
    all: ['reports'] as const,
    recent: (criteria: object, isAll: boolean) => ['reports', 'recent', criteria, isAll] as const,
    archive: (criteria: object, isAll: boolean, page: number) =>
      ['reports', 'archive', criteria, isAll, page] as const,
    details: (missionId: number) => ['reports', 'details', missionId] as const,
  },
  statistics: {
    company: (year: number, month: number) => ['statistics', 'company', year, month] as const,
    travel: (agentId: number, year: number) => ['statistics', 'travel', agentId, year] as const,
  },
  analytics: {
    report: (name: string, filters: object) => ['analytics', name, filters] as const,
  },
  billing: {
    /** Every month, the history and the metrics: a status change refreshes them all. */
    all: ['billing'] as const,
    currentMonth: ['billing', 'current-month'] as const,
    month: (year: number, month: number) => ['billing', 'month', year, month] as const,
    periods: ['billing', 'periods'] as const,
    metrics: ['billing', 'metrics'] as const,
  },
  geo: {
    autocomplete: (query: string) => ['geo-autocomplete', query] as const,
    checkAddress: (adresse: string, postalCode: string) =>
      ['geo-check-address', adresse, postalCode] as const,
  },
  booking: {
    /**
     * The take-charge popup's proposals for one client, asked afresh each time it opens. Not under
     * `clients`: creating the appointment refreshes the list without asking for proposals again.
     */
    proposals: (clientId: number) => ['booking', 'proposals', clientId] as const,
  },
};

/** HTTP scenarios measured with autocannon against the real server, next to the hello-world baseline. */
export interface HttpScenario {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  /** `{agentId}` stands for one agent of the bench company. */
  path: string;
  body?: unknown;
  /** Send the bench company's session cookie. */
  authenticated: boolean;
  /** Whose session: the bench company's (default) or the demo-sized company's. */
  company?: 'bench' | 'demo';
  /** The status every answer must have (200 by default). */
  status?: number;
  /** Measured on the first engine only (the same work on both). */
  once?: boolean;
  /**
   * A read whose answers each server keeps (decision 0046): measured as the server answers it
   * (repeated, so kept), then again on a server started with KEPT_ANSWERS=false (`<name>-read`:
   * every request reads the database, what the first read after a change costs).
   */
  kept?: boolean;
}

export const HTTP_SCENARIOS: readonly HttpScenario[] = [
  {
    name: 'static-file',
    description: 'GET /robots.txt (built file from memory, no session)',
    method: 'GET',
    path: '/robots.txt',
    authenticated: false,
  },
  {
    name: 'unauthorized',
    description: 'POST /agents/get-all without a session (401)',
    method: 'POST',
    path: '/agents/get-all',
    body: {},
    authenticated: false,
    status: 401,
  },
  {
    name: 'login',
    description: 'POST /admin/login (argon2id hash check + session row)',
    method: 'POST',
    path: '/admin/login',
    body: { company_name: 'bench', company_password: 'bench-password' },
    authenticated: false,
    once: true,
  },
  {
    name: 'company-plan',
    description: 'POST /subscriptions/company-plan (session + usage counts)',
    method: 'POST',
    path: '/subscriptions/company-plan',
    body: {},
    authenticated: true,
  },
  {
    name: 'agents-list',
    description: 'POST /agents/get-all (session + list of the company agents)',
    method: 'POST',
    path: '/agents/get-all',
    body: {},
    authenticated: true,
    kept: true,
  },
  {
    name: 'agents-list-demo',
    description:
      'POST /agents/get-all on demo data (session + the 4 agents of a company seeded like the demo)',
    method: 'POST',
    path: '/agents/get-all',
    body: {},
    authenticated: true,
    kept: true,
    company: 'demo',
  },
  {
    name: 'roles-list',
    description: 'POST /roles/get-all (qualifications with agent and operation counts)',
    method: 'POST',
    path: '/roles/get-all',
    body: {},
    authenticated: true,
  },
  {
    name: 'operations-list',
    description: 'POST /operations/get-all (operations with form names and teams)',
    method: 'POST',
    path: '/operations/get-all',
    body: {},
    authenticated: true,
  },
  {
    name: 'client-page',
    description:
      'POST /client/get-all (first page of the 20,000 clients of the bench company, default filter)',
    method: 'POST',
    path: '/client/get-all',
    body: {},
    authenticated: true,
    kept: true,
  },
  {
    name: 'week-read-http',
    description:
      'POST /api/rdv-unified/agent/{id}/week-range (one agent week, ~10 missions, among a year of sessions of every agent)',
    method: 'POST',
    path: '/api/rdv-unified/agent/{agentId}/week-range?currentWeek=0',
    body: {},
    authenticated: true,
    kept: true,
  },
  {
    name: 'geo-autocomplete-http',
    description: 'GET /geo/autocomplete?q=lyon (offline index, through HTTP)',
    method: 'GET',
    path: '/geo/autocomplete?q=lyon',
    authenticated: true,
  },
];

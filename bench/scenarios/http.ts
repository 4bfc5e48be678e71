/** HTTP scenarios measured with autocannon against the real server, next to the hello-world baseline. */
export interface HttpScenario {
  name: string;
  description: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Send the bench company's session cookie. */
  authenticated: boolean;
}

export const HTTP_SCENARIOS: readonly HttpScenario[] = [
  {
    name: 'login',
    description: 'POST /admin/login (argon2id hash check + session row)',
    method: 'POST',
    path: '/admin/login',
    body: { company_name: 'bench', company_password: 'bench-password' },
    authenticated: false,
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
  },
];

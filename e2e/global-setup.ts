import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.ts';
import { E2E_OPERATOR_ENV } from './support/operator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built app on a fresh embedded database for the browser tests, with the demo company
 * but without its activity (SEED_DEMO_ACTIVITY=false): the tests plan missions for the demo agents
 * next week, where the demo's own missions would be in their way. e2e/demo.test.ts starts a server
 * of its own with the whole demo.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({
    SEED_DEMO_ACTIVITY: 'false',
    // Every browser test calls the public booking routes from 127.0.0.1: more than a client would.
    BOOKING_LIMIT_PER_IP_PER_MINUTE: '10000',
    // e2e/webhooks.test.ts sends webhooks to a receiver on loopback (refused in production).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // The platform operator and its identity as the invoices' seller (e2e/payments.test.ts).
    ...E2E_OPERATOR_ENV,
  });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

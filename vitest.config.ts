import { defineConfig } from 'vitest/config';

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
// Under CI the PostgreSQL suite is required: the race tests only prove something on a real server.
if (process.env.CI === 'true' && !usePostgres && process.argv.some((arg) => arg.includes('server'))) {
  throw new Error(
    "CI=true : les tests d'intégration doivent aussi tourner sur PostgreSQL (TEST_DATABASE_URL, voir scripts/test-postgres.sh)",
  );
}

/*
 * Time limits only catch a hang, never the machine's speed: on a busy 2-core machine (another
 * suite running beside this one) a server test runs several times slower than alone, so the
 * limits are far above what a test takes on a quiet one (docs/decisions/0022-time-in-tests.md).
 */
const SERVER_LIMITS = { testTimeout: 180_000, hookTimeout: 300_000 };

/*
 * The unit and integration files run two at a time (vitest's default on 2 cores is one): most of a
 * server test's time is spent waiting on its database, and files isolate by company. Each worker
 * has its own database (PGlite, or one of PostgreSQL's: apps/server/src/test/worker-postgres.ts).
 */
const PARALLEL = { maxWorkers: 2, sequence: { groupOrder: 0 } };

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        // Property tests run hundreds of cases: 5 s alone is plenty, not on a busy machine.
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          testTimeout: 60_000,
          ...PARALLEL,
        },
      },
      {
        // Component tests (*.test.tsx, React Testing Library) name their DOM in a first-line
        // comment (`// @vitest-environment happy-dom`); the others run on plain Node.
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], testTimeout: 60_000, ...PARALLEL },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One embedded database per worker, shared by its test files; tests isolate by company.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          ...PARALLEL,
          ...SERVER_LIMITS,
        },
      },
      ...(usePostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: ['apps/server/src/**/*.test.ts'],
                isolate: false,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/reset-postgres.ts'],
                // A database of its own per worker, as each PGlite worker has.
                setupFiles: ['apps/server/src/test/worker-postgres.ts'],
                ...PARALLEL,
                ...SERVER_LIMITS,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 300_000,
          // A poll waits for a signal as long as Playwright waits for an element (1 s by default).
          expect: { poll: { timeout: 30_000 } },
          // Two files at a time against the one server: each file works in companies of its own (the
          // few on the shared demo company name their rows with a prefix of their own).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});

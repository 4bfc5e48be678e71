import { defineConfig } from 'vitest/config';

const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
// Under CI the PostgreSQL suite is required: the race tests only prove something on a real server.
if (process.env.CI === 'true' && !usePostgres && process.argv.some((arg) => arg.includes('server'))) {
  throw new Error(
    "CI=true : les tests d'intégration doivent aussi tourner sur PostgreSQL (TEST_DATABASE_URL, voir scripts/test-postgres.sh)",
  );
}

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One embedded database per worker, shared by its test files; tests isolate by company.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

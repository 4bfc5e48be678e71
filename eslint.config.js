import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's feature folders: none may import another (app/ assembles them). */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's modules: none reaches into another's files; it uses another module through its
 * services (`<name>.service.ts`, its public use cases) only. Shared plumbing lives outside
 * `modules/` (db/, http/, security/, jobs/, mail/, sms/, storage/, geo/...). Decision 0024.
 */
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules that do I/O: the domain package is pure and imports none of them. */
const ioModules = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'pg',
  'pg-boss',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'nodemailer',
  'react',
  'react-dom',
  'react-dom/*',
  '@mantine/*',
  '@tanstack/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Boundaries that were only conventions (CONVENTIONS.md "Where things go"), with ESLint's own rule.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)\\.\\./(${webFeatures.filter((other) => other !== feature).join('|')})/`,
              message: 'Une feature n’importe pas une autre feature : app/ les assemble.',
            },
            {
              regex: '(^|/)server/src/',
              message:
                'Le web n’importe jamais le serveur : les règles partagées vivent dans packages/domain.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server/src/',
              message:
                'Le web n’importe jamais le serveur : les règles partagées vivent dans packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared layers under the features: they never reach up into one.
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'lib/ et components/ servent les features : ils n’importent aucune feature.',
            },
            {
              regex: '(^|/)server/src/',
              message:
                'Le web n’importe jamais le serveur : les règles partagées vivent dans packages/domain.',
            },
          ],
        },
      ],
    },
  },
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(\\.\\./modules/)?(${serverModules.filter((other) => other !== module).join('|')})/(?![a-z-]+\\.service\\.ts$)`,
              message:
                'Un module serveur n’utilise un autre module que par ses services (<nom>.service.ts) : ni son repository, ni ses autres fichiers.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ioModules,
              message: 'packages/domain est pur : pas d’entrée/sortie (base, réseau, fichiers, interface).',
            },
            { regex: '(^|/)apps/', message: 'packages/domain ne dépend d’aucune application.' },
          ],
        },
      ],
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  // The agent app's service worker: plain JavaScript served as it is (no build), in a worker.
  {
    files: ['apps/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.serviceworker },
    },
  },
);

// One flat config for every workspace (STYLE.md): typescript-eslint's type-checked rules on all
// TypeScript, the hooks rules on the web app, and import boundaries: features never import each
// other or the app layer, shared layers never import features, the apps never import each other,
// and a server module imports no other module but the shared access and accounts modules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from './tools/eslint/boundaries.js';
import { readdirSync } from 'node:fs';

const web = 'apps/web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModules = 'apps/server/src/modules';
const modules = readdirSync(serverModules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Modules every module may use: the staff access checks, the accounts staff create and the session policy. */
const SHARED_MODULES = ['access', 'accounts', 'sessions'];
/**
 * Reads of another module's files that predate the module rule, named file by file so that no new
 * one slips in: each is a candidate to move into a shared module, not a pattern to copy.
 */
const MODULE_EDGES = {
  'ai-doctor': ['health/health.service.ts', 'support/support.queries.ts'],
  auth: ['providers/providers.service.ts'],
  // who is followed (docs/decisions/012-reminders.md): her report shows the care the reminders follow
  health: ['schedule-items/schedule-items.service.ts', 'reminders/followed.ts'],
  // the records rooms (docs/decisions/038-records-rooms.md) share records-shared: the person, her pregnancies and
  // babies, and the correction of an entry. A loss withdraws its reminders and a visit tells her of an emergency
  // reading in the record's own transaction (docs/decisions/012-reminders.md): the reminder module's two writes that
  // cannot wait for an announcement; the due list reads who is followed as the scan does
  visits: ['records-shared', 'reminders/emergency.ts'],
  births: ['records-shared', 'reminders/withdraw.ts'],
  'items-given': ['records-shared'],
  growth: ['records-shared'],
  'person-view': ['records-shared', 'schedule-items/schedule-items.service.ts'],
  'due-list': ['records-shared', 'schedule-items/schedule-items.service.ts', 'reminders/followed.ts'],
  reminders: ['schedule-items/schedule-items.service.ts'],
  // a maternal death withdraws her reminders in the record's own transaction, as a loss does
  hmis: ['reminders/withdraw.ts'],
  staff: ['auth/login-throttle.ts'],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'apps/web/dist-ssr/', 'bench/.tools/', 'test-results/', 'playwright-report/', 'coverage/', 'data/'],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins and hooks are async by contract, whether or not their body awaits
      '@typescript-eslint/require-await': 'off',
      // react-hook-form's handleSubmit returns a promise it settles itself; other floating promises still fail
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
      },
    },
  },
  {
    // the service worker runs in its own global scope
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', Headers: 'readonly', Response: 'readonly', Request: 'readonly' } },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The server makes the schedule; a screen that imported how it is made would download every
    // template of it on each logged-in page (bench/README.md, 2026-11-26). Tests may use them.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mamata/core/reference/schedule-templates',
              message: 'The web app needs no schedule template: import keys from @mamata/core/reference/schedule-keys.',
            },
            {
              name: '@mamata/core/domain/schedule',
              message: 'This module carries every schedule template: import labels from @mamata/core/domain/period-labels.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: [`${web}/features/${feature}`],
              from: [`${web}/features`],
              except: [`${web}/features/${feature}`],
              message: 'Features never import each other: move what both need to lib/ or components/, or compose them in app/.',
            })),
            { target: [`${web}/features`], from: [`${web}/app`], message: 'The app layer composes features, not the other way round.' },
            {
              target: [`${web}/lib`, `${web}/components`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared layers never import features or the app.',
            },
            ...modules.map((module) => ({
              target: [`${serverModules}/${module}`],
              from: [serverModules],
              except: [module, ...SHARED_MODULES, ...(MODULE_EDGES[module] ?? [])].map((allowed) => `${serverModules}/${allowed}`),
              message:
                'A server module imports no other module: take access checks and accounts from modules/access and modules/accounts, move other shared code to lib/ or db/.',
            })),
            { target: ['apps/web'], from: ['apps/server'], message: 'The apps share code only through @mamata/core.' },
            { target: ['apps/server'], from: ['apps/web'], message: 'The apps share code only through @mamata/core.' },
            { target: ['packages/core'], from: ['apps'], message: '@mamata/core depends on no app.' },
            { target: ['apps'], from: ['packages'], message: 'import @mamata/core by its package name.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the apps (docs/decisions/036-route-access.md): a circle makes the order modules
    // load in matter and hides which layer depends on which. Type-only imports count too.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // without these the rule reads no TypeScript file and finds no cycle
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test may put a feature's screen beside the modals another feature supplies, as the app does.
    // Tests read response bodies as untyped JSON on purpose (`res.json()`, `page.evaluate`): their
    // assertions are what check the shape, so the no-unsafe-* rules would only add casts.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: {
      'boundaries/no-restricted-paths': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // raw SQL results are cast to the row shape the test selects
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // scripts that drive a page: what runs inside the browser sees its globals
    files: ['apps/web/scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { localStorage: 'readonly', document: 'readonly', window: 'readonly', Image: 'readonly', navigator: 'readonly' } },
    // their poll loops and clean-ups ignore a server not up yet or a browser already gone
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }], 'no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
);

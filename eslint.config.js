import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's layers, from the top: server.ts and app.ts; plugins/, routes/, store/ (the database with
// every area's repositories), areas.ts and the list it reads (area-list.generated.ts, generated from the
// folders of modules/); modules/<area>/; the shared layers
// core/, auth/, db/ and freshness/.
const SERVER = './server/src';
const MODULES = fs.readdirSync(`${SERVER.slice(2)}/modules`, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const ABOVE_MODULES = ['plugins', 'routes', 'store', 'areas.ts', 'area-list.generated.ts', 'decorations.ts', 'app.ts', 'server.ts'].map((part) => `${SERVER}/${part}`);
// The console's resources, one folder each (src/resources/<name>): like the server's areas, none imports another.
const RESOURCE_FOLDERS = fs.readdirSync('src/resources', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const resourceZones = RESOURCE_FOLDERS.map((resource) => ({ target: `./src/resources/${resource}`, from: './src/resources', except: [`./${resource}`] }));

const serverZones = [
  // A module knows no other module: what two need lives in a shared layer.
  ...MODULES.map((area) => ({ target: `${SERVER}/modules/${area}`, from: `${SERVER}/modules`, except: [`./${area}`] })),
  { target: `${SERVER}/modules`, from: ABOVE_MODULES },
  { target: ['core', 'auth', 'db', 'freshness'].map((layer) => `${SERVER}/${layer}`), from: [`${SERVER}/modules`, ...ABOVE_MODULES] },
];

export default tseslint.config(
  {
    // Generated code is never edited, so it is never linted either.
    ignores: ['src/generated/{endpoints,functions,model,zod}/**', 'packages/client/src/{generated,api}/**', 'packages/client/dist/**', 'dist/**', 'server/dist/**', 'public/mockServiceWorker.js', 'test-results/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
      // One-way imports: lib and the generated contract know nothing of the app; resources know no
      // other resource and not the composition root; the public pages know nothing of the admin
      // application; the server knows nothing of the console.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: ['./src/app', './src/resources', './src/pages', './src/features', './src/components', './src/i18n', './src/public', './src/shell'] },
            // The public pages load without the admin framework: nothing of the admin application reaches them.
            { target: './src/public', from: ['./src/app', './src/resources', './src/pages', './src/features', './src/shell'] },
            { target: './src/resources', from: ['./src/app', './src/pages'] },
            ...resourceZones,
            { target: './src/components', from: ['./src/app', './src/resources', './src/pages', './src/public', './src/shell'] },
            { target: './src/pages', from: ['./src/app', './src/resources'] },
            { target: './src/features', from: ['./src/app', './src/resources', './src/pages'] },
            // The acting tenant's one owner is read by everything above lib: it reads only lib and the contract.
            // An account's API tokens are shown in Settings (pages) and on a service account's page (resources);
            // a tenant's invitations on its page (tenants) and under its users (users).
            ...['./src/resources', './src/pages'].map((target) => ({ target, from: './src/features', except: ['./tenant-context', './api-tokens', './invitations'] })),
            { target: './src/components', from: './src/features', except: ['./tenant-context'] },
            { target: './src/features/tenant-context', from: ['./src/components', './src/features'], except: ['./tenant-context'] },
            // The contract's generated code and the mutator beside it know nothing of the console that uses them.
            { target: ['./src/generated', './src/api'], from: ['./src/app', './src/resources', './src/pages', './src/features', './src/components', './src/i18n', './src/public', './src/shell', './src/lib'] },
            // The server knows nothing of the console: of src/ it reads only what the contract generates, and the mutator's errors.
            { target: './server', from: './src', except: ['./generated', './api'] },
            ...serverZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line programs speak to their user on the terminal; the reliability and cluster suites and the route sweep print their figures.
    files: ['server/src/server.ts', 'server/src/db/*-cli.ts', 'server/src/store/seed-cli.ts', 'mock/server.ts', 'scripts/**', 'tests/helpers/postgres-notice.ts', 'tests/e2e/browser.ts', 'tests/e2e/global-setup.ts', 'tests/hardening/**', 'tests/cluster/**', 'tests/e2e/route-sweep.e2e.test.ts', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);

// Lint for the whole workspace. Besides style and correctness it enforces the one-way
// dependency rule of ARCHITECTURE.md (the table below) and that each package imports only what its
// package.json declares; tests/lint/dependencies.test.ts keeps that true.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { dependenciesPlugin, dependencyPolicies } from './eslint/dependencies.js';

const uiLibraries = ['react', 'react-dom', 'react-router', 'mobx-react-lite', 'styled-components'];
const noUi = (why) => Object.fromEntries(uiLibraries.map((name) => [name, why]));

// Per package folder: which of ours it may import (a package means each entry of its exports map,
// '@nirmal/domain/contract' that entry alone), libraries it must not import even if declared
// (`refuse`), whether it may use Node's built-in modules (only code that never runs in the
// browser), its source folders (default src), and for a package organised by business area, the
// folder of its areas and the shared pieces they may import besides their own folder (`areas`).
// A package folder missing here fails the run.
const dependencyRule = {
  format: { imports: [] },
  // The OpenTelemetry set-up the Node processes (storefront server, commerce-api) share.
  tracing: { imports: [], refuse: noUi('tracing is set up in Node processes: no UI library.') },
  'design-system': { imports: ['@nirmal/format'] },
  domain: {
    imports: ['@nirmal/format'],
    refuse: noUi(
      'the domain runs in the browser, on the server and in commerce-api, so it uses no UI library.',
    ),
  },
  'commerce-api': {
    imports: ['@nirmal/domain/contract', '@nirmal/format', '@nirmal/tracing'],
    refuse: noUi('commerce-api is a backend: no UI library.'),
    builtins: true,
    // Areas meet only in flows (src/flows/<flow>/, which may import modules and these pieces).
    areas: {
      folder: 'src/modules',
      shared: [
        'src/db',
        'src/http',
        'src/seed-data',
        'src/config.ts',
        'src/clock.ts',
        'src/logger.ts',
        'src/validation-messages.ts',
        'src/sms.ts',
        'src/one-time-codes.ts',
        'src/modules/module.ts',
      ],
    },
  },
  storefront: {
    imports: ['@nirmal/design-system', '@nirmal/domain', '@nirmal/format', '@nirmal/tracing'],
    sources: ['app', 'server'],
    builtins: true,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'storybook-static/**',
      '**/.react-router/**',
      '**/.data/**',
      'test-results/**',
      'test-reports/**',
      'playwright-report/**',
      'e2e/consumer/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls (a wide table on a phone) takes the focus, so the arrow keys can
      // scroll it: axe's scrollable-region-focusable asks for it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  ...dependencyPolicies(import.meta.dirname, dependencyRule).map(({ files, ignores, policy }) => ({
    files,
    ...(ignores && { ignores }),
    plugins: { nirmal: dependenciesPlugin },
    rules: { 'nirmal/dependencies': ['error', policy] },
  })),
);

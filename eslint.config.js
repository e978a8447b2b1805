// Lint for the whole workspace. Besides style and correctness it enforces the one-way
// dependency rule of ARCHITECTURE.md (the table below) and that each package imports only what its
// package.json declares; tests/lint/dependencies.test.ts keeps that true.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { dependenciesPlugin, dependencyPolicies } from './eslint/dependencies.js';

const ui = 'no React or UI library: it runs in the browser, on the server and in the backend.';
const noUi = Object.fromEntries(
  ['react', 'react-dom', 'react-router', 'mobx-react-lite', 'styled-components'].map((name) => [name, ui]),
);

// Which of our packages each package may import (an entry point, or every entry of a package).
// A package not in this table fails the lint run.
const dependencyRule = {
  format: { imports: [] },
  'design-system': { imports: ['@nirmal/format'] },
  domain: { imports: ['@nirmal/format'], refuse: noUi },
  'commerce-api': { imports: ['@nirmal/domain/contract', '@nirmal/format'], refuse: noUi, builtins: true },
  storefront: {
    imports: ['@nirmal/design-system', '@nirmal/domain', '@nirmal/format'],
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
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...dependencyPolicies(import.meta.dirname, dependencyRule).map(({ files, ignores, policy }) => ({
    files,
    ...(ignores && { ignores }),
    plugins: { nirmal: dependenciesPlugin },
    rules: { 'nirmal/dependencies': ['error', policy] },
  })),
);

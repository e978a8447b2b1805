// Lint for the whole workspace. Besides style and correctness it enforces the one-way
// dependency rule of ARCHITECTURE.md: storefront → design-system, domain;
// commerce-api → domain's contract only; design-system and domain import nothing of the UI above them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

const react = ['react', 'react-dom', 'react-dom/*', 'react-router', 'mobx-react-lite', 'styled-components'];

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
  {
    files: ['packages/design-system/src/**'],
    rules: forbid([['@nirmal/*', 'The design system imports nothing of ours: it is published on its own.']]),
  },
  {
    files: ['packages/domain/src/**'],
    rules: forbid(
      [
        react,
        'The domain imports no React or UI library: it runs in the browser, on the server and in the backend.',
      ],
      [
        ['@nirmal/design-system', '@nirmal/storefront', '@nirmal/commerce-api'],
        'The domain depends on none of our other packages.',
      ],
    ),
  },
  {
    files: ['packages/commerce-api/src/**'],
    rules: forbid(
      [
        ['@nirmal/domain', '@nirmal/domain/!(contract)'],
        'commerce-api uses only the contract: import from @nirmal/domain/contract.',
      ],
      [
        ['@nirmal/design-system', '@nirmal/storefront', ...react],
        'commerce-api is a backend: no UI imports.',
      ],
    ),
  },
  {
    files: ['packages/storefront/app/**', 'packages/storefront/server/**'],
    rules: forbid([
      ['@nirmal/commerce-api', '@nirmal/commerce-api/*'],
      'The storefront talks to commerce-api over HTTP only.',
    ]),
  },
  {
    files: ['packages/*/src/**', 'packages/storefront/app/**'],
    rules: forbid([
      ['**/packages/*/src/**', '../../*/src/**'],
      'Import another package by its name, never by a path into its source.',
    ]),
  },
);

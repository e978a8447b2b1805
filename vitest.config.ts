import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace: each package brings its own project
// (unit tests in Node, contract tests against a real commerce-api, story tests in Chromium), and
// the lint self-test checks the dependency rule.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'tests/contract/vitest.config.ts',
      'tests/lint/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});

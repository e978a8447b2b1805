import { defineConfig } from 'vitest/config';

// One Vitest run for the workspace: each package brings its own project
// (unit tests in Node, contract tests against a real commerce-api, story tests in Chromium).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'tests/contract/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});

import { defineProject } from 'vitest/config';

// Unit tests of the design system's logic (tokens, theme variables, value helpers) and of its
// build plugins. Components' behaviour and accessibility are tested through their stories in
// Chromium (project `storybook`).
export default defineProject({
  test: {
    name: 'design-system',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});

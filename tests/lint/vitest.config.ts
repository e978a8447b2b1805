import { defineProject } from 'vitest/config';

// Tests of the workspace's own tooling: the lint rules that keep the architecture true.
export default defineProject({
  test: {
    name: 'lint',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Loading the ESLint configuration (typescript-eslint and plugins) takes seconds on 2 cores.
    testTimeout: 30_000,
  },
});

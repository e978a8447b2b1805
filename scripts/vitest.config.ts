import { defineProject } from 'vitest/config';

// Tests of the scripts behind `pnpm start`, `pnpm build` and `pnpm test`, with real child processes.
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});

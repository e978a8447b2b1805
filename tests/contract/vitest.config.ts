import { defineProject } from 'vitest/config';

// The domain's clients against a real commerce-api on a free port with a fresh in-memory database.
export default defineProject({
  test: {
    name: 'contract',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    // Starting an embedded database takes seconds on a shared 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

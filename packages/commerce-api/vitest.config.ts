import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'commerce-api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated and seeded database is made once; each worker loads a copy and resets it per test.
    globalSetup: ['test/global-setup.ts'],
    // The tests share no global state but the database copy, which a worker keeps across files:
    // starting an embedded database is what costs time here.
    isolate: false,
    // A test that is a worker's first loads its database copy (seconds on a busy 2-core machine).
    testTimeout: 20_000,
  },
});

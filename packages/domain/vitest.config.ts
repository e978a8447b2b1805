import { defineProject } from 'vitest/config';

// Unit tests of the domain: rules, stores, the HTTP core and clients, next to the code they test.
export default defineProject({
  test: {
    name: 'domain',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests share no state (no singletons, no global MobX configuration): reuse workers across files.
    isolate: false,
  },
});

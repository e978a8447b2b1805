import { defineProject } from 'vitest/config';

// Unit tests of the storefront's server helpers (proxy, static files, compression, style injection).
export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
  },
});

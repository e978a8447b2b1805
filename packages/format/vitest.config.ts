import { defineProject } from 'vitest/config';

// Unit tests of the formatters and labels, next to the code they test.
export default defineProject({
  test: {
    name: 'format',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});

import { defineProject } from 'vitest/config';

// Checks over the repo's own source (import boundaries); fixtures are read by the tests, never run.
export default defineProject({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/fixtures/**'],
  },
});

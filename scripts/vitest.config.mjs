import { defineConfig } from 'vitest/config';

// Tests of the site's own Node scripts (security headers, static serving).
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});

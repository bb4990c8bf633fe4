import { defineProject } from 'vitest/config';

// Tests of the production site server (security headers, preload hints, static serving, api proxy).
export default defineProject({
  test: {
    name: 'site-server',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});

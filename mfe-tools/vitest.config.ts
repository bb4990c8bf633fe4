import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-tools',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-makeship',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

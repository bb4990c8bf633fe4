import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mfe-arcade',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

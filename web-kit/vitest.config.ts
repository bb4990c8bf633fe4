import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web-kit',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

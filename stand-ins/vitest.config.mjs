import { defineProject } from 'vitest/config';

// Tests of the local stand-ins for outside services (the game's ToonLink socket).
export default defineProject({
  test: {
    name: 'stand-ins',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});

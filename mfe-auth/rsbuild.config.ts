import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'build-preset/federation';

export default defineConfig(
  remoteConfig({
    name: 'auth',
    exposes: { './session': './src/session.ts', './consent': './src/consent.ts' },
    title: 'Accounts',
  }),
);

import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'shared-contracts/federation';

export default defineConfig(
  remoteConfig({
    name: 'auth',
    exposes: { './session': './src/session.ts', './consent': './src/consent.ts' },
    title: 'Accounts',
  }),
);

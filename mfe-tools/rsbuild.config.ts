import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'shared-contracts/federation';

export default defineConfig(remoteConfig({ name: 'tools', title: 'Game tools' }));

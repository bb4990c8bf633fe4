import { defineConfig } from '@rsbuild/core';
import { remoteConfig } from 'build-preset/federation';

export default defineConfig(remoteConfig({ name: 'arcade', title: 'Arcade' }));

import { defineConfig } from '@rsbuild/core';
import { shellConfig } from 'build-preset/federation';

export default defineConfig(shellConfig());

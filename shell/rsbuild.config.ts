import { defineConfig } from '@rsbuild/core';
import { shellConfig } from 'shared-contracts/federation';

export default defineConfig(shellConfig());

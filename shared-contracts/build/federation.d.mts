import type { RsbuildConfig } from '@rsbuild/core';
export declare const sharedSingletons: Record<string, { singleton: boolean; requiredVersion: false }>;
export declare const ports: {
  shell: 3000;
  auth: 3001;
  toons: 3002;
  makeship: 3003;
  arcade: 3004;
  tools: 3005;
};
export declare function remoteConfig(options: {
  name: 'auth' | 'toons' | 'makeship' | 'arcade' | 'tools';
  exposes?: Record<string, string>;
  title: string;
}): RsbuildConfig;
export declare function shellConfig(): RsbuildConfig;

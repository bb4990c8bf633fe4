import type { RsbuildConfig } from '@rsbuild/core';
export declare const sharedSingletons: Record<string, { singleton: boolean; requiredVersion: false }>;
/** Each part's dev and preview port, from the parts manifest (shared-contracts/parts.json). */
export declare const ports: Record<string, number>;
export declare function remoteConfig(options: {
  /** The remote's name in shared-contracts/parts.json. */
  name: string;
  exposes?: Record<string, string>;
  title: string;
}): RsbuildConfig;
export declare function shellConfig(): RsbuildConfig;

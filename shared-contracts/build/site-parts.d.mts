import type { z } from 'zod';
export interface SitePart {
  name: string;
  dir: string;
  port: number;
}
export interface SiteParts {
  parts: SitePart[];
  api: { port: number };
  authEmulator: { port: number };
  gameStandin: { port: number };
}
export declare const SitePartsSchema: z.ZodType<SiteParts>;
export declare const siteParts: SiteParts;
export declare const ports: Record<string, number>;
export declare const localRemoteManifests: Record<string, string>;
export declare function withLocalRemotes<Config extends Record<string, unknown>>(
  config: Config,
): Config & { remotes: unknown };

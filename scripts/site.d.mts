export interface RunningPart {
  name: string;
  dir: string;
  port: number;
  url: string;
  close: () => Promise<void>;
}
export interface RunningApi {
  url: string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}
export interface RunningGameStandin {
  url: string;
  stop: () => Promise<void>;
}
export interface RunningSite {
  emulatorUrl: string;
  gameStandin: RunningGameStandin;
  api: RunningApi;
  servers: RunningPart[];
  stop: () => Promise<void>;
}
export declare function startApi(options?: {
  env?: Record<string, string>;
  log?: (text: string) => void;
}): Promise<RunningApi>;
export declare function startGameStandin(options?: {
  port?: number;
  log?: (text: string) => void;
}): Promise<RunningGameStandin>;
export declare function serveParts(options?: { shellFiles?: Record<string, string> }): Promise<RunningPart[]>;
export declare function startSite(options?: {
  apiEnv?: Record<string, string>;
  log?: (text: string) => void;
}): Promise<RunningSite>;

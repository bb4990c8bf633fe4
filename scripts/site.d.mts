export interface RunningPart {
  name: string;
  dir: string;
  port: number;
  url: string;
  close: () => Promise<void>;
  /** Settles once the server has compressed the part's files (it does so in the background at start). */
  compressed: () => Promise<void>;
  /** Opens the part's server again on its port after close(). */
  reopen: () => Promise<void>;
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
  readonly api: RunningApi;
  restartApi: () => Promise<RunningApi>;
  servers: RunningPart[];
  stop: () => Promise<void>;
}
export declare function startApi(options?: {
  /** Defaults to API_PORT (3100). */
  port?: number;
  env?: Record<string, string>;
  log?: (text: string) => void;
}): Promise<RunningApi>;
export declare function startGameStandin(options?: {
  port?: number;
  log?: (text: string) => void;
}): Promise<RunningGameStandin>;
export declare function serveParts(options?: {
  shellFiles?: Record<string, string>;
  renditionUrl?: string;
}): Promise<RunningPart[]>;
export declare function startSite(options?: {
  apiEnv?: Record<string, string>;
  log?: (text: string) => void;
}): Promise<RunningSite>;

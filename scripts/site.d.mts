export interface RunningPart {
  name: string;
  dir: string;
  port: number;
  url: string;
  close: () => Promise<void>;
  /** Opens the part's server again on its port after close(). */
  reopen: () => Promise<void>;
  /** Serves the files of `root` (another build of the part) on its port; no root: its own dist again. */
  serveFrom: (root?: string) => Promise<void>;
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

export declare const MODES: readonly ['normal', 'slow', 'error', 'garbage', 'wrong-shape'];
export type StandinMode = (typeof MODES)[number];

export interface RunningStandin {
  url: string;
  setMode: (mode: StandinMode) => void;
  /** Closes the port: connections are refused, as when the game is down. */
  goOffline: () => Promise<void>;
  /** Opens the same port again. */
  goOnline: () => Promise<void>;
  close: () => Promise<void>;
}

export declare function startGameStandin(options?: {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Epoch seconds: the moment the made-up data describes. */
  now?: () => number;
  /** How late "slow" mode answers, in ms. */
  slowMs?: number;
}): Promise<RunningStandin>;

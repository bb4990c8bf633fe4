export type MalformedKind = 'invalid-json' | 'wrong-shape' | 'unexpected' | 'oversized';
export type ConsentAnswer = 'accept' | 'deny';
export declare const FIRST_PORT: number;
export declare const MAX_TOONS: number;
export declare const LOOPBACK_HOSTS: string[];
export declare const MALFORMED_KINDS: MalformedKind[];
export interface SimulatorOptions {
  toons?: number;
  firstPort?: number;
  /** Addresses to listen on (default `::1` and `127.0.0.1`, as the game does when it can). */
  hosts?: string[];
  /** One address to listen on (kept for older callers; `hosts` wins). */
  host?: string;
  /** 'ask': every prompt waits until {@link ToonLinkSimulator.answerPrompts}. */
  consent?: ConsentAnswer | 'ask';
  consentDelayMs?: number;
  /** Requests made before the player answered the prompt are dropped (the game may do this). */
  dropBeforeConsent?: boolean;
  /** False: the toon section has no `id` (the official doc lists none). Default true. */
  withIds?: boolean;
  tickMs?: number;
  malformed?: boolean;
  log?: (line: string) => void;
}
export interface SimulatedToon {
  port: number;
  id: string;
  name: string;
}
export interface ToonLinkSimulator {
  toons: SimulatedToon[];
  setConsent(consent: ConsentAnswer | 'ask'): void;
  /** Consent prompts waiting for the "player" (consent 'ask'). */
  pendingPrompts(): number;
  /** The "player" answers every waiting prompt; returns how many there were. */
  answerPrompts(answer: ConsentAnswer): number;
  /** Sockets on the port that the "player" allowed and that are still open. */
  connectedClients(port: number): number;
  /** Consent prompts the "player" denied so far. */
  deniedCount(): number;
  /** `all` answers sent so far (one per request answered). */
  answerCount(): number;
  /** Connections refused for a Host other than `localhost:<port>`. */
  wrongHostCount(): number;
  /** Changes the toon; nothing is sent until the page asks. */
  changeToon(
    port: number,
    kind?: 'fish' | 'golf' | 'task',
  ): { fish?: string | null; golf?: string; task?: string };
  /** The next answer on the port comes after a malformed frame. */
  sendMalformed(port: number, kind?: MalformedKind): void;
  closeToon(port: number): Promise<void>;
  stop(): Promise<void>;
}
export declare function startToonLinkSimulator(options?: SimulatorOptions): Promise<ToonLinkSimulator>;

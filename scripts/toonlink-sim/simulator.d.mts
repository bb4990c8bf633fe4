export type MalformedKind = 'invalid-json' | 'wrong-shape' | 'unexpected' | 'oversized';
export declare const FIRST_PORT: number;
export declare const MAX_TOONS: number;
export declare const MALFORMED_KINDS: MalformedKind[];
export interface SimulatorOptions {
  toons?: number;
  firstPort?: number;
  host?: string;
  consent?: 'accept' | 'deny';
  consentDelayMs?: number;
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
  setConsent(consent: 'accept' | 'deny'): void;
  /** Sockets on the port that the "player" allowed and that are still open. */
  connectedClients(port: number): number;
  /** Consent prompts the "player" denied so far. */
  deniedCount(): number;
  changeToon(port: number, kind?: 'fish' | 'golf'): { fish?: string | null; golf?: string };
  sendMalformed(port: number, kind?: MalformedKind): void;
  closeToon(port: number): Promise<void>;
  stop(): Promise<void>;
}
export declare function startToonLinkSimulator(options?: SimulatorOptions): Promise<ToonLinkSimulator>;

import {
  parseToonLinkFrame,
  TOONLINK_REQUEST_ALL,
  type ToonLinkEvent,
  type ToonLinkFrameError,
  type ToonLinkHello,
} from 'shared-contracts';
import { retryDelay } from './backoff';

/** How often a linked toon's data is asked for again (the 30 seconds). */
export const REFRESH_INTERVAL_MS = 30_000;

/**
 * How often the data is asked for until the game first answers. The game may drop a request made
 * before the player allowed the link (reference/game-apis.md), so the page asks again quickly
 * rather than waiting for the next refresh: data arrives about a second after the player allows.
 */
export const FIRST_ANSWER_RETRY_MS = 1_000;

/** What the site knows about one port. */
export type PortStatus =
  /** Trying to reach the port. */
  | 'connecting'
  /** No game there; `retryAt` says when it is tried again. */
  | 'no-game'
  /** A game answered; waiting for the player to allow the link in the game. */
  | 'awaiting-consent'
  /**
   * A game accepted the connection, then closed it before sending any data: the player refused the
   * link in the game's prompt. `retryAt` says when the page asks again (the prompt shows again).
   */
  | 'refused'
  /** The game sends the toon's data. */
  | 'linked'
  /** ToonLink is off. */
  | 'stopped';

/** The part of a WebSocket a port link uses (so tests can stand in for the browser's). */
export interface LinkSocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface PortLinkHandlers {
  onStatus(status: PortStatus, retryAt: number | null): void;
  /** A valid `all` event. */
  onEvent(event: ToonLinkEvent): void;
  /** A frame that was ignored (malformed, oversized or unexpected). */
  onIgnored(reason: ToonLinkFrameError): void;
  /** The socket closed after the game had sent data: the toon logged off or the window closed. */
  onUnlinked(): void;
}

export interface PortLinkOptions extends PortLinkHandlers {
  port: number;
  hello: ToonLinkHello;
  createSocket: (url: string) => LinkSocket;
  now?: () => number;
}

/**
 * One port of the game client: connects to `localhost` (the game listens on `::1` and `127.0.0.1`,
 * preferring IPv6, so the browser picks whichever answers), introduces the site, asks for all data
 * on open, again every {@link FIRST_ANSWER_RETRY_MS} until the game first answers, then every
 * {@link REFRESH_INTERVAL_MS}, and hands each valid frame on. A port without a game is tried again
 * later with growing waits, as is a game that closed the link unanswered (refused); a linked
 * socket that closes is reported as unlinked.
 */
export class PortLink {
  private socket: LinkSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Asks for data: every {@link FIRST_ANSWER_RETRY_MS} until the first answer, then every {@link REFRESH_INTERVAL_MS}. */
  private askTimer: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private hasData = false;
  private running = false;

  constructor(private readonly options: PortLinkOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes the socket and stops trying; reports unlinked when the toon was linked. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) this.detach(socket);
    socket?.close();
    if (this.hasData) this.options.onUnlinked();
    this.hasData = false;
    this.options.onStatus('stopped', null);
  }

  private connect(): void {
    this.retryTimer = null;
    this.options.onStatus('connecting', null);
    let socket: LinkSocket;
    try {
      socket = this.options.createSocket(`ws://localhost:${this.options.port}`);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.options.onStatus('awaiting-consent', null);
      this.send(this.options.hello);
      this.send(TOONLINK_REQUEST_ALL);
      this.askEvery(FIRST_ANSWER_RETRY_MS);
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      const refused = opened && !this.hasData;
      if (this.hasData) this.options.onUnlinked();
      // A game that closed before sending anything (consent refused) is asked again with the same
      // growing waits as an empty port, so its prompt is not shown over and over.
      this.failures = this.hasData ? 1 : this.failures + 1;
      this.hasData = false;
      this.scheduleRetry(refused ? 'refused' : 'no-game');
    };
  }

  private receive(data: unknown): void {
    const frame = parseToonLinkFrame(data);
    if (!frame.ok) {
      this.options.onIgnored(frame.reason);
      return;
    }
    if (!this.hasData) {
      this.hasData = true;
      this.failures = 0;
      this.askEvery(REFRESH_INTERVAL_MS);
      this.options.onStatus('linked', null);
    }
    this.options.onEvent(frame.event);
  }

  private send(frame: object): void {
    try {
      this.socket?.send(JSON.stringify(frame));
    } catch {
      // The socket closed under us; its close handler takes over.
    }
  }

  private askEvery(intervalMs: number): void {
    if (this.askTimer !== null) clearInterval(this.askTimer);
    this.askTimer = setInterval(() => this.send(TOONLINK_REQUEST_ALL), intervalMs);
  }

  private scheduleRetry(status: 'no-game' | 'refused' = 'no-game'): void {
    if (!this.running) return;
    const delay = retryDelay(Math.max(1, this.failures));
    const now = this.options.now?.() ?? Date.now();
    this.options.onStatus(status, now + delay);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    if (this.askTimer !== null) clearInterval(this.askTimer);
    this.retryTimer = null;
    this.askTimer = null;
  }

  private detach(socket: LinkSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}

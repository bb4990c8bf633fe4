import {
  parseToonLinkFrame,
  TOONLINK_REQUEST_ALL,
  type ToonLinkEvent,
  type ToonLinkFrameError,
  type ToonLinkHello,
} from 'shared-contracts/domain';
import { answerWait, REFRESH_INTERVAL_MS, unreadableWait } from './ask-pacing';
import { retryDelay } from './backoff';

export { FIRST_ANSWER_RETRY_MS, REFRESH_INTERVAL_MS } from './ask-pacing';

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
  /** The game answers, but its window is at the toon picker: no toon is logged in (`toon: null`). */
  | 'at-picker'
  /** The game answers, but nothing it sent so far could be read (malformed or oversized frames). */
  | 'unreadable'
  /** The browser blocks this site from reaching programs on this computer (Local Network Access). */
  | 'blocked'
  /** ToonLink is off. */
  | 'stopped';

/** A request the game has not answered yet: since when the page waits, and when it asks again. */
export interface AnswerWait {
  /** When the oldest request still unanswered was made (epoch ms). */
  since: number;
  /** When the page counts it lost and asks again (epoch ms). */
  nextAskAt: number;
  /** Requests made since the game last answered (1: the first one is still waiting). */
  asks: number;
}

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
  /** A request waits for its answer (null: none waits). */
  onWaiting?(wait: AnswerWait | null): void;
}

export interface PortLinkOptions extends PortLinkHandlers {
  port: number;
  hello: ToonLinkHello;
  createSocket: (url: string) => LinkSocket;
  now?: () => number;
}

/**
 * One port of the game client: connects to `localhost` (the game listens on `::1` and `127.0.0.1`,
 * preferring IPv6, so the browser picks whichever answers), introduces the site and asks for all
 * data, with at most one request waiting for its answer: a request unanswered for
 * {@link answerWait} counts as lost and is made again (the game may drop one made before the
 * player allowed the link), a frame the site cannot read is counted and the next request waits
 * {@link unreadableWait}, and {@link REFRESH_INTERVAL_MS} after each answer it asks again. A port
 * without a game is tried again later with growing waits, as is a game that closed the link
 * unanswered (refused); a linked socket that closes is reported as unlinked.
 */
export class PortLink {
  private socket: LinkSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** The next request: a refresh, or the one after an unreadable answer. */
  private askTimer: ReturnType<typeof setTimeout> | null = null;
  /** Counts the waiting request lost. */
  private lostTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The game sent a valid frame on this socket. */
  private hasData = false;
  /** The game sent any frame on this socket (it allowed the link). */
  private answered = false;
  private status: PortStatus = 'stopped';
  private wait: AnswerWait | null = null;
  private lost = 0;
  private unreadable = 0;
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
    this.resetSocketState();
    this.setStatus('stopped', null);
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private setStatus(status: PortStatus, retryAt: number | null): void {
    this.status = status;
    this.options.onStatus(status, retryAt);
  }

  private setWait(wait: AnswerWait | null): void {
    if (wait === null && this.wait === null) return;
    this.wait = wait;
    this.options.onWaiting?.(wait);
  }

  private resetSocketState(): void {
    this.hasData = false;
    this.answered = false;
    this.lost = 0;
    this.unreadable = 0;
    this.setWait(null);
  }

  private connect(): void {
    this.retryTimer = null;
    this.setStatus('connecting', null);
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
      this.setStatus('awaiting-consent', null);
      this.send(this.options.hello);
      this.ask();
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onerror = () => {};
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      const refused = opened && !this.answered;
      if (this.hasData) this.options.onUnlinked();
      // A game that closed before sending anything (consent refused) is asked again with the same
      // growing waits as an empty port, so its prompt is not shown over and over.
      this.failures = this.answered ? 1 : this.failures + 1;
      this.resetSocketState();
      this.scheduleRetry(refused ? 'refused' : 'no-game');
    };
  }

  /** Asks for all data; the request counts as lost when unanswered for {@link answerWait}. */
  private ask(): void {
    this.clearAskTimers();
    this.send(TOONLINK_REQUEST_ALL);
    const now = this.now();
    const wait = answerWait(this.lost, this.answered);
    this.lostTimer = setTimeout(() => {
      this.lostTimer = null;
      this.lost += 1;
      this.ask();
    }, wait);
    this.setWait({
      since: this.wait?.since ?? now,
      nextAskAt: now + wait,
      asks: (this.wait?.asks ?? 0) + 1,
    });
  }

  /** Asks again in `delayMs`, with no request waiting meanwhile. */
  private askIn(delayMs: number): void {
    this.clearAskTimers();
    this.askTimer = setTimeout(() => {
      this.askTimer = null;
      this.ask();
    }, delayMs);
  }

  /** The game answered (with a frame of any kind): no request waits now. */
  private answeredNow(): boolean {
    const wasWaiting = this.lostTimer !== null;
    this.answered = true;
    this.lost = 0;
    this.setWait(null);
    return wasWaiting;
  }

  private receive(data: unknown): void {
    const frame = parseToonLinkFrame(data);
    if (!frame.ok) {
      this.options.onIgnored(frame.reason);
      // An answer the site cannot read is not asked for again at once: the game would likely send
      // the same. A frame nobody asked for leaves the next request where it is.
      if (this.answeredNow()) {
        this.unreadable += 1;
        this.askIn(unreadableWait(this.unreadable));
      }
      if (!this.hasData && this.status !== 'unreadable') this.setStatus('unreadable', null);
      return;
    }
    this.answeredNow();
    this.unreadable = 0;
    this.hasData = true;
    this.failures = 0;
    this.askIn(REFRESH_INTERVAL_MS);
    const status = frame.event.data.toon == null ? 'at-picker' : 'linked';
    if (status !== this.status) this.setStatus(status, null);
    this.options.onEvent(frame.event);
  }

  private send(frame: object): void {
    try {
      this.socket?.send(JSON.stringify(frame));
    } catch {
      // The socket closed under us; its close handler takes over.
    }
  }

  private scheduleRetry(status: 'no-game' | 'refused' = 'no-game'): void {
    if (!this.running) return;
    const delay = retryDelay(Math.max(1, this.failures));
    this.setStatus(status, this.now() + delay);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private clearAskTimers(): void {
    if (this.askTimer !== null) clearTimeout(this.askTimer);
    if (this.lostTimer !== null) clearTimeout(this.lostTimer);
    this.askTimer = null;
    this.lostTimer = null;
  }

  private clearTimers(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.clearAskTimers();
  }

  private detach(socket: LinkSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }
}

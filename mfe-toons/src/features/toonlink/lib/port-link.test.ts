import { TOONLINK_REQUEST_ALL } from 'shared-contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_ANSWER_RETRY_MS,
  type LinkSocket,
  PortLink,
  type PortStatus,
  REFRESH_INTERVAL_MS,
} from './port-link';

class FakeSocket implements LinkSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  refuse() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

const hello = { authorization: 'a'.repeat(32), name: 'The Trinket Foundation' };
const allEvent = JSON.stringify({
  event: 'all',
  data: { toon: { id: 'TTID-ONE', name: 'Doctor Fizzlepop' } },
});

let sockets: FakeSocket[];
let statuses: PortStatus[];
let retryTimes: Array<number | null>;
let events: unknown[];
let ignored: string[];
let unlinked: number;
let link: PortLink;

function latest(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket yet');
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
  retryTimes = [];
  events = [];
  ignored = [];
  unlinked = 0;
  link = new PortLink({
    port: 1547,
    hello,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onStatus: (status, retryAt) => {
      statuses.push(status);
      retryTimes.push(retryAt);
    },
    onEvent: (event) => events.push(event),
    onIgnored: (reason) => ignored.push(reason),
    onUnlinked: () => {
      unlinked += 1;
    },
  });
});

afterEach(() => {
  link.stop();
  vi.useRealTimers();
});

describe('PortLink', () => {
  it('introduces the site, asks for all data, and asks again every 30 seconds', () => {
    link.start();
    expect(latest().url).toBe('ws://localhost:1547');
    latest().open();
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL]);
    expect(statuses.at(-1)).toBe('awaiting-consent');
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
    expect(events).toHaveLength(1);
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL]);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL, TOONLINK_REQUEST_ALL]);
  });

  it('connects to localhost, not an address, so a game on ::1 or 127.0.0.1 is found', () => {
    link.start();
    expect(new URL(latest().url).hostname).toBe('localhost');
  });

  it('asks again every second until the first answer (a request before consent may be dropped), then every 30 seconds', () => {
    link.start();
    latest().open();
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL]);
    // The player takes a few seconds to allow the link: the game dropped the early requests.
    vi.advanceTimersByTime(FIRST_ANSWER_RETRY_MS);
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL, TOONLINK_REQUEST_ALL]);
    vi.advanceTimersByTime(3 * FIRST_ANSWER_RETRY_MS);
    expect(latest().sent).toHaveLength(6);
    expect(FIRST_ANSWER_RETRY_MS).toBeLessThanOrEqual(2_000);
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(latest().sent).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toHaveLength(7);
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS);
    expect(latest().sent).toHaveLength(8);
  });

  it('reports a game that closes the link before answering as refused, not as no game, and asks again later', () => {
    vi.setSystemTime(0);
    link.start();
    latest().open();
    expect(statuses.at(-1)).toBe('awaiting-consent');
    latest().refuse();
    expect(statuses.at(-1)).toBe('refused');
    expect(retryTimes.at(-1)).toBe(1_000);
    expect(unlinked).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    // Refused again: the prompt is not shown over and over (growing waits).
    latest().open();
    latest().refuse();
    expect(statuses.at(-1)).toBe('refused');
    expect(retryTimes.at(-1)).toBe(3_000);
    // No game at all on the next try is said as such.
    vi.advanceTimersByTime(2_000);
    latest().refuse();
    expect(statuses.at(-1)).toBe('no-game');
  });

  it('ignores and counts malformed, oversized and unexpected frames, staying linked', () => {
    link.start();
    latest().open();
    latest().receive(allEvent);
    latest().receive('{not json');
    latest().receive(JSON.stringify({ event: 'something-else' }));
    latest().receive('x'.repeat(300_000));
    latest().receive(new ArrayBuffer(4));
    expect(ignored).toEqual(['invalid-json', 'invalid-shape', 'too-large', 'not-text']);
    expect(events).toHaveLength(1);
    expect(statuses.at(-1)).toBe('linked');
  });

  it('retries a port without a game with growing waits', () => {
    link.start();
    latest().refuse();
    expect(statuses.at(-1)).toBe('no-game');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().refuse();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    latest().refuse();
    vi.advanceTimersByTime(4_000);
    expect(sockets).toHaveLength(4);
  });

  it('reports the toon unlinked when a linked socket closes, then looks for a game again', () => {
    link.start();
    latest().open();
    latest().receive(allEvent);
    latest().refuse();
    expect(unlinked).toBe(1);
    expect(statuses.at(-1)).toBe('no-game');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('stop closes the socket, reports unlinked and never retries', () => {
    link.start();
    latest().open();
    latest().receive(allEvent);
    const socket = latest();
    link.stop();
    expect(socket.closed).toBe(true);
    expect(unlinked).toBe(1);
    expect(statuses.at(-1)).toBe('stopped');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(socket.sent).toHaveLength(2);
  });
});

import { TOONLINK_REQUEST_ALL } from 'shared-contracts/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AnswerWait,
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
/** What a game window at the toon picker sends: no toon, every other section null. */
const pickerEvent = JSON.stringify({ event: 'all', data: { toon: null, laff: null, location: null } });

let sockets: FakeSocket[];
let statuses: PortStatus[];
let retryTimes: Array<number | null>;
let events: unknown[];
let ignored: string[];
let unlinked: number;
let waits: Array<AnswerWait | null>;
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
  waits = [];
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
    onWaiting: (wait) => waits.push(wait),
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

  it('asks again after one second until the first answer (a request before consent may be dropped), then waits longer each time', () => {
    vi.setSystemTime(0);
    link.start();
    latest().open();
    expect(latest().sent).toEqual([hello, TOONLINK_REQUEST_ALL]);
    expect(waits.at(-1)).toEqual({ since: 0, nextAskAt: FIRST_ANSWER_RETRY_MS, asks: 1 });
    // The player reads the game's prompt: the requests made meanwhile are counted lost, one at a time.
    const askedAt: number[] = [];
    for (let ms = 1; ms <= 45_000; ms += 1) {
      const before = latest().sent.length;
      vi.advanceTimersByTime(1);
      if (latest().sent.length > before) askedAt.push(ms);
    }
    expect(askedAt).toEqual([1_000, 3_000, 7_000, 15_000, 25_000, 35_000, 45_000]);
    expect(waits.at(-1)).toEqual({ since: 0, nextAskAt: 55_000, asks: 8 });
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
    expect(waits.at(-1)).toBeNull();
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(latest().sent).toHaveLength(9);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toHaveLength(10);
  });

  it('keeps one request waiting for a slow game: a game answering in 10 s gets one refresh per answer', () => {
    link.start();
    latest().open();
    latest().receive(allEvent);
    // Five minutes of a game that answers each request ten seconds after it was made.
    const waiting: number[] = [];
    let requests = 0;
    let answers = 0;
    for (let second = 1; second <= 300; second += 1) {
      vi.advanceTimersByTime(1_000);
      const made = latest().sent.length - 2;
      for (; requests < made; requests += 1) waiting.push(second);
      if (waiting[0] === second - 10) {
        waiting.shift();
        latest().receive(allEvent);
        answers += 1;
      }
      expect(waiting.length).toBeLessThanOrEqual(1);
    }
    // Asked at 30, 70, 110... seconds: a refresh 30 s after each answer, 7 in 300 s, not 300.
    expect(requests).toBe(7);
    expect(answers).toBe(7);
  });

  it('counts an unanswered refresh lost after 15 s, then 30 s, then each minute, and says since when it waits', () => {
    vi.setSystemTime(0);
    link.start();
    latest().open();
    latest().receive(allEvent);
    const askedAt: number[] = [];
    for (let second = 1; second <= 300; second += 1) {
      const before = latest().sent.length;
      vi.advanceTimersByTime(1_000);
      if (latest().sent.length > before) askedAt.push(second);
    }
    expect(askedAt).toEqual([30, 45, 75, 135, 195, 255]);
    expect(waits.at(-1)).toEqual({ since: 30_000, nextAskAt: 315_000, asks: 6 });
    expect(statuses.at(-1)).toBe('linked');
    // A late answer ends the wait: the next request is a refresh 30 s later, not at once.
    latest().receive(allEvent);
    expect(waits.at(-1)).toBeNull();
    const sent = latest().sent.length;
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS - 1);
    expect(latest().sent).toHaveLength(sent);
    vi.advanceTimersByTime(1);
    expect(latest().sent).toHaveLength(sent + 1);
  });

  it('counts frames it cannot read and asks again after 2, 4, 8, 16, then 30 s, never at once', () => {
    link.start();
    latest().open();
    const tooBig = JSON.stringify({ event: 'all', data: { padding: 'x'.repeat(1_000_000) } });
    const askedAt: number[] = [0];
    for (let ms = 0; ms <= 90_000; ms += 500) {
      const before = latest().sent.length;
      vi.advanceTimersByTime(ms === 0 ? 0 : 500);
      if (latest().sent.length > before) askedAt.push(ms);
      // The game answers every request at once, with a frame over the size limit.
      if (latest().sent.length > before || ms === 0) latest().receive(tooBig);
    }
    expect(askedAt).toEqual([0, 2_000, 6_000, 14_000, 30_000, 60_000, 90_000]);
    expect(ignored).toHaveLength(7);
    expect(ignored.every((reason) => reason === 'too-large')).toBe(true);
    expect(statuses.at(-1)).toBe('unreadable');
    // Readable again: linked, and the waits start over.
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
  });

  it('a window at the toon picker is answering with no toon; a toon logging in links again', () => {
    link.start();
    latest().open();
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
    latest().receive(pickerEvent);
    expect(statuses.at(-1)).toBe('at-picker');
    expect(events).toHaveLength(2);
    expect(unlinked).toBe(0);
    vi.advanceTimersByTime(REFRESH_INTERVAL_MS);
    expect(latest().sent).toHaveLength(3);
    latest().receive(allEvent);
    expect(statuses.at(-1)).toBe('linked');
    // A socket that closes at the picker is not a refusal.
    latest().receive(pickerEvent);
    latest().refuse();
    expect(statuses.at(-1)).toBe('no-game');
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

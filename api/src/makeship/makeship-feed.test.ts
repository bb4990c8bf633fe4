import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createMakeshipFeed, MakeshipUnavailableError, SAMPLE_SOURCE } from './makeship-feed.js';
import { readSource } from './read-source.js';

const campaign = {
  title: 'Sample Plush',
  image: '/api/files/web/plush-cat.svg',
  url: 'https://makeship.example/products/sample',
  quantity: 10,
  raised: 299.9,
  endedAt: '2030-01-01T00:00:00.000Z',
  stretch: [{ goal: 5, title: 'Pin' }],
};

/** A feed over a scripted source and a clock the test moves. */
function setup(cacheSeconds = 60) {
  let clock = new Date('2026-01-01T00:00:00.000Z');
  const answers: Array<() => unknown> = [];
  let reads = 0;
  const logLines: Record<string, unknown>[] = [];
  const feed = createMakeshipFeed({
    source: 'https://makeship.example/campaigns.json',
    cacheSeconds,
    logger: createLogger('debug', (line) => logLines.push(JSON.parse(line))),
    now: () => clock,
    read: async () => {
      reads += 1;
      const next = answers.shift();
      if (!next) throw new Error('no scripted answer');
      return next();
    },
  });
  return {
    feed,
    logLines,
    answer: (value: unknown) => answers.push(() => value),
    fail: (message = 'connect ECONNREFUSED') =>
      answers.push(() => {
        throw new Error(message);
      }),
    advance: (seconds: number) => {
      clock = new Date(clock.getTime() + seconds * 1000);
    },
    reads: () => reads,
  };
}

describe('the Makeship feed', () => {
  it('serves what the source sent, then the cached copy until it expires', async () => {
    const source = setup(60);
    source.answer([campaign]);
    const first = await source.feed.get();
    expect(first).toEqual({
      campaigns: [campaign],
      fetchedAt: '2026-01-01T00:00:00.000Z',
      ageSeconds: 0,
      isSample: false,
      stale: false,
    });
    source.advance(30);
    expect((await source.feed.get()).ageSeconds).toBe(30);
    expect(source.reads()).toBe(1);

    source.answer({ campaigns: [{ ...campaign, quantity: 11 }] });
    source.advance(31);
    const refreshed = await source.feed.get();
    expect(refreshed.campaigns[0]?.quantity).toBe(11);
    expect(refreshed.ageSeconds).toBe(0);
    expect(source.reads()).toBe(2);
  });

  it('serves the last good data with its age when the source fails, and logs the failure', async () => {
    const source = setup(60);
    source.answer([campaign]);
    await source.feed.get();
    source.advance(120);
    source.fail('connect ECONNREFUSED');
    const fallback = await source.feed.get();
    expect(fallback).toMatchObject({ campaigns: [campaign], ageSeconds: 120, stale: true });
    expect(source.logLines).toContainEqual(
      expect.objectContaining({ level: 'warn', error: 'connect ECONNREFUSED', hasLastGood: true }),
    );

    // Recovers on the next good answer (after the short back-off).
    source.advance(10);
    source.answer([{ ...campaign, quantity: 12 }]);
    expect(await source.feed.get()).toMatchObject({ stale: false, ageSeconds: 0 });
  });

  it('rejects data of the wrong shape: never passed on, logged, the last good data kept', async () => {
    const source = setup(0);
    source.answer({ sample: true, campaigns: [campaign] });
    expect((await source.feed.get()).isSample).toBe(true);
    source.advance(10);
    source.answer([{ ...campaign, quantity: -5, url: 'javascript:alert(1)' }]);
    const served = await source.feed.get();
    expect(served.campaigns).toEqual([campaign]);
    expect(served.stale).toBe(true);
    const warning = source.logLines.find((line) => line.level === 'warn');
    expect(String(warning?.error)).toMatch(/wrong shape: campaigns\.0\.url: .*campaigns\.0\.quantity/);
  });

  it('has nothing to serve before the source ever answered well', async () => {
    const source = setup();
    source.answer({ campaigns: 'nope' });
    await expect(source.feed.get()).rejects.toBeInstanceOf(MakeshipUnavailableError);
  });

  it('shares one read between concurrent callers', async () => {
    const source = setup();
    source.answer([campaign]);
    const answers = await Promise.all([source.feed.get(), source.feed.get(), source.feed.get()]);
    expect(answers.map((answer) => answer.campaigns.length)).toEqual([1, 1, 1]);
    expect(source.reads()).toBe(1);
  });
});

describe('the shipped sample file', () => {
  it('is valid, marked as sample, and has current and past campaigns', async () => {
    expect(await readFile(SAMPLE_SOURCE, 'utf8')).toMatch(/SAMPLE DATA/);
    const feed = createMakeshipFeed({
      source: SAMPLE_SOURCE,
      cacheSeconds: 300,
      logger: createLogger('error', () => {}),
      read: readSource,
    });
    const { campaigns, isSample } = await feed.get();
    expect(isSample).toBe(true);
    const now = Date.now();
    expect(campaigns.some((entry) => Date.parse(entry.endedAt) > now)).toBe(true);
    expect(campaigns.some((entry) => Date.parse(entry.endedAt) <= now)).toBe(true);
  });
});

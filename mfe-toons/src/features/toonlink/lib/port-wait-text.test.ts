import { describe, expect, it } from 'vitest';
import { durationText, SLOW_ANSWER_NOTICE_MS, waitNotice } from './port-wait-text';

describe('durationText', () => {
  it('counts seconds up to two minutes, then minutes', () => {
    expect([0, 999, 12_400, 119_999, 120_000, 605_000].map(durationText)).toEqual([
      '0 s',
      '0 s',
      '12 s',
      '119 s',
      '2 min',
      '10 min',
    ]);
  });
});

describe('waitNotice', () => {
  const wait = { since: 100_000, nextAskAt: 130_000, asks: 3 };

  it('before the first answer, says the game waits for the prompt and how long the page has asked', () => {
    expect(waitNotice('awaiting-consent', wait, 112_000)).toEqual({
      text: 'The game sends nothing until you allow the link in its prompt. Waiting for 12 s (asked 3 times).',
      nextAskAt: 130_000,
    });
    expect(waitNotice('awaiting-consent', { ...wait, asks: 1 }, 100_000)?.text).toContain('(asked once)');
  });

  it('once linked, says the game allowed the link and for how long it has not answered', () => {
    expect(waitNotice('linked', wait, 112_000)).toEqual({
      text: 'The game allowed the link and has not answered for 12 s: what is shown is its last answer.',
      nextAskAt: 130_000,
    });
  });

  it('says nothing of a refresh answered at once, or when nothing waits', () => {
    expect(waitNotice('linked', wait, 100_000 + SLOW_ANSWER_NOTICE_MS - 1)).toBeNull();
    expect(waitNotice('linked', null, 500_000)).toBeNull();
    expect(waitNotice('no-game', wait, 500_000)).toBeNull();
  });
});

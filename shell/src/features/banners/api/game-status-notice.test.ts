import { describe, expect, it } from 'vitest';
import { gameStatusNotice } from './game-status-notice';

describe('the game status notice', () => {
  it('shows nothing while the game is open without a banner, or before the status is known', () => {
    expect(gameStatusNotice(null)).toBeNull();
    expect(gameStatusNotice({ open: true })).toBeNull();
    expect(gameStatusNotice({ open: true, banner: null })).toBeNull();
    expect(gameStatusNotice({ open: true, banner: '   ' })).toBeNull();
  });

  it('warns that the game is closed, with its banner when it has one', () => {
    expect(gameStatusNotice({ open: false })).toEqual({
      id: 'game-closed',
      text: 'Toontown Rewritten is closed right now.',
      tone: 'warning',
    });
    expect(gameStatusNotice({ open: false, banner: 'Back at 3 PM.' })).toMatchObject({
      text: 'Toontown Rewritten is closed right now: Back at 3 PM.',
      tone: 'warning',
    });
  });

  it("passes on the game website's banner while it is open", () => {
    expect(gameStatusNotice({ open: true, banner: 'Double jellybeans!' })).toMatchObject({
      text: 'From Toontown Rewritten: Double jellybeans!',
      tone: 'info',
    });
  });

  it('gives new words a new id (so a dismissed notice does not hide the next one) and the same words the same id', () => {
    const first = gameStatusNotice({ open: true, banner: 'One' })?.id;
    expect(gameStatusNotice({ open: true, banner: 'One' })?.id).toBe(first);
    expect(gameStatusNotice({ open: true, banner: 'Two' })?.id).not.toBe(first);
    expect(gameStatusNotice({ open: false, banner: 'One' })?.id).not.toBe(first);
    for (const id of [first, gameStatusNotice({ open: false, banner: 'x'.repeat(1000) })?.id]) {
      expect(id?.length).toBeLessThanOrEqual(64);
    }
  });
});

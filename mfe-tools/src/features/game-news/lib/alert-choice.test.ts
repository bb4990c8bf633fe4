import { gameFeedAlertsKey } from 'shared-contracts/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { readFeedAlertChoice, saveFeedAlertChoice } from './alert-choice';

afterEach(() => window.localStorage.clear());

describe('the game feed notification choice in browser storage', () => {
  it('is off with no note seen on a first visit', () => {
    expect(readFeedAlertChoice()).toEqual({ enabled: false, lastNoteId: null });
  });

  it('comes back as it was saved', () => {
    saveFeedAlertChoice({ enabled: true, lastNoteId: 12 });
    expect(JSON.parse(window.localStorage.getItem(gameFeedAlertsKey.key) ?? 'null')).toEqual({
      enabled: true,
      lastNoteId: 12,
    });
    expect(readFeedAlertChoice()).toEqual({ enabled: true, lastNoteId: 12 });
  });

  it('reads a damaged entry as off, field by field', () => {
    window.localStorage.setItem(gameFeedAlertsKey.key, JSON.stringify({ enabled: 'yes', lastNoteId: -3 }));
    expect(readFeedAlertChoice()).toEqual({ enabled: false, lastNoteId: null });
    window.localStorage.setItem(gameFeedAlertsKey.key, '{not json');
    expect(readFeedAlertChoice()).toEqual({ enabled: false, lastNoteId: null });
  });
});

import { describe, expect, it } from 'vitest';
import { type FeedWatch, feedAlerts, MAX_NOTE_ALERTS } from './feed-alerts';

const note = (noteId: number) => ({
  noteId,
  slug: `ttr-live-v1.${noteId}`,
  date: 'November 27, 2026 at 1:05 PM',
});
const fresh: FeedWatch = { open: null, lastNoteId: null };

describe('game feed notifications', () => {
  it('announce nothing on the first reading, only remember it', () => {
    const { alerts, next } = feedAlerts(fresh, { status: { open: false }, notes: [note(4), note(9)] });
    expect(alerts).toEqual([]);
    expect(next).toEqual({ open: false, lastNoteId: 9 });
  });

  it('announce the game closing, with its banner when it has one, then reopening', () => {
    const closed = feedAlerts(
      { open: true, lastNoteId: 1 },
      { status: { open: false, banner: 'Back at 3 PM.' } },
    );
    expect(closed.alerts).toEqual([
      { title: 'Toontown Rewritten has closed', body: 'Back at 3 PM.', tag: 'game-closed' },
    ]);
    const reopened = feedAlerts(closed.next, { status: { open: true } });
    expect(reopened.alerts.map((alert) => alert.title)).toEqual(['Toontown Rewritten is open again']);
    expect(reopened.next.open).toBe(true);
  });

  it('stay quiet while the status does not change, whatever its banner says', () => {
    expect(
      feedAlerts({ open: true, lastNoteId: null }, { status: { open: true, banner: 'News!' } }).alerts,
    ).toEqual([]);
  });

  it('announce each note newer than the last one told about, newest first, and remember the newest', () => {
    const { alerts, next } = feedAlerts(
      { open: true, lastNoteId: 5 },
      { notes: [note(7), note(5), note(6), note(2)] },
    );
    expect(alerts.map((alert) => alert.tag)).toEqual(['release-note-7', 'release-note-6']);
    expect(alerts[0]?.body).toBe('ttr-live-v1.7 (November 27, 2026 at 1:05 PM)');
    expect(next.lastNoteId).toBe(7);
  });

  it('announce at most a few notes after a long absence', () => {
    const notes = [10, 11, 12, 13, 14].map(note);
    expect(feedAlerts({ open: null, lastNoteId: 1 }, { notes }).alerts).toHaveLength(MAX_NOTE_ALERTS);
  });

  it('never go back to an older note when the list shrinks, nor announce from an empty list', () => {
    expect(feedAlerts({ open: null, lastNoteId: 8 }, { notes: [note(3)] })).toEqual({
      alerts: [],
      next: { open: null, lastNoteId: 8 },
    });
    expect(feedAlerts({ open: null, lastNoteId: 8 }, { notes: [] }).next.lastNoteId).toBe(8);
  });
});

import type { GameStatus } from 'shared-contracts';
import type { ReleaseNoteSummary } from 'shared-contracts/domain';

// What changed between two reads of the game's status and release notes, and which notifications
// that makes. Plain data in and out: the hook shows them and keeps what was seen.

export interface FeedAlert {
  title: string;
  body: string;
  /** One notification per event: a repeat with the same tag replaces it rather than stacking. */
  tag: string;
}

/** What the page last knew: the game's open state this visit, and the newest note told about (kept across visits). */
export interface FeedWatch {
  open: boolean | null;
  lastNoteId: number | null;
}

export interface FeedReading {
  status?: GameStatus;
  notes?: readonly ReleaseNoteSummary[];
}

/** At most this many notes are announced at once (after a long absence, the rest would only be noise). */
export const MAX_NOTE_ALERTS = 3;

/**
 * The notifications a new reading makes, and what is known after it. The first reading of each feed
 * only sets what was seen: a page never announces what was already so when it opened, and a
 * first visit never announces old notes.
 */
export function feedAlerts(watch: FeedWatch, reading: FeedReading): { alerts: FeedAlert[]; next: FeedWatch } {
  const alerts: FeedAlert[] = [];
  const next: FeedWatch = { ...watch };

  if (reading.status) {
    const open = reading.status.open;
    if (watch.open !== null && watch.open !== open) {
      alerts.push(
        open
          ? {
              title: 'Toontown Rewritten is open again',
              body: 'The game is open: you can log in.',
              tag: 'game-open',
            }
          : {
              title: 'Toontown Rewritten has closed',
              body:
                reading.status.banner || 'The game is closed for now, usually for maintenance or an update.',
              tag: 'game-closed',
            },
      );
    }
    next.open = open;
  }

  if (reading.notes && reading.notes.length > 0) {
    const newestId = Math.max(...reading.notes.map((note) => note.noteId));
    if (watch.lastNoteId !== null) {
      const lastSeen = watch.lastNoteId;
      const fresh = reading.notes
        .filter((note) => note.noteId > lastSeen)
        .sort((a, b) => b.noteId - a.noteId)
        .slice(0, MAX_NOTE_ALERTS);
      for (const note of fresh) {
        alerts.push({
          title: 'New release notes',
          body: `${note.slug} (${note.date})`,
          tag: `release-note-${note.noteId}`,
        });
      }
    }
    next.lastNoteId = Math.max(newestId, watch.lastNoteId ?? 0);
  }

  return { alerts, next };
}

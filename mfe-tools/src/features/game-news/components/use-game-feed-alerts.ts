import { useEffect, useRef, useState } from 'react';
import { useGameStatus } from '../api/get-game-status';
import { useReleaseNotes } from '../api/get-release-notes';
import { readFeedAlertChoice, saveFeedAlertChoice } from '../lib/alert-choice';
import { type FeedWatch, feedAlerts } from '../lib/feed-alerts';

export type AlertPermission = 'unsupported' | NotificationPermission;

function currentPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Browser notifications when the game closes or reopens, or a new release note is out, while the
 * site is open. Permission is asked only from `enable` (a click). The choice and the newest note
 * told about are kept for the next visit; notifications come back on by themselves only while the
 * browser still grants them, so a reload never prompts.
 */
export function useGameFeedAlerts() {
  const [stored] = useState(readFeedAlertChoice);
  const [enabled, setEnabled] = useState(() => stored.enabled && currentPermission() === 'granted');
  const [permission, setPermission] = useState<AlertPermission>(currentPermission);
  const watch = useRef<FeedWatch>({ open: null, lastNoteId: stored.lastNoteId });

  const status = useGameStatus(enabled).data?.data;
  const notes = useReleaseNotes({ watching: enabled, enabled }).data?.data;

  useEffect(() => {
    if (!enabled) return;
    const { alerts, next } = feedAlerts(watch.current, { status, notes });
    const noteMoved = next.lastNoteId !== watch.current.lastNoteId;
    watch.current = next;
    if (noteMoved) saveFeedAlertChoice({ enabled: true, lastNoteId: next.lastNoteId });
    if (currentPermission() !== 'granted') return;
    for (const alert of alerts) new Notification(alert.title, { body: alert.body, tag: alert.tag });
  }, [enabled, status, notes]);

  const enable = async () => {
    if (typeof Notification === 'undefined') return;
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    const on = answer === 'granted';
    setEnabled(on);
    if (on) {
      // The game's state from now on is what counts: nothing already so is announced.
      watch.current = { ...watch.current, open: null };
      saveFeedAlertChoice({ enabled: true, lastNoteId: watch.current.lastNoteId });
    }
  };

  const disable = () => {
    setEnabled(false);
    saveFeedAlertChoice({ enabled: false, lastNoteId: watch.current.lastNoteId });
  };

  return { enabled, permission, enable, disable };
}

import { useMemo, useState } from 'react';
import { newerSnapshot } from 'shared-contracts/domain';
import { Link, useParams, useRouteMetadata } from 'web-kit/area';
import { ToonsStatus } from '../../../components/toons-status';
import { unverifiedLinkKey, useToons } from '../../../lib/toons';
import { useToonLinkSetting } from '../hooks/use-toonlink-setting';
import { toonLinkSupport } from '../lib/browser-support';
import { readSnapshot } from '../lib/snapshots';
import { notificationPermission, readToonAlertsEnabled, writeToonAlertsEnabled } from '../lib/toon-alerts';
import { useToonLinkStore } from '../lib/toonlink-store';
import { DashboardSections } from './dashboard-sections';
import { RefusedValues } from './refused-values';
import { TaskInvasions } from './task-invasions';
import './toon-dashboard.css';

const support = toonLinkSupport(typeof navigator === 'undefined' ? '' : navigator.userAgent);

function timeText(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Opt-in notifications: permission is asked only when the player presses the button. */
function AlertsToggle() {
  const [enabled, setEnabled] = useState(
    () => readToonAlertsEnabled() && notificationPermission() === 'granted',
  );
  const [permission, setPermission] = useState(notificationPermission);
  if (permission === 'unsupported') return null;
  const turnOn = async () => {
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setPermission(answer);
    writeToonAlertsEnabled(answer === 'granted');
    setEnabled(answer === 'granted');
  };
  const turnOff = () => {
    writeToonAlertsEnabled(false);
    setEnabled(false);
  };
  return (
    <div className="dashboard-alerts">
      {enabled ? (
        <button type="button" className="button" onClick={turnOff}>
          Turn off notifications
        </button>
      ) : (
        <button type="button" className="button" onClick={() => void turnOn()}>
          Notify me when a task is complete or a watched Cog invades
        </button>
      )}
      <p className="fine-print">
        {enabled
          ? 'Notifications are on while ToonLink runs in this browser.'
          : permission === 'denied'
            ? 'This browser blocks notifications from this site: allow them in its site settings first.'
            : 'Off.'}{' '}
        The watched Cog is the one you chose on the <Link to="/cog-radar">Cog Radar</Link>.
      </p>
    </div>
  );
}

/** /toons/:id: everything the running game tells about one linked toon, or its last snapshot. */
export function ToonDashboardPage() {
  const { id = '' } = useParams();
  const state = useToons();
  const toon = state.toons.find((candidate) => candidate.id === id) ?? null;
  useRouteMetadata(toon ? { title: `${toon.name}: dashboard` } : {});
  // The area's layout runs the link while ToonLink is on.
  const [enabled] = useToonLinkSetting();

  const linkKey = toon ? (toon.toonId ?? unverifiedLinkKey(toon.id)) : null;
  const live = useToonLinkStore((store) =>
    linkKey === null
      ? null
      : (Object.values(store.ports).find((view) => view.status === 'linked' && view.linkKey === linkKey) ??
        null),
  );
  const liveAt = live?.lastUpdate ?? null;
  // Read again whenever the live data changes (the runner stores it first) or the game closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: liveAt and live say when to read again
  const kept = useMemo(() => (linkKey === null ? null : readSnapshot(linkKey)), [linkKey, liveAt, live]);
  // A registered player's account keeps one too (from any browser): the later read wins.
  const snapshot = newerSnapshot(kept, toon?.snapshot ?? null);
  const data = live?.live ?? snapshot?.data ?? null;

  return (
    <div className="page toon-dashboard">
      <h1>{toon ? toon.name : 'Toon dashboard'}</h1>
      <ToonsStatus state={state} />
      {!state.isLoading && !toon && (
        <p className="card" role="note">
          This Toon is not one of yours. See <Link to="/profile">Your Toons</Link>.
        </p>
      )}
      {toon && (
        <>
          <p className="dashboard-source" role="status">
            {live?.live && liveAt ? (
              <>
                <span className="badge badge--verified">Live</span> From the game,{' '}
                <time dateTime={liveAt}>{timeText(liveAt)}</time>
              </>
            ) : snapshot ? (
              <>
                <span className="badge">Last snapshot</span> The game is closed: this is what it sent at{' '}
                <time dateTime={snapshot.at}>{timeText(snapshot.at)}</time>
              </>
            ) : (
              <>No game data yet: play this Toon with ToonLink on.</>
            )}
          </p>
          {!enabled && support.supported && (
            <p className="fine-print">
              ToonLink is off. Turn it on at <Link to="/toonlink">ToonLink</Link> to see this Toon live.
            </p>
          )}
          <AlertsToggle />
          <RefusedValues linkKey={linkKey} />
          {data && <DashboardSections data={data} />}
          {data && <TaskInvasions toon={data.toon?.name ?? toon.name} tasks={data.tasks} />}
          <p className="fine-print">
            Gag thresholds and the track maximum (10,500) follow the original game’s source; the game’s own
            “next” figure wins where it sends one. Flowers and their jellybeans follow the same source.
          </p>
        </>
      )}
    </div>
  );
}

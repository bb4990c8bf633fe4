import '../release-status.css';
import { useEffect, useState } from 'react';
import type { ReleaseStatus } from 'shared-contracts/domain';
import { CogsErrorPage, usePageMetadata, useSession } from 'web-kit';
import { getReleaseStatus, isNotOperator } from '../api/get-release-status';
import { REMOTE_STATUS_PATH } from '../lib/status-path';
import { RemoteStatusCard } from './remote-status-card';

/** How often an open page reads the status again: an operator watching a canary sees it move. */
const REFRESH_MS = 30_000;

type Load =
  | { state: 'loading' }
  | { state: 'ready'; status: ReleaseStatus }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

function useReleaseStatus(enabled: boolean): { load: Load; refresh: () => void } {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the refresh trigger
  useEffect(() => {
    if (!enabled) return;
    const aborter = new AbortController();
    getReleaseStatus(aborter.signal).then(
      (status) => setLoad({ state: 'ready', status }),
      (error: unknown) => {
        if (aborter.signal.aborted) return;
        setLoad(
          isNotOperator(error)
            ? { state: 'refused' }
            : { state: 'failed', message: error instanceof Error ? error.message : String(error) },
        );
      },
    );
    const timer = window.setTimeout(() => setAttempt((value) => value + 1), REFRESH_MS);
    return () => {
      aborter.abort();
      window.clearTimeout(timer);
    };
  }, [enabled, attempt]);
  return { load, refresh: () => setAttempt((value) => value + 1) };
}

/**
 * The remotes' status for operators (moderators, the same claim as moderation): a page of the shell
 * itself, so it stays readable whichever remote is broken or being canaried. Everyone else gets the
 * site's one error page.
 */
export function ReleaseStatusPage({ onNeedsSession }: { onNeedsSession: () => void }) {
  usePageMetadata({
    title: 'Remote status',
    description:
      "Each remote's live and canary versions, how they load in players' browsers, and their history.",
    path: REMOTE_STATUS_PATH,
  });
  const session = useSession((state) => state.status);
  // Whether the visitor is a moderator is known only once the session is.
  useEffect(() => onNeedsSession(), [onNeedsSession]);
  const { load, refresh } = useReleaseStatus(session === 'registered');

  if (session === 'signed-out' || session === 'anonymous' || load.state === 'refused') {
    return <CogsErrorPage area="status" detail="operators only" />;
  }
  if (load.state === 'failed') return <CogsErrorPage area="status" detail={load.message} onRetry={refresh} />;
  return (
    <div className="page release-status">
      <h1>Remote status</h1>
      <p>
        Each remote's live and canary versions, how every version loaded in players' browsers, and what was
        released, made live or rolled back. For operators.
      </p>
      {load.state === 'loading' ? (
        <div className="spinner" role="status" aria-label="Loading the status">
          <span className="spinner__wheel" />
        </div>
      ) : (
        <>
          <p className="release-status__updated">
            As of <time dateTime={load.status.generatedAt}>{load.status.generatedAt.slice(11, 19)} UTC</time>{' '}
            <button type="button" className="button button--small" onClick={refresh}>
              Refresh
            </button>
          </p>
          {load.status.remotes.map((status) => (
            <RemoteStatusCard key={status.remote} status={status} windowMinutes={load.status.windowMinutes} />
          ))}
        </>
      )}
    </div>
  );
}

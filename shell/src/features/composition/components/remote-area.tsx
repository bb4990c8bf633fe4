import { useEffect, useRef, useState } from 'react';
import { CogsErrorPage, type TrackedEvent, useSession } from 'web-kit';
import { notePageContentShown } from '../../../lib/page-content-painted';
import { usePathname } from '../../../lib/router/hooks';
import { PathFrame } from '../../../lib/surfaces/path-frame';
import { noteAreaShown, reportAreaError } from '../../../lib/telemetry/area-reports';
import { areaContentPainted } from '../api/area-content-painted';
import { useRemoteModule } from '../api/use-remote-module';
import { ParcelHost } from './parcel-host';

/**
 * One area of the page, owned by a remote. Whatever goes wrong in it (load failure, a throw
 * while mounting or rendering) stays in it: the Cogs page shows here, the layout keeps working.
 */
export function RemoteArea({ remote, onNeedsSession }: { remote: string; onNeedsSession?: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [mountError, setMountError] = useState<Error | null>(null);
  const [mounted, setMounted] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const state = useRemoteModule(remote, attempt);
  const sessionLoading = useSession((session) => session.status === 'loading');
  const waitsForSession = state.status === 'ready' && !state.module.mountsBeforeSession;
  useEffect(() => {
    if (waitsForSession) onNeedsSession?.();
  }, [waitsForSession, onNeedsSession]);
  const live = state.status === 'ready' && !mountError;
  useEffect(() => {
    if (!live) return;
    noteAreaShown(remote);
    // A page of the remote that throws shows the Cogs page inside the area (web-kit's boundaries
    // track it as this remote's error_page): reported as the area's error, by remote and version.
    const onAnalytics = (event: Event) => {
      const { name, params } = (event as CustomEvent<TrackedEvent>).detail;
      if (name === 'error_page' && params.area === remote) reportAreaError(remote, undefined);
    };
    window.addEventListener('trinket:analytics', onAnalytics);
    return () => window.removeEventListener('trinket:analytics', onAnalytics);
  }, [live, remote]);

  const retry = () => {
    setMountError(null);
    setAttempt((value) => value + 1);
  };

  if (state.status === 'failed' || mountError) {
    const error = mountError ?? (state.status === 'failed' ? state.error : null);
    return <CogsErrorPage area={remote} detail={error?.message ?? 'unknown'} onRetry={retry} />;
  }
  if (state.status === 'loading') return <PathFrame pathname={pathname} />;
  // A remote that has not promised to cope with an unknown session waits for it, so its pages
  // never show signed-out content (or send to /login) a moment before the account is known.
  if (sessionLoading && waitsForSession) return <PathFrame pathname={pathname} />;
  return (
    <div ref={stage} className="remote-area__stage">
      <ParcelHost
        key={attempt}
        lifecycles={state.module.lifecycles}
        parcelProps={{}}
        onParcelError={(error) => {
          reportAreaError(remote, error);
          setMountError(error);
        }}
        onParcelMounted={() => {
          setMounted(true);
          // The shell's non-critical work (game status, session) waits for this page's first view.
          if (stage.current) void areaContentPainted(stage.current).then(notePageContentShown);
        }}
        className="remote-area"
        data-remote={remote}
      />
      {/* The frame stays on top until the remote has rendered beneath it: laid over the area, it
          moves nothing when the remote's page arrives or when it goes. Only its picture: the page
          beneath already has the heading. */}
      {mounted ? null : (
        <div className="remote-area__cover" aria-hidden="true" inert>
          <PathFrame pathname={pathname} pictureOnly />
        </div>
      )}
    </div>
  );
}

import { matchRoute, usePageMetadata } from 'shared-contracts';
import { start } from 'single-spa';
import { Redirect } from '../../../lib/router/redirect';
import { RemoteArea } from './remote-area';

// Without urlRerouteOnly a remote's own navigation changes the URL but not the shell's router.
start({ urlRerouteOnly: true });

/** Picks the remote that owns the current path; unknown paths go home. */
export default function AreaSwitch({
  pathname,
  onNeedsSession,
}: {
  pathname: string;
  /** Called when the area cannot show anything before the session is known. */
  onNeedsSession?: () => void;
}) {
  const entry = matchRoute(pathname);
  usePageMetadata({ title: entry?.title ?? 'Home', description: entry?.description ?? '', path: pathname });
  if (!entry) return <Redirect to="/" />;
  return <RemoteArea key={entry.remote} remote={entry.remote} onNeedsSession={onNeedsSession} />;
}

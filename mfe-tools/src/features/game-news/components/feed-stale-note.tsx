import { DataAge } from '../../../components/data-age';

/** A warning when what is shown is an old copy; nothing while it is fresh (the feeds change seldom). */
export function FeedStaleNote({
  snapshot,
  refreshFailed,
}: {
  snapshot: { ageSeconds: number; stale: boolean };
  refreshFailed: boolean;
}) {
  if (!snapshot.stale && !refreshFailed) return null;
  return <DataAge snapshot={snapshot} refreshFailed={refreshFailed} />;
}

import {
  type GameSnapshot,
  type ReleaseNotesList,
  ReleaseNotesListSnapshotSchema,
} from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { feedWatchRefresh } from './feed-watch-refresh';

/** The game's newest release notes, without bodies (`GET /api/game/release-notes`). */
export function getReleaseNotes(signal?: AbortSignal): Promise<GameSnapshot<ReleaseNotesList>> {
  return apiClient().get('/game/release-notes', {
    auth: false,
    schema: ReleaseNotesListSnapshotSchema,
    signal,
  });
}

export function releaseNotesQueryOptions() {
  return queryOptions({
    queryKey: ['game', 'release-notes'],
    queryFn: ({ signal }) => getReleaseNotes(signal),
  });
}

/**
 * Asked again every 30 s while the tab is visible; with notifications on (`watching`), also in the
 * background. `enabled: false` does not ask at all.
 */
export function useReleaseNotes({ watching = false, enabled = true } = {}) {
  return useQuery({ ...releaseNotesQueryOptions(), enabled, ...feedWatchRefresh(watching) });
}

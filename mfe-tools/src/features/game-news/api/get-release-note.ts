import { type GameSnapshot, type ReleaseNote, ReleaseNoteSnapshotSchema } from 'shared-contracts/domain';
import { apiClient } from 'web-kit';
import { queryOptions, useQuery } from 'web-kit/area';
import { isFeedId } from '../lib/feed-id';
import { retryUnlessRefused } from './not-found';

/** One release note, its body sanitized by the api (`GET /api/game/release-notes/:id`); 404 when unknown. */
export function getReleaseNote(id: string, signal?: AbortSignal): Promise<GameSnapshot<ReleaseNote>> {
  return apiClient().get(`/game/release-notes/${encodeURIComponent(id)}`, {
    auth: false,
    schema: ReleaseNoteSnapshotSchema,
    signal,
  });
}

export function releaseNoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['game', 'release-notes', id],
    queryFn: ({ signal }) => getReleaseNote(id, signal),
    retry: retryUnlessRefused,
    // An id that cannot name anything is not asked for: the page shows "not found" at once.
    enabled: isFeedId(id),
  });
}

export function useReleaseNote(id: string) {
  return useQuery(releaseNoteQueryOptions(id));
}

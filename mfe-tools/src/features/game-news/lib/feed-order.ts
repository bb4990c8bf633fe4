import type { NewsPostSummary, ReleaseNoteSummary } from 'shared-contracts/domain';

// The game's ids grow with time, so the highest id is the newest post: its dates are text in
// words and do not sort. The api already serves newest first; the pages do not rely on it.

export function newestPostsFirst(posts: readonly NewsPostSummary[]): NewsPostSummary[] {
  return [...posts].sort((a, b) => b.postId - a.postId);
}

export function newestNotesFirst(notes: readonly ReleaseNoteSummary[]): ReleaseNoteSummary[] {
  return [...notes].sort((a, b) => b.noteId - a.noteId);
}

import { useModerationAction } from './moderation-action';

/** Shows a hidden toon in Top Toons again (`POST /api/moderation/toons/:id/unhide`). */
export function useUnhideToon() {
  return useModerationAction(
    'unhide-toon',
    (toonId) => `/moderation/toons/${encodeURIComponent(toonId)}/unhide`,
  );
}

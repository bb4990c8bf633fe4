import { useModerationAction } from './moderation-action';

/** Hides a toon from Top Toons with a reason its owner reads (`POST /api/moderation/toons/:id/hide`). */
export function useHideToon() {
  return useModerationAction('hide-toon', (toonId) => `/moderation/toons/${encodeURIComponent(toonId)}/hide`);
}

import { useModerationAction } from './moderation-action';

/** Shows a hidden account's toons in Top Toons again (`POST /api/moderation/accounts/:uid/unhide`). */
export function useUnhideAccount() {
  return useModerationAction(
    'unhide-account',
    (uid) => `/moderation/accounts/${encodeURIComponent(uid)}/unhide`,
  );
}

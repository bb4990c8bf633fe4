import { useModerationAction } from './moderation-action';

/** Hides every toon of an account from Top Toons (`POST /api/moderation/accounts/:uid/hide`). */
export function useHideAccount() {
  return useModerationAction('hide-account', (uid) => `/moderation/accounts/${encodeURIComponent(uid)}/hide`);
}

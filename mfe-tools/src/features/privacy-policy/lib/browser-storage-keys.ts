/**
 * What this site keeps in the browser, key by key, as the privacy policy lists it. Keep in step
 * with the code: every key the site writes starts with `trinket.` (grep for it).
 */
export type StoredKey = { key: string; where: 'localStorage' | 'sessionStorage'; holds: string };

export const BROWSER_STORAGE_KEYS: readonly StoredKey[] = [
  {
    key: 'trinket.toons.visitor',
    where: 'localStorage',
    holds: 'The Toons you track while signed out: names, fish, buckets, golf, racing and rewards.',
  },
  {
    key: 'trinket.toons.<guest account id>',
    where: 'localStorage',
    holds: 'The Toons you track as a guest, until you sign up and they move to your account.',
  },
  { key: 'trinket.selectedToon', where: 'localStorage', holds: 'Which of your Toons the pages show.' },
  { key: 'trinket.fishingPreferences', where: 'localStorage', holds: 'Your fishing page settings.' },
  {
    key: 'trinket.cookieConsent.<account id or visitor>',
    where: 'localStorage',
    holds: 'Your answer to the cookie notice and when you gave it.',
  },
  { key: 'trinket.dismissedBanners', where: 'localStorage', holds: 'Which site notices you have closed.' },
  {
    key: 'trinket.radarAlerts',
    where: 'localStorage',
    holds: 'The Cog you asked the Cog Radar to watch for, and whether its notifications were on.',
  },
  {
    key: 'firebase:authUser:…',
    where: 'localStorage',
    holds: 'Your sign-in, kept by Firebase Authentication so you stay signed in.',
  },
];

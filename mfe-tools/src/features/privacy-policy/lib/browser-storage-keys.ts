/**
 * What this site keeps in the browser, key by key, as the privacy policy lists it. Every key the site
 * writes starts with `trinket.`; `tools/storage-keys` fails when the code names one this list lacks.
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
    key: 'trinket.toonlink',
    where: 'localStorage',
    holds: 'Whether you switched ToonLink on, so it comes back on by itself.',
  },
  {
    key: 'trinket.toonlink.authorization',
    where: 'sessionStorage',
    holds: 'A random code this tab shows the game when ToonLink connects, gone when the tab closes.',
  },
  {
    key: 'trinket.toonSnapshots',
    where: 'localStorage',
    holds:
      'The last data the game sent about each linked Toon (gags, tasks, Cog suits, garden, laff, beans), for its dashboard.',
  },
  {
    key: 'trinket.toonRefusals',
    where: 'localStorage',
    holds:
      'The values the game sent about a linked Toon that the site could not save, and why, for its dashboard.',
  },
  {
    key: 'trinket.toonlink.windows',
    where: 'localStorage',
    holds:
      'Which Toon each game window was, and the Toons you said are one, so two windows with one name stay apart.',
  },
  {
    key: 'trinket.toonAlerts',
    where: 'localStorage',
    holds: 'Whether you turned on notifications about your linked Toons (finished tasks, watched invasions).',
  },
  {
    key: 'trinket.taskInvasionAlerts',
    where: 'localStorage',
    holds: 'Whether you turned on notifications of invasions that count for your Toons’ tasks.',
  },
  {
    key: 'trinket.arcade.records',
    where: 'localStorage',
    holds: 'Your best arcade results while signed out.',
  },
  { key: 'trinket.arcade.settings', where: 'localStorage', holds: 'Your arcade settings (such as sound).' },
  {
    key: 'firebase:authUser:…',
    where: 'localStorage',
    holds: 'Your sign-in, kept by Firebase Authentication so you stay signed in.',
  },
];

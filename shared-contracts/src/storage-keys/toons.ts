import { signedOutOwner, storageKey, storageKeyFamily } from './storage-key.js';

// The keys mfe-toons writes (others, such as the Cog Radar, may read them through these entries).

/** One record of Toons per owner: see `toonRecordKey`. */
export const toonRecordKeys = /* @__PURE__ */ storageKeyFamily(
  'trinket.toons.',
  `${signedOutOwner} or guest account id`,
  {
    kind: 'localStorage',
    writtenBy: 'toons',
    holds:
      'The Toons you track while signed out or as a guest (names, fish, buckets, golf, racing and rewards), until you sign up and they move to your account.',
  },
);

/** The key of an owner's record of Toons (`uid` null for a signed-out visitor). */
export function toonRecordKey(uid: string | null): string {
  return toonRecordKeys.keyFor(uid ?? signedOutOwner);
}

export const selectedToonKey = /* @__PURE__ */ storageKey('trinket.selectedToon', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds: 'Which of your Toons the pages show.',
});

export const fishingPreferencesKey = /* @__PURE__ */ storageKey('trinket.fishingPreferences', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds: 'Your fishing page settings.',
});

export const toonLinkSettingKey = /* @__PURE__ */ storageKey('trinket.toonlink', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds: 'Whether you switched ToonLink on, so it comes back on by itself.',
});

export const toonLinkAuthorizationKey = /* @__PURE__ */ storageKey('trinket.toonlink.authorization', {
  kind: 'sessionStorage',
  writtenBy: 'toons',
  holds: 'A random code this tab shows the game when ToonLink connects, gone when the tab closes.',
});

export const toonSnapshotsKey = /* @__PURE__ */ storageKey('trinket.toonSnapshots', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds:
    'The last data the game sent about each linked Toon (gags, tasks, Cog suits, garden, laff, beans), for its dashboard.',
});

export const toonRefusalsKey = /* @__PURE__ */ storageKey('trinket.toonRefusals', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds:
    'The values the game sent about a linked Toon that the site could not save, and why, for its dashboard.',
});

export const toonLinkWindowsKey = /* @__PURE__ */ storageKey('trinket.toonlink.windows', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds:
    'Which Toon each game window was, and the Toons you said are one, so two windows with one name stay apart.',
});

export const toonAlertsKey = /* @__PURE__ */ storageKey('trinket.toonAlerts', {
  kind: 'localStorage',
  writtenBy: 'toons',
  holds: 'Whether you turned on notifications about your linked Toons (finished tasks, watched invasions).',
});

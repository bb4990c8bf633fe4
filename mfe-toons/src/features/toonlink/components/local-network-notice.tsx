import { useId } from 'react';
import type { LocalNetworkAccess } from '../lib/local-network-access';

/** How to allow a blocked site, in Chrome's words (its site settings name the permission "Apps on device"). */
export const ALLOW_IN_SETTINGS =
  'In Chrome: click the site information icon at the left of the address bar, choose Site settings, and set “Apps on device” to Allow. In another browser, allow this site to reach apps on this device (or the local network) in its site permissions.';

/**
 * What the browser's Local Network Access permission means for ToonLink, next to the switch:
 * before the first connection, that the browser will ask and why; once blocked, that every game
 * window is out of reach and how to allow it. Nothing when allowed or when the browser has no such
 * permission.
 */
export function LocalNetworkNotice({ access }: { access: LocalNetworkAccess }) {
  const headingId = useId();
  // Shown while the browser is still being asked too: most browsers on a public site answer
  // "prompt", and a note that appeared a moment after the page would push everything below it down.
  if (access === 'prompt' || access === 'checking') {
    return (
      <p className="card" role="note">
        <strong>Your browser asks first.</strong> When ToonLink first connects, your browser asks whether this
        site may access other apps and services on this device. Allow it: the game’s link runs on this
        computer, and this page can only reach it with that permission. It is used for the game’s ports only.
      </p>
    );
  }
  if (access !== 'denied') return null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your browser blocks ToonLink</h2>
      <p>
        This browser does not let this site reach apps on this device, and the game’s link is one of them:
        every game window is out of reach, whether a game is running or not. {ALLOW_IN_SETTINGS} ToonLink
        connects as soon as it is allowed.
      </p>
    </section>
  );
}

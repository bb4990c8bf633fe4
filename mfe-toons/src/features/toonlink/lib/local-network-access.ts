// Chrome's Local Network Access (Chrome 142 and later; for WebSockets since Chrome 147): a site on
// the internet that connects to `ws://localhost` needs the player's permission, asked once by the
// browser. Once blocked, every socket to the game fails before reaching it, which looks exactly
// like a port without a game. Sources: the WICG Local Network Access draft
// (wicg.github.io/local-network-access, "loopback-network" permission) and Chrome's guide
// (developer.chrome.com/blog/local-network-access). Chrome 145 split the first permission,
// "local-network-access", into "local-network" and "loopback-network", keeping the old name as an
// alias; `localhost` is the loopback one.

/** What the browser says about this site reaching programs on this computer. */
export type LocalNetworkAccess =
  /** Not known yet (the browser is asked). */
  | 'checking'
  /** Allowed: sockets to the game are not held back. */
  | 'granted'
  /** The browser asks the player on the first connection (or the site is on this computer). */
  | 'prompt'
  /** Blocked by the player (or a policy): every socket to the game fails. */
  | 'denied'
  /** This browser has no such permission to read: connections go or fail by themselves. */
  | 'unsupported';

/** The permission names to ask about, newest first: Chrome 145+, then Chrome 142-144. */
export const LOOPBACK_PERMISSION_NAMES: readonly string[] = ['loopback-network', 'local-network-access'];

/** The part of a `PermissionStatus` read here. */
export interface PermissionStatusLike {
  readonly state: string;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The part of `navigator.permissions` used here (a browser that does not know a name rejects). */
export interface PermissionsLike {
  query(descriptor: { name: string }): Promise<PermissionStatusLike>;
}

const STATES: ReadonlySet<string> = new Set(['granted', 'prompt', 'denied']);

/** A permission state as this module knows it; anything else the browser might say is unsupported. */
export function accessFromState(state: unknown): LocalNetworkAccess {
  return typeof state === 'string' && STATES.has(state) ? (state as LocalNetworkAccess) : 'unsupported';
}

async function queryFirstKnown(permissions: PermissionsLike): Promise<PermissionStatusLike | null> {
  for (const name of LOOPBACK_PERMISSION_NAMES) {
    try {
      return await permissions.query({ name });
    } catch {
      // Not a permission this browser knows: try the older name.
    }
  }
  return null;
}

/**
 * Reads the permission for `localhost` and reports it, then again on each change (the player
 * answers the prompt or changes the site's settings). Returns a function that stops watching.
 */
export function watchLocalNetworkAccess(
  permissions: PermissionsLike | undefined,
  report: (access: LocalNetworkAccess) => void,
): () => void {
  let stopped = false;
  let stopWatching = () => {};
  if (!permissions || typeof permissions.query !== 'function') {
    report('unsupported');
    return () => {};
  }
  queryFirstKnown(permissions).then(
    (status) => {
      if (stopped) return;
      if (!status) {
        report('unsupported');
        return;
      }
      const onChange = () => report(accessFromState(status.state));
      status.addEventListener('change', onChange);
      stopWatching = () => status.removeEventListener('change', onChange);
      onChange();
    },
    () => {
      if (!stopped) report('unsupported');
    },
  );
  return () => {
    stopped = true;
    stopWatching();
  };
}

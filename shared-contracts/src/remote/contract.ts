/** The module path every remote exposes through Module Federation: `<remote>/remote`. */
export const remoteExposeKey = './remote';

/** Props the shell passes to a remote's parcel. */
export interface RemoteMountProps {
  /** Called when the remote's own error boundary catches something, so the shell can log it. */
  onAreaError?: (error: Error) => void;
}

/**
 * What the shell passes each lifecycle besides a part's own props: the element to render into,
 * and a name unique to this mount (single-spa-react keeps each mounted root under it).
 */
export interface ParcelProps {
  name: string;
  domElement: HTMLElement;
}

/**
 * A parcel: the lifecycles single-spa-react builds around a React root. The shell calls them
 * itself (web-kit's `mountParcel`): bootstrap, then mount; unmount when the area goes.
 * Methods rather than function properties: a builder may take more props than the shell gives.
 */
export interface ParcelLifecycles<Props extends object> {
  bootstrap(props: Props & ParcelProps): Promise<unknown>;
  mount(props: Props & ParcelProps): Promise<unknown>;
  unmount(props: Props & ParcelProps): Promise<unknown>;
}

/** What a remote exposes to the shell: its parcel's lifecycles plus the paths it serves. */
export interface RemoteModule {
  /** The remote's name, as `config.json` and its `routes.json` give it. */
  name: string;
  paths: readonly string[];
  lifecycles: ParcelLifecycles<RemoteMountProps>;
  /**
   * True when every page of the remote copes with a session that is still loading (it shows
   * nothing that depends on the account until the session is known), so the shell mounts it at
   * once instead of waiting for sign-in to start. Absent means the shell waits.
   */
  mountsBeforeSession?: boolean;
}

/** Whether a value has a parcel's three lifecycles (what the shell calls: see `ParcelLifecycles`). */
function hasParcelLifecycles(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const lifecycles = value as Partial<ParcelLifecycles<object>>;
  return (
    typeof lifecycles.bootstrap === 'function' &&
    typeof lifecycles.mount === 'function' &&
    typeof lifecycles.unmount === 'function'
  );
}

/** A narrowing check for what came over the federation boundary. */
export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return (
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.paths) &&
    (candidate.mountsBeforeSession === undefined || typeof candidate.mountsBeforeSession === 'boolean') &&
    hasParcelLifecycles(candidate.lifecycles)
  );
}

/** The module mfe-auth exposes as `auth/session`: starts the auth provider and feeds the session store. */
export interface AuthSessionModule {
  /** Starts listening to the auth provider; returns a function that stops it. */
  startSession: () => () => void;
}

export function isAuthSessionModule(value: unknown): value is AuthSessionModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AuthSessionModule>).startSession === 'function'
  );
}

/** A non-routed piece a remote lends to the shell's layout, mounted as a parcel. */
export interface WidgetModule {
  lifecycles: ParcelLifecycles<Record<string, never>>;
}

export function isWidgetModule(value: unknown): value is WidgetModule {
  if (typeof value !== 'object' || value === null) return false;
  return hasParcelLifecycles((value as Partial<WidgetModule>).lifecycles);
}

// The operations behind /api/releases: each checks what it needs, then switches in one transaction.
// Promote and canary check the version's published files again at the moment they switch (a
// recorded version's files may since have gone), and its paths against the other remotes' now.
import type { Kysely } from 'kysely';
import type { RemoteChannelState } from 'shared-contracts/domain';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { readChannelState } from './channels.js';
import { checkNoConflicts, checkPublishedRelease, type ReleaseCheckOptions } from './release-checks.js';
import { rollBackCanary } from './roll-back-canary.js';
import { servedSurfaces } from './served-surfaces.js';
import {
  type Operation,
  promote,
  recordRelease,
  requireRelease,
  rollBack,
  startCanary,
  unknownRemote,
} from './switches.js';

/** How long a remote's file may take to answer a check. */
export const RELEASE_FETCH_TIMEOUT_MS = 5_000;

export interface ReleaseServiceDeps extends ReleaseCheckOptions {
  db: Kysely<Database>;
  /** Called after every switch (the live read's cache drops its copy). */
  onSwitch?: () => void;
}

export function releaseService({ db, onSwitch = () => {}, ...checks }: ReleaseServiceDeps) {
  const knownRemote = (remote: string) => {
    if (!Object.hasOwn(checks.origins, remote)) throw unknownRemote(remote);
  };

  /** The version's manifest: the one recorded, or `manifestUrl`, recorded now once it passes its checks. */
  async function checkedVersion(operation: Operation, version: string, manifestUrl: string | undefined) {
    const known = manifestUrl === undefined ? await requireRelease(db, operation.remote, version) : undefined;
    const url = known?.manifest_url ?? manifestUrl ?? '';
    const checked = await checkPublishedRelease(operation.remote, url, checks);
    if (!known) await recordRelease(db, operation, { version, manifestUrl: url, contract: checked.contract });
    return checked;
  }

  /** Every check before a version is served to anyone (promote or canary): the version's own, then no path of another remote's. */
  async function checkedForServing(operation: Operation, version: string, manifestUrl: string | undefined) {
    knownRemote(operation.remote);
    const { surface } = await checkedVersion(operation, version, manifestUrl);
    checkNoConflicts(
      operation.remote,
      surface,
      await servedSurfaces(db, checks.origins, checks.fetchTimeoutMs, operation.remote),
    );
  }

  const switched = async (remote: string): Promise<RemoteChannelState> => {
    onSwitch();
    return readChannelState(db, remote);
  };

  return {
    knownRemote,

    /** Records a published version after checking its files; true when it is new. */
    async register(operation: Operation, version: string, manifestUrl: string): Promise<boolean> {
      knownRemote(operation.remote);
      const checked = await checkPublishedRelease(operation.remote, manifestUrl, checks);
      return recordRelease(db, operation, { version, manifestUrl, contract: checked.contract });
    },

    async promote(operation: Operation, version: string, manifestUrl?: string): Promise<RemoteChannelState> {
      await checkedForServing(operation, version, manifestUrl);
      await promote(db, operation, version);
      return switched(operation.remote);
    },

    async canary(
      operation: Operation,
      version: string,
      percent: number,
      manifestUrl?: string,
    ): Promise<RemoteChannelState> {
      await checkedForServing(operation, version, manifestUrl);
      await startCanary(db, operation, version, percent);
      return switched(operation.remote);
    },

    async rollBack(operation: Operation, reason?: string): Promise<RemoteChannelState> {
      knownRemote(operation.remote);
      await rollBack(db, operation, reason);
      return switched(operation.remote);
    },

    async endCanary(operation: Operation, reason?: string): Promise<RemoteChannelState> {
      knownRemote(operation.remote);
      const result = await rollBackCanary(db, operation.remote, {
        reason: reason ?? 'ended by an operator',
        actor: operation.actor,
        at: operation.at,
      });
      if (!result.ended)
        throw new HttpError(409, 'no_canary', `"${operation.remote}" has no canary running.`);
      return switched(operation.remote);
    },
  };
}

export type ReleaseService = ReturnType<typeof releaseService>;

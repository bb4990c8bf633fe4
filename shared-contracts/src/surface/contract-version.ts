/**
 * shared-contracts' semantic version: the version of the contract every part is built against
 * (kept equal to package.json's `version` by a unit test). A remote's build records `^<version>` in
 * its `routes.json`; the shell checks it against its own copy before mounting the remote.
 *
 * Bump the major when a change breaks remotes built before it (a schema field removed or retyped,
 * an export dropped), the minor when something is added.
 */
export const contractVersion = '4.0.0';

interface Version {
  major: number;
  minor: number;
  patch: number;
}

function parseVersion(text: string): Version | null {
  const match = /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) };
}

export type ContractCheck = { compatible: true; warning?: string } | { compatible: false; reason: string };

/**
 * Whether a remote built against `range` (`^M.m.p`) can run on the shell's contract `version`.
 * Another major (or, below 1.0.0, another minor) is incompatible. The same major, older than the
 * range, is allowed with a warning: a minor release only adds, and the remote may not use what is new.
 */
export function checkContract(range: string, version: string = contractVersion): ContractCheck {
  const wanted = parseVersion(range);
  const have = parseVersion(version);
  if (!wanted || !have) return { compatible: false, reason: `unreadable contract range "${range}"` };
  const sameLine = wanted.major === have.major && (wanted.major > 0 || wanted.minor === have.minor);
  if (!sameLine) {
    return {
      compatible: false,
      reason: `built against shared-contracts ${range}, the site runs ${version}`,
    };
  }
  const older = have.minor < wanted.minor || (have.minor === wanted.minor && have.patch < wanted.patch);
  return older
    ? {
        compatible: true,
        warning: `built against shared-contracts ${range}, the site runs the older ${version}`,
      }
    : { compatible: true };
}

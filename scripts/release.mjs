// `npm run release`: a team ships its remote alone, as an immutable version, and switches which
// version visitors get, with no build of the shell.
//   npm run release -- <remote> [--version <v>] [--skip-build] [--no-register]
//       builds the remote into releases/<remote>/<version>/ (its package.json version unless
//       --version), refusing a version already published, and records it with the api
//   npm run release -- promote <remote> <version>      makes it live for every visitor
//   npm run release -- rollback <remote> [--reason …]  the version before it, live again
//   npm run release -- canary <remote> <version> --percent <1-99>
//   npm run release -- end-canary <remote> [--reason …]
//   npm run release -- live                            what is live and in canary now
// Options: --api <origin> (default: the local api), --origin <url> (where the remote's origin serves
// releases/<remote>/, default: localhost at its port). The api token: RELEASE_TOKEN, else the one
// `npm start` keeps in .data/release-token.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CanaryPercentSchema, ReleaseVersionSchema } from 'shared-contracts/domain';
import { compressDist } from '../site-server/compress-dist.mjs';
import { RELEASES_DIR } from '../site-server/site-server.mjs';
import { apiPort, frontParts, repoRoot } from './parts.mjs';
import { localReleaseToken } from './release-token.mjs';
import { run } from './run.mjs';

const COMMANDS = ['promote', 'rollback', 'canary', 'end-canary', 'live'];

/** A refusal this command prints before it ends (exit 1). */
class ReleaseError extends Error {}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  throw new ReleaseError(message);
}

/**
 * A remote by its name (`arcade`) or its folder (`mfe-arcade`).
 * @param {string | undefined} given
 */
function remoteNamed(given) {
  const remote = frontParts.find(
    (part) => part.name !== 'shell' && (part.name === given || part.dir === given),
  );
  if (!remote) {
    const names = frontParts.filter((part) => part.name !== 'shell').map((part) => part.name);
    fail(`"${given ?? ''}" is not a remote (one of: ${names.join(', ')})`);
  }
  return remote;
}

/**
 * @param {string | undefined} text
 * @returns {string}
 */
function versionOf(text) {
  const parsed = ReleaseVersionSchema.safeParse(text);
  return parsed.success ? parsed.data : fail(`"${text ?? ''}" is not a version like 1.4.0 or 1.4.0-canary.2`);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    percent: { type: 'string' },
    reason: { type: 'string' },
    api: { type: 'string', default: `http://127.0.0.1:${apiPort}` },
    origin: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    'no-register': { type: 'boolean', default: false },
  },
});

/**
 * Sends one request to the api's releases routes as the operator; prints and exits on a refusal.
 * @param {'GET' | 'POST'} method
 * @param {string} route under /api/releases/
 * @param {unknown} [body]
 */
async function api(method, route, body) {
  let response;
  try {
    response = await fetch(new URL(`/api/releases/${route}`, options.api), {
      method,
      headers: {
        authorization: `Bearer ${localReleaseToken()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return { unreachable: error instanceof Error ? error.message : String(error) };
  }
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    const { error } = /** @type {{ error?: { code?: string, message?: string } }} */ (answer);
    return fail(`the api refused (${response.status} ${error?.code ?? ''}): ${error?.message ?? ''}`);
  }
  return { answer };
}

/**
 * Where the remote's origin serves a published version's manifest.
 * @param {{ name: string, port: number }} remote
 * @param {string} version
 */
function releaseManifestUrl(remote, version) {
  const origin = options.origin ?? `http://localhost:${remote.port}`;
  return new URL(`v/${version}/mf-manifest.json`, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/**
 * The manifest of a version published on this machine (so the api records it in passing, if it
 * was published while the api was down); none for one published elsewhere.
 * @param {{ name: string, port: number }} remote
 * @param {string} version
 */
function localManifest(remote, version) {
  return existsSync(path.join(repoRoot, RELEASES_DIR, remote.name, version))
    ? { manifestUrl: releaseManifestUrl(remote, version) }
    : {};
}

/** @param {unknown} answer a remote's channels after a switch */
function printChannel(answer) {
  const state =
    /** @type {{ remote: string, live: { version: string } | null, canary: { version: string, percent: number } | null, rollbackTo: string | null }} */ (
      answer
    );
  const live = state.live ? state.live.version : 'its built dist/';
  const canary = state.canary ? `${state.canary.version} for ${state.canary.percent}% of visitors` : 'none';
  const previous = state.rollbackTo ? ` (a rollback goes to ${state.rollbackTo})` : '';
  console.log(`✓ ${state.remote}: live ${live}${previous}; canary ${canary}`);
}

/** @param {{ unreachable?: string, answer?: unknown }} result */
function switched(result) {
  if (result.unreachable)
    fail(`the api at ${options.api} did not answer (${result.unreachable}): is the site running?`);
  printChannel(result.answer);
}

/** Builds (or copies) the remote's files and publishes them under their version, once. */
async function publish() {
  const remote = remoteNamed(positionals[0]);
  const remoteDir = path.join(repoRoot, remote.dir);
  const packageVersion = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8')).version;
  const version = versionOf(options.version ?? packageVersion);
  const releasesOfRemote = path.join(repoRoot, RELEASES_DIR, remote.name);
  const target = path.join(releasesOfRemote, version);
  const published = () => existsSync(target);
  if (published()) {
    fail(
      `${remote.name} ${version} is already published (${path.relative(repoRoot, target)}): a published version never changes; release another version (--version)`,
    );
  }
  // Built beside the releases, then moved into place in one rename: a version is never half there.
  const building = path.join(
    repoRoot,
    RELEASES_DIR,
    '.building',
    `${remote.name}-${version}-${randomBytes(4).toString('hex')}`,
  );
  mkdirSync(path.dirname(building), { recursive: true });
  try {
    if (options['skip-build']) {
      if (!existsSync(path.join(remoteDir, 'dist', 'mf-manifest.json')))
        fail(`${remote.dir}/dist is not built: leave out --skip-build`);
      cpSync(path.join(remoteDir, 'dist'), building, { recursive: true });
    } else {
      const code = await run(
        path.join(repoRoot, 'node_modules', '.bin', 'rsbuild'),
        ['build', '--dist-path', building, '--log-level', 'warn'],
        { cwd: remoteDir },
      );
      if (code !== 0) fail(`the build of ${remote.dir} failed (exit ${code})`);
      await compressDist(building);
    }
    for (const file of ['mf-manifest.json', 'routes.json']) {
      if (!existsSync(path.join(building, file))) fail(`the build has no ${file}`);
    }
    mkdirSync(releasesOfRemote, { recursive: true });
    if (published()) fail(`${remote.name} ${version} was published meanwhile: nothing changed`);
    renameSync(building, target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  const manifestUrl = releaseManifestUrl(remote, version);
  console.log(
    `✓ published ${remote.name} ${version} in ${path.relative(repoRoot, target)}, served at ${manifestUrl}`,
  );
  if (options['no-register']) return;
  const result = await api('POST', `${remote.name}/versions`, { version, manifestUrl });
  if (result.unreachable) {
    console.warn(
      `! not recorded: the api at ${options.api} did not answer. Promote it later with its manifest:\n  npm run release -- promote ${remote.name} ${version}`,
    );
    return;
  }
  console.log(
    `✓ recorded with the api: promote it with  npm run release -- promote ${remote.name} ${version}`,
  );
}

async function main() {
  const [command, ...rest] = positionals;
  if (!command) {
    fail(
      'usage: npm run release -- <remote> [--version <v>] | promote|canary <remote> <version> | rollback|end-canary <remote> | live',
    );
  } else if (!COMMANDS.includes(command)) {
    await publish();
  } else if (command === 'live') {
    const result = await api('GET', 'live');
    if (result.unreachable) fail(`the api at ${options.api} did not answer (${result.unreachable})`);
    console.log(JSON.stringify(result.answer, null, 2));
  } else {
    const remote = remoteNamed(rest[0]);
    const reason = options.reason ? { reason: options.reason } : {};
    if (command === 'promote') {
      const version = versionOf(rest[1]);
      switched(await api('POST', `${remote.name}/promote`, { version, ...localManifest(remote, version) }));
    } else if (command === 'canary') {
      const version = versionOf(rest[1]);
      const percent = CanaryPercentSchema.safeParse(Number(options.percent));
      if (!percent.success) fail('--percent takes a whole number from 1 to 99');
      switched(
        await api('POST', `${remote.name}/canary`, {
          version,
          percent: percent.data,
          ...localManifest(remote, version),
        }),
      );
    } else if (command === 'rollback') {
      switched(await api('POST', `${remote.name}/rollback`, reason));
    } else {
      switched(await api('POST', `${remote.name}/canary/end`, reason));
    }
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
}

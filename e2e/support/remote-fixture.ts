// Another build of a remote, made the way its team would make one: a copy of its package with some
// edits, built with its own build command into a temporary folder, for a test to serve in place of
// the remote's build (see servePartFrom). Nothing of the shell or shared-contracts is rebuilt.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/parts.mjs';

export interface RemoteFixture {
  /** The copied package (inside a temporary folder laid out as the repo: base tsconfig, node_modules). */
  root: string;
  /** Its build, to serve. */
  dist: string;
  remove: () => void;
}

/**
 * The repo's packages for the copy, as links, so it builds with the same dependencies; with
 * `contractVersion`, shared-contracts is a copy of its own package saying that version (its code
 * the same), as when a remote was built against another release of the contract.
 */
function linkNodeModules(folder: string, contractVersion: string | undefined): void {
  const modules = path.join(folder, 'node_modules');
  mkdirSync(modules);
  const repoModules = path.join(repoRoot, 'node_modules');
  for (const name of readdirSync(repoModules)) {
    if (name === '.cache' || (contractVersion && name === 'shared-contracts')) continue;
    symlinkSync(path.join(repoModules, name), path.join(modules, name));
  }
  if (!contractVersion) return;
  const contracts = path.join(repoRoot, 'shared-contracts');
  const copy = path.join(modules, 'shared-contracts');
  mkdirSync(copy);
  const pkg = JSON.parse(readFileSync(path.join(contracts, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    path.join(copy, 'package.json'),
    JSON.stringify({ ...pkg, version: contractVersion }, null, 2),
  );
  cpSync(path.join(contracts, 'parts.json'), path.join(copy, 'parts.json'));
  symlinkSync(path.join(contracts, 'dist'), path.join(copy, 'dist'));
}

/**
 * Copies a remote's package (`dir`, e.g. `mfe-arcade`), lets `edit` change its files, and builds it.
 * @param edit receives the copy's folder
 */
export function buildRemoteCopy(
  dir: string,
  { edit = () => {}, contractVersion }: { edit?: (root: string) => void; contractVersion?: string } = {},
): RemoteFixture {
  const folder = mkdtempSync(path.join(os.tmpdir(), `trinket-${dir}-`));
  const root = path.join(folder, dir);
  const remove = () => rmSync(folder, { recursive: true, force: true });
  try {
    const source = path.join(repoRoot, dir);
    for (const entry of ['package.json', 'rsbuild.config.ts', 'src']) {
      cpSync(path.join(source, entry), path.join(root, entry), { recursive: true });
    }
    cpSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(folder, 'tsconfig.base.json'));
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }),
    );
    linkNodeModules(folder, contractVersion);
    edit(root);
    const build = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/rsbuild'),
      ['build', '--log-level', 'warn'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    if (build.status !== 0)
      throw new Error(`building the copy of ${dir} failed:\n${build.stdout}\n${build.stderr}`);
    return { root, dist: path.join(root, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Replaces `search` in one file of a copy; fails when it is not there. */
export function editFile(root: string, file: string, search: string, replacement: string): void {
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(search)) throw new Error(`${file} has no "${search}"`);
  writeFileSync(target, text.replace(search, replacement));
}

/** Every file under a folder with its size and modification time: equal when nothing was rebuilt. */
export function folderFingerprint(folder: string): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      return `${path.relative(folder, file)} ${size} ${mtimeMs}`;
    })
    .sort();
}

// A content stamp of what the site's build reads, so `npm test` builds only when a source changed
// since the last build it knows of (CI's first-run check builds the site just before `npm test`).
// The stamp hashes every file git sees (tracked, and untracked but not ignored) outside the paths no
// build reads, plus the build's environment. Without git, or with a part's output missing, there is
// no stamp and the caller builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frontParts, repoRoot } from './parts.mjs';

const stampFile = path.join(repoRoot, 'node_modules', '.cache', 'trinket', 'build-stamp.txt');

/** Paths no build reads: the e2e suite, docs and CI, and any Markdown. */
const notBuildInput = /^(e2e|docs|\.ci)\/|\.md$/;

/** @returns {string | undefined} the stamp of the sources as they are now, or undefined without git */
export function sourceStamp() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) return undefined;
  const files = [...new Set(listed.stdout.split('\0'))]
    .filter((file) => file && !notBuildInput.test(file))
    .sort();
  const hash = createHash('sha256');
  // What the build takes from its environment (see the build preset's `define`).
  hash.update(`BUILD_LABEL=${process.env.BUILD_LABEL ?? ''}\0`);
  for (const file of files) {
    const absolute = path.join(repoRoot, file);
    // A file deleted in the work tree but still in the index is an input that changed.
    const content = existsSync(absolute)
      ? createHash('sha256').update(readFileSync(absolute)).digest('hex')
      : '-';
    hash.update(`${file}\0${content}\0`);
  }
  return hash.digest('hex');
}

/**
 * True when every part has its build output and the last recorded build is of `stamp`.
 * @param {string | undefined} stamp
 */
export function builtFrom(stamp) {
  if (!stamp || !existsSync(stampFile)) return false;
  if (frontParts.some((part) => !existsSync(path.join(repoRoot, part.dir, 'dist')))) return false;
  return readFileSync(stampFile, 'utf8').trim() === stamp;
}

/**
 * Records that the build output is of `stamp` (call only after a build of those sources passed).
 * @param {string | undefined} stamp
 */
export function recordBuild(stamp) {
  if (!stamp) return;
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${stamp}\n`);
}

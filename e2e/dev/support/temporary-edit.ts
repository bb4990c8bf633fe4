// Edits a source file for one test and always puts it back: in a `finally`, and, should the run
// have died in between, at the start of the next run (the original waits in the git-ignored .data/).
//
// Every write replaces the file whole, by a rename: a plain write first empties the file, and on a
// busy machine the dev server's watcher could compile that empty module. A component module that
// exports nothing is no longer a React Refresh boundary, so the dev client reloaded the page instead
// of updating it (the hot-reload test's one failure in a full run, which passed alone).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/parts.mjs';

const backupDir = path.join(repoRoot, '.data', 'dev-e2e-edits');

function backupOf(file: string): string {
  return path.join(backupDir, path.relative(repoRoot, file).replaceAll(path.sep, '__'));
}

/** Writes `text` to `file` in one step: a new file beside the backups, renamed over it. */
function replaceWhole(file: string, text: string | Buffer): void {
  mkdirSync(backupDir, { recursive: true });
  const next = path.join(backupDir, `next-${process.pid}`);
  writeFileSync(next, text, { mode: statSync(file).mode });
  renameSync(next, file);
}

/** Puts back any file a previous run left edited. */
export function restoreLeftEdits(files: readonly string[]): void {
  for (const file of files) {
    const backup = backupOf(file);
    if (!existsSync(backup)) continue;
    replaceWhole(file, readFileSync(backup));
    rmSync(backup);
  }
}

/** Replaces `from` by `to` in `file` while `use` runs, then writes the original back. */
export async function withEdit<T>(file: string, from: string, to: string, use: () => Promise<T>): Promise<T> {
  const original = readFileSync(file, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  mkdirSync(backupDir, { recursive: true });
  writeFileSync(backupOf(file), original);
  try {
    replaceWhole(file, original.replace(from, to));
    return await use();
  } finally {
    replaceWhole(file, original);
    rmSync(backupOf(file), { force: true });
  }
}

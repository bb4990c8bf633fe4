// Edits a source file for one test and always puts it back: in a `finally`, and, should the run
// have died in between, at the start of the next run (the original waits in the git-ignored .data/).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../scripts/parts.mjs';

const backupDir = path.join(repoRoot, '.data', 'dev-e2e-edits');

function backupOf(file: string): string {
  return path.join(backupDir, path.relative(repoRoot, file).replaceAll(path.sep, '__'));
}

/** Puts back any file a previous run left edited. */
export function restoreLeftEdits(files: readonly string[]): void {
  for (const file of files) {
    const backup = backupOf(file);
    if (!existsSync(backup)) continue;
    writeFileSync(file, readFileSync(backup));
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
    writeFileSync(file, original.replace(from, to));
    return await use();
  } finally {
    writeFileSync(file, original);
    rmSync(backupOf(file), { force: true });
  }
}

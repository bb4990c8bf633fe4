import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no source of the project: dependencies, builds, caches, data, reports. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-server',
  '.tsbuild',
  '.data',
  'reports',
  'test-results',
  'playwright-report',
]);

/** Every file under `root` whose name ends with one of `extensions`, outside the skipped folders. */
export function repoFiles(root: string, extensions: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) visit(full);
      } else if (extensions.some((extension) => entry.name.endsWith(extension))) {
        files.push(full);
      }
    }
  };
  visit(root);
  return files;
}

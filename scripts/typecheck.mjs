// `npm run typecheck`: `tsc -b` over every TypeScript project of the repo, the fixed packages and
// every part of the parts manifest (shared-contracts/parts.json), so a new remote is checked without
// a list to keep. tsc -b needs each project named (a glob cannot reference projects), so the root
// tsconfig.json is written from this list (not kept in git): by `npm install`/`npm ci` (postinstall)
// and again here, so a bare `npx tsc -b` and editors see every project too. Arguments go through to
// tsc: `npm run typecheck -- --verbose`, `npm run typecheck -- --watch`; `--write-only` writes the
// file and stops.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { frontParts, repoRoot } from './parts.mjs';
import { run } from './run.mjs';

/** Every project `tsc -b` builds, relative to the repo root; tsc orders them by their references. */
export const typecheckProjects = [
  'shared-contracts',
  'game',
  'web-kit',
  'build-preset',
  'api',
  'api/tsconfig.testing.json',
  ...frontParts.map((part) => part.dir),
  'site-server',
  'site-server/tsconfig.test.json',
  'stand-ins',
  'stand-ins/tsconfig.test.json',
  'scripts',
  'e2e',
  'tools',
];

/** The root tsconfig.json: no files of its own, a reference to every project. */
export function rootTsconfig() {
  const references = typecheckProjects.map((project) => ({ path: project }));
  return `${JSON.stringify({ files: [], references }, null, 2)}\n`;
}

/** Writes the root tsconfig.json when it differs (an unchanged file keeps tsc's incremental state). */
function writeRootTsconfig() {
  const file = path.join(repoRoot, 'tsconfig.json');
  const wanted = rootTsconfig();
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== wanted) writeFileSync(file, wanted);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeRootTsconfig();
  const args = process.argv.slice(2);
  if (!args.includes('--write-only')) {
    const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
    process.exitCode = await run(tsc, ['-b', ...args], { cwd: repoRoot });
  }
}

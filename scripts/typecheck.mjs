// `npm run typecheck`: `tsc -b` over every TypeScript project of the repo, the fixed packages and
// every part of the parts manifest (shared-contracts/parts.json), so a new remote is checked without
// a list to keep. tsc -b needs each project named: a glob cannot reference projects, so there is no
// root tsconfig.json (a bare `npx tsc -b` at the root fails instead of checking less). Arguments go
// through to tsc: `npm run typecheck -- --verbose`, `npm run typecheck -- --watch`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { frontParts, repoRoot } from './parts.mjs';
import { run } from './run.mjs';

/** Every project `tsc -b` builds, relative to the repo root; tsc orders them by their references. */
export const typecheckProjects = [
  'shared-contracts',
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
  process.exitCode = await run(tsc, ['-b', ...typecheckProjects, ...process.argv.slice(2)], {
    cwd: repoRoot,
  });
}

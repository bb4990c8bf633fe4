// Builds every part: the TypeScript packages (shared-contracts, api), then the shell and each remote.
import path from 'node:path';
import { frontParts, repoRoot } from './parts.mjs';
import { runOrExit } from './run.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

await runOrExit('build shared-contracts and api', bin('tsc'), ['-b', 'shared-contracts', 'api'], {
  cwd: repoRoot,
});
for (const part of frontParts) {
  await runOrExit(`build ${part.dir}`, bin('rsbuild'), ['build', '--log-level', 'warn'], {
    cwd: path.join(repoRoot, part.dir),
  });
}

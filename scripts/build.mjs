// Builds every part: the TypeScript packages (the libraries, the api), then the shell and each remote,
// each followed by the brotli and gzip copies of its files that the site server sends, and the
// shell's server build (rsbuild.prerender.config.ts: the first paint the site's server renders).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compressDist } from '../site-server/compress-dist.mjs';
import { frontParts, repoRoot } from './parts.mjs';
import { runOrExit } from './run.mjs';

/** The workspace libraries the browser builds read from their dist/ (tsc -b orders them by their references). */
const libraries = ['shared-contracts', 'game', 'web-kit', 'build-preset'];

/** @param {string} name */
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

await runOrExit('build the libraries and the api', bin('tsc'), ['-b', ...libraries, 'api'], {
  cwd: repoRoot,
});
for (const part of frontParts) {
  await runOrExit(`build ${part.dir}`, bin('rsbuild'), ['build', '--log-level', 'warn'], {
    cwd: path.join(repoRoot, part.dir),
  });
  const started = Date.now();
  const { files } = await compressDist(path.join(repoRoot, part.dir, 'dist'));
  console.log(`✓ compress ${part.dir}: ${files} files (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const serverConfig = path.join(repoRoot, part.dir, 'rsbuild.prerender.config.ts');
  if (existsSync(serverConfig)) {
    await runOrExit(
      `build ${part.dir} for the server`,
      bin('rsbuild'),
      ['build', '-c', serverConfig, '--log-level', 'warn'],
      {
        cwd: path.join(repoRoot, part.dir),
      },
    );
  }
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localSiteConfig } from 'shared-contracts/local-config';
import { describe, expect, it } from 'vitest';
import { localRemoteManifests, siteParts, withLocalRemotes } from '../../build-preset/site-parts.mjs';
import { rootTsconfig, typecheckProjects } from '../../scripts/typecheck.mjs';

// The parts manifest (shared-contracts/parts.json) is the one list of the site's parts and ports: a
// new remote is a line there and its package. Everything else that names the parts derives them from
// it (the build preset, the scripts, the api's CORS defaults, the root vitest projects read it
// directly); these tests prove the rest does too.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const [shell, ...remotes] = siteParts.parts;
const remoteNames = remotes.map((part) => part.name);

describe('the parts manifest', () => {
  it('starts with the shell, and each part is a package whose build names it', () => {
    expect(shell?.name).toBe('shell');
    for (const part of remotes) {
      const config = readFileSync(path.join(repoRoot, part.dir, 'rsbuild.config.ts'), 'utf8');
      expect(config).toContain(`name: '${part.name}'`);
      expect(existsSync(path.join(repoRoot, part.dir, 'src/surface.ts'))).toBe(true);
    }
  });

  it('lists every remote package (mfe-*)', () => {
    const packages = readdirSync(repoRoot).filter(
      (dir) => dir.startsWith('mfe-') && existsSync(path.join(repoRoot, dir, 'package.json')),
    );
    expect(remotes.map((part) => part.dir).sort()).toEqual(packages.sort());
  });

  it('gives the local remotes, in its order, to the embedded local config (standalone frames)', () => {
    expect(Object.keys(localRemoteManifests)).toEqual(remoteNames);
    expect(localSiteConfig.siteUrl).toBe(`http://localhost:${shell?.port}`);
    expect(localSiteConfig.remotes).toEqual(localRemoteManifests);
    expect(Object.keys(localSiteConfig.remotes)).toEqual(remoteNames);
    expect(localSiteConfig.firebase.emulatorUrl).toBe(`http://127.0.0.1:${siteParts.authEmulator.port}`);
  });

  it("gives them to the shell's default /config.json at build time, and leaves a deployment's own", () => {
    const config = readJson('shell/public/config.json');
    expect(config.siteUrl).toBe(`http://localhost:${shell?.port}`);
    expect(config).not.toHaveProperty('remotes');
    const built = withLocalRemotes(config);
    expect(Object.keys(built).slice(0, 3)).toEqual(['siteUrl', 'apiBaseUrl', 'remotes']);
    expect(built.remotes).toEqual(localRemoteManifests);
    expect(Object.keys(built.remotes as object)).toEqual(remoteNames);
    const own = { 'cdn-tools': 'https://tools.cdn.example/mf-manifest.json' };
    expect(withLocalRemotes({ ...config, remotes: own }).remotes).toBe(own);
  });

  it('makes every part a workspace of the root package.json', () => {
    const patterns: string[] = readJson('package.json').workspaces;
    const matches = (dir: string) =>
      patterns.some((pattern) =>
        pattern.endsWith('*') ? dir.startsWith(pattern.slice(0, -1)) : dir === pattern,
      );
    for (const part of siteParts.parts) expect(matches(part.dir), part.dir).toBe(true);
    expect(patterns.filter((pattern) => pattern.startsWith('mfe-'))).toEqual(['mfe-*']);
  });

  it('makes every part a project of `npm run typecheck` and of the root tsconfig.json it writes, which git does not keep', () => {
    for (const part of siteParts.parts) expect(typecheckProjects).toContain(part.dir);
    for (const project of typecheckProjects) {
      const file = project.endsWith('.json') ? project : path.join(project, 'tsconfig.json');
      expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
    }
    const references = JSON.parse(rootTsconfig()).references.map(
      (reference: { path: string }) => reference.path,
    );
    expect(references).toEqual(typecheckProjects);
    expect(readFileSync(path.join(repoRoot, '.gitignore'), 'utf8').split('\n')).toContain('/tsconfig.json');
    expect(readJson('package.json').scripts.typecheck).toBe('node scripts/typecheck.mjs');
    expect(readJson('package.json').scripts.postinstall).toBe('node scripts/typecheck.mjs --write-only');
  });

  it("gives the e2e suite every remote's surface, in its order", async () => {
    const surfaces = await import('../../e2e/support/surfaces.ts');
    expect(surfaces.remoteNames).toEqual(remoteNames);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteParts } from '../../build/site-parts.mjs';
import { localSiteConfig } from './local-config.js';

// The parts manifest (shared-contracts/parts.json) is the one list of the site's parts and ports; the
// local configs a newcomer runs with must say the same, in the same order.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const [shell, ...remotes] = siteParts.parts;
const expectedRemotes = Object.fromEntries(
  remotes.map((part) => [part.name, `http://localhost:${part.port}/mf-manifest.json`]),
);

describe('the parts manifest', () => {
  it('starts with the shell, and each part is a package whose build names it', () => {
    expect(shell?.name).toBe('shell');
    for (const part of remotes) {
      const config = readFileSync(path.join(repoRoot, part.dir, 'rsbuild.config.ts'), 'utf8');
      expect(config).toContain(`name: '${part.name}'`);
      expect(existsSync(path.join(repoRoot, part.dir, 'src/surface.ts'))).toBe(true);
    }
  });

  it('agrees with the embedded local config (standalone frames)', () => {
    expect(localSiteConfig.siteUrl).toBe(`http://localhost:${shell?.port}`);
    expect(localSiteConfig.remotes).toEqual(expectedRemotes);
    expect(Object.keys(localSiteConfig.remotes)).toEqual(Object.keys(expectedRemotes));
  });

  it("agrees with the shell's default /config.json (npm start, npm run dev)", () => {
    const config = JSON.parse(readFileSync(path.join(repoRoot, 'shell/public/config.json'), 'utf8'));
    expect(config.siteUrl).toBe(`http://localhost:${shell?.port}`);
    expect(config.remotes).toEqual(expectedRemotes);
    expect(Object.keys(config.remotes)).toEqual(Object.keys(expectedRemotes));
  });
});

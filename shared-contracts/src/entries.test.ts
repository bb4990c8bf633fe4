// How the package's entries split its code between the site's parts (see src/index.ts and
// src/zod.ts): the root is shared whole by every page, so it holds only the schemas every page runs;
// `shared-contracts/domain` is bundled by each part that imports it, tree-shaken; both build their
// schemas with the one shared zod of `shared-contracts/zod`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './domain/index.js';
import * as root from './index.js';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');

describe('the root entry', () => {
  it('shares, of the schemas, only those the shell and the browser kit run on every page', () => {
    // A name added here is carried by every page of the site: a schema that only one remote (or
    // the api) uses is imported from `shared-contracts/domain` instead.
    const sharedDomainNames = Object.keys(root)
      .filter((name) => name in domain)
      .sort();
    expect(sharedDomainNames).toEqual(
      [
        'CavalcadeResponseSchema',
        'CookieConsentSchema',
        'DismissedBannersSchema',
        'GameStatusSnapshotSchema',
        'PARADE_STATUSES',
        'RadarAlertsSchema',
        'StoredCookieConsentSchema',
        'TOONLINK_FIRST_PORT',
        'TOONLINK_LAST_PORT',
        'TaskInvasionAlertsSchema',
        'DEFAULT_RADAR_ALERTS',
        'parseParadeStatus',
      ].sort(),
    );
  });

  it('is the same objects as the domain entry for the names both export', () => {
    const domainValues = new Map<string, unknown>(Object.entries(domain));
    for (const [name, value] of Object.entries(root).filter(([key]) => domainValues.has(key))) {
      expect(value, name).toBe(domainValues.get(name));
    }
  });
});

describe('zod', () => {
  const files = sourceFiles(srcDir);

  it('is imported as `zod/mini` only by the shared kit and its setup', () => {
    const importers = files
      .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
      .map(relative)
      .sort();
    expect(importers).toEqual(['domain/zod-setup.ts', 'zod.ts']);
  });

  it('reaches every schema file by the package name, so a part that bundles the schemas shares it', () => {
    const withoutKit = files
      .map((file) => ({ file: relative(file), text: readFileSync(file, 'utf8') }))
      .filter(({ file, text }) => file !== 'zod.ts' && file !== 'domain/zod-setup.ts' && /\bz\./.test(text))
      .filter(({ text }) => !text.includes("import * as z from 'shared-contracts/zod';"))
      .map(({ file }) => file);
    expect(withoutKit).toEqual([]);
  });

  it('is configured before any schema the kit serves is built', () => {
    const kit = readFileSync(path.join(srcDir, 'zod.ts'), 'utf8');
    const firstImport = /^import .*$/m.exec(kit)?.[0];
    expect(firstImport).toBe("import './domain/zod-setup.js';");
  });
});

it('lazySchema is marked free of side effects, so a bundle keeps only the schemas it uses', () => {
  const text = readFileSync(path.join(srcDir, 'domain/lazy-schema.ts'), 'utf8');
  expect(text).toMatch(/export \/\* @__NO_SIDE_EFFECTS__ \*\/ function lazySchema\b/);
});

// Every key the site keeps in the browser is declared once, in the registry
// (shared-contracts/src/storage-keys, one file per part that writes keys), and the privacy page lists
// the registry (mfe-tools' privacy-policy page). This check reads the site's browser code: no string
// outside the registry spells a key, and every localStorage, sessionStorage and document.cookie
// access (directly or through web-kit's readStored/writeStored) names a registry entry.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as registry from 'shared-contracts/storage-keys';
import { describe, expect, it } from 'vitest';
import { copiesKey, findingsOf, namesRegisteredKey } from './storage-access';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REGISTRY_DIR = 'shared-contracts/src/storage-keys';
/** The generic reader and writer: its `key` is whatever its callers pass, and they are checked. */
const STORAGE_HELPER = 'web-kit/src/storage/local-storage.ts';
const PRIVACY_PAGE = 'mfe-tools/src/features/privacy-policy/components/privacy-policy-page.tsx';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

function browserFiles(): string[] {
  const parts = readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name.startsWith('mfe-') || entry.name === 'shell'))
    .map((entry) => `${entry.name}/src`)
    .concat(['web-kit/src', 'shared-contracts/src']);
  return parts
    .flatMap((part) => sourceFiles(path.join(repoRoot, part)))
    .map((file) => path.relative(repoRoot, file));
}

const registryNames = Object.keys(registry);
/** Each registered key's text: the key, or a family's prefix. */
const registeredTexts = registry.browserStorageKeys.map((entry) =>
  'key' in entry ? entry.key : entry.prefix,
);
const files = browserFiles().map((file) => ({ file, code: readFileSync(path.join(repoRoot, file), 'utf8') }));

describe('browser storage keys', () => {
  it('reads what it should: the accesses the site makes, and a copied key in a made-up file', () => {
    const accesses = files.flatMap(({ file, code }) => findingsOf(file, code).accesses);
    expect(accesses.length).toBeGreaterThan(30);
    expect(accesses.some((access) => access.what === 'document.cookie')).toBe(true);
    expect(accesses.some((access) => access.what === 'getItem')).toBe(true);

    const copied = `const key = 'trinket.toonSnapshots';\nwindow.localStorage.setItem(\`trinket.toons.\${uid}\`, '1');\nreadStored(key, schema, {});`;
    const findings = findingsOf('copied.ts', copied);
    const copies = findings.texts.filter((found) => copiesKey(found.text, registeredTexts));
    expect(copies.map((found) => found.text)).toEqual(['trinket.toonSnapshots', 'trinket.toons.']);
    expect(copiesKey('trinket:analytics', registeredTexts)).toBe(false);
    expect(
      findings.accesses.map((access) => namesRegisteredKey(access.keyText, copied, registryNames)),
    ).toEqual([false, false]);
    const registered =
      'function ownKey() { return toonRecordKeys.keyFor(uid); }\nlocalStorage.getItem(ownKey());';
    const [access] = findingsOf('registered.ts', registered).accesses;
    expect(access && namesRegisteredKey(access.keyText, registered, registryNames)).toBe(true);
  });

  it('spells no key outside the registry', () => {
    const copies = files
      .filter(({ file }) => !file.startsWith(REGISTRY_DIR))
      .flatMap(({ file, code }) =>
        findingsOf(file, code)
          .texts.filter((found) => copiesKey(found.text, registeredTexts))
          .map((found) => `${file}:${found.line} ${found.text}`),
      );
    expect(copies).toEqual([]);
  });

  it('reads and writes browser storage only under registered keys', () => {
    const unregistered = files
      .filter(({ file }) => file !== STORAGE_HELPER)
      .flatMap(({ file, code }) =>
        findingsOf(file, code)
          .accesses.filter((access) => !namesRegisteredKey(access.keyText, code, registryNames))
          .map((access) => `${file}:${access.line} ${access.what}(${access.keyText})`),
      );
    expect(unregistered).toEqual([]);
  });

  it('lists every registered key on the privacy page, which draws its table from the registry', () => {
    const entries = Object.values<unknown>(registry).filter(
      (value) => typeof value === 'object' && value !== null && 'holds' in value,
    );
    expect(entries.length).toBeGreaterThanOrEqual(18);
    expect(new Set(registry.browserStorageKeys)).toEqual(new Set(entries));
    expect(readFileSync(path.join(repoRoot, PRIVACY_PAGE), 'utf8')).toMatch(/browserStorageKeys\.map\(/);
  });
});

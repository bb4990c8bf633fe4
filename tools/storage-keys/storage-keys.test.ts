// Every key the site writes in the browser is on the privacy policy's list
// (mfe-tools/src/features/privacy-policy/lib/browser-storage-keys.ts): the code is read as text, every
// 'trinket.…' string literal outside tests is a key, and a key built from a template
// (`trinket.toons.${uid}`) is matched by the list's "<…>" placeholder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIST_FILE = 'mfe-tools/src/features/privacy-policy/lib/browser-storage-keys.ts';

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') files.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

function browserParts(): string[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (entry.name.startsWith('mfe-') || entry.name === 'shell'))
    .map((entry) => path.join(repoRoot, entry.name, 'src'))
    .concat(path.join(repoRoot, 'shared-contracts/src'));
}

/** The keys the code names: 'trinket.x' literals, and template keys up to their first `${`. */
function keysInCode(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of browserParts().flatMap(sourceFiles)) {
    if (file.endsWith(LIST_FILE)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'(trinket\.[A-Za-z0-9._-]+)'/g)) keys.set(match[1] ?? '', file);
    for (const match of text.matchAll(/`(trinket\.[A-Za-z0-9._-]*)\$\{/g)) keys.set(`${match[1]}<`, file);
  }
  return keys;
}

function listedKeys(): string[] {
  const text = readFileSync(path.join(repoRoot, LIST_FILE), 'utf8');
  return [...text.matchAll(/key: '([^']+)'/g)].map((match) => match[1] ?? '');
}

/** A listed key covers a code key when equal, or when the code's template prefix meets its "<…>". */
function covers(listed: string, key: string): boolean {
  if (!key.endsWith('<')) return listed === key;
  return listed.startsWith(key) && listed.slice(key.length - 1).startsWith('<');
}

describe('browser storage keys', () => {
  it('finds the keys the site writes (the check reads what it should)', () => {
    const keys = [...keysInCode().keys()];
    expect(keys).toContain('trinket.selectedToon');
    expect(keys).toContain('trinket.toonSnapshots');
    expect(keys).toContain('trinket.toons.<');
  });

  it('lists every key the code writes in the privacy policy', () => {
    const listed = listedKeys();
    const missing = [...keysInCode()]
      .filter(([key]) => !listed.some((entry) => covers(entry, key)))
      .map(([key, file]) => `${key} (${path.relative(repoRoot, file)})`);
    expect(missing).toEqual([]);
  });
});

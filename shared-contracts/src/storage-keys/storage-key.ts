/**
 * A key the site keeps in the visitor's browser, declared once with what the privacy page says of it.
 * Code reads and writes through the entry (`entry.key`, or `entry.keyFor(part)` for a family of
 * keys), never a copy of its text; `tools/storage-keys` fails on a key the registry lacks.
 */
export type StorageKind = 'localStorage' | 'sessionStorage' | 'cookie';

/** The part whose code writes the key (others may read it). */
export type StorageWriter = 'shell' | 'auth' | 'toons' | 'arcade' | 'tools' | 'web-kit';

export interface StorageKeyFacts {
  kind: StorageKind;
  writtenBy: StorageWriter;
  /** What it holds and why, in plain words: the privacy page shows this. */
  holds: string;
}

/** One key. */
export interface StorageKey extends StorageKeyFacts {
  key: string;
  /** The key as the privacy page shows it. */
  shown: string;
}

/** A family of keys that share a prefix and differ in one part (an account id, say). */
export interface StorageKeyFamily extends StorageKeyFacts {
  prefix: string;
  /** The family as the privacy page shows it: the prefix and `<what varies>`. */
  shown: string;
  keyFor: (part: string) => string;
}

export type BrowserStorageEntry = StorageKey | StorageKeyFamily;

/** The owner part of a per-account key for a visitor who is not signed in. */
export const signedOutOwner = 'visitor';

export function storageKey(key: string, facts: StorageKeyFacts): StorageKey {
  return { ...facts, key, shown: key };
}

export function storageKeyFamily(prefix: string, varies: string, facts: StorageKeyFacts): StorageKeyFamily {
  return { ...facts, prefix, shown: `${prefix}<${varies}>`, keyFor: (part) => `${prefix}${part}` };
}

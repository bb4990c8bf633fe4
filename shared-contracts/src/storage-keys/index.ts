/**
 * `shared-contracts/storage-keys`: every key the site keeps in a visitor's browser. Each part owns
 * its file here and declares each key once, with its kind, its writer and what it holds. It lives
 * in the contracts because remotes cannot import each other, yet the privacy page (mfe-tools) lists
 * every part's keys and one remote reads what another writes (the Cog Radar reads ToonLink's
 * snapshots). An entry of its own, not the shared root: a part bundles only the keys it uses.
 */
import * as arcade from './arcade.js';
import * as auth from './auth.js';
import * as shell from './shell.js';
import type { BrowserStorageEntry } from './storage-key.js';
import * as tools from './tools.js';
import * as toons from './toons.js';
import * as webKit from './web-kit.js';

export * from './arcade.js';
export * from './auth.js';
export * from './shell.js';
export * from './storage-key.js';
export * from './tools.js';
export * from './toons.js';
export * from './web-kit.js';

/** Every registered key, by the part that writes it: the privacy page lists them all. */
export const browserStorageKeys: readonly BrowserStorageEntry[] = /* @__PURE__ */ [
  toons,
  auth,
  shell,
  tools,
  webKit,
  arcade,
].flatMap((part) => Object.values<unknown>(part).filter(isStorageEntry));

/** An entry, not one of the helpers declared beside them (`toonRecordKey`). */
function isStorageEntry(value: unknown): value is BrowserStorageEntry {
  return typeof value === 'object' && value !== null && 'shown' in value && 'holds' in value;
}

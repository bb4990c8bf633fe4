// RELEASE_TOKEN on this machine: `npm start` (and the e2e suite) give the api the one in the
// environment or, without one, the token kept in .data/release-token (made on first use, readable
// by this user only); `npm run release` finds it the same way, so the local operator needs no setup.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';

export const releaseTokenFile = path.join(repoRoot, '.data', 'release-token');

/** The token from RELEASE_TOKEN or the local file, made when there is neither. */
export function localReleaseToken() {
  const fromEnv = process.env.RELEASE_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  if (existsSync(releaseTokenFile)) {
    const kept = readFileSync(releaseTokenFile, 'utf8').trim();
    if (kept) return kept;
  }
  const token = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(releaseTokenFile), { recursive: true });
  writeFileSync(releaseTokenFile, `${token}\n`, { mode: 0o600 });
  chmodSync(releaseTokenFile, 0o600);
  return token;
}

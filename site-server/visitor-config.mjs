// Each visitor's site config: the shell's config.json with each remote's manifest URL and version
// chosen from the api's live releases by the visitor's bucket, a number from 0 to 99 kept in a
// cookie (random, long-lived, nothing personal). A remote with a canary at p% gives the canary to
// buckets below p, so a visitor stays on one version from page to page, and the first paint, the
// preload hints and /config.json all use the same choice. A remote with no released version live
// keeps its built dist/'s manifest from config.json, with no version.
import { randomInt } from 'node:crypto';
import { releaseBucketCookie } from 'shared-contracts/storage-keys';

export const BUCKETS = 100;
/** A year: long enough that a visitor keeps their version through a canary. */
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** @typedef {import('shared-contracts').SiteConfig} SiteConfig */
/** @typedef {import('shared-contracts/domain').LiveReleases} LiveReleases */

/**
 * The bucket a cookie header carries, or null when it carries none that is valid.
 * @param {string | undefined} cookieHeader
 */
export function bucketFromCookies(cookieHeader) {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === releaseBucketCookie.key && value !== undefined && /^\d{1,2}$/.test(value))
      return Number(value);
  }
  return null;
}

/**
 * The visitor's bucket: theirs, or a new one with the cookie that keeps it (`setCookie`) and a
 * cookie header that carries it, for the rest of this response.
 * @param {string | undefined} cookieHeader
 * @param {{ secure: boolean }} options secure: the site is served over https
 * @returns {{ bucket: number, cookieHeader: string, setCookie: string | null }}
 */
export function visitorBucket(cookieHeader, { secure }) {
  const bucket = bucketFromCookies(cookieHeader);
  if (bucket !== null) return { bucket, cookieHeader: cookieHeader ?? '', setCookie: null };
  const fresh = randomInt(BUCKETS);
  const pair = `${releaseBucketCookie.key}=${fresh}`;
  return {
    bucket: fresh,
    cookieHeader: cookieHeader ? `${cookieHeader}; ${pair}` : pair,
    setCookie: `${pair}; Path=/; Max-Age=${BUCKET_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}

/**
 * Which version of each remote a bucket gets: the canary below its share, else live.
 * @param {SiteConfig} config
 * @param {LiveReleases} live
 * @param {number} bucket
 * @returns {Record<string, { version: string, manifestUrl: string }>}
 */
export function servedReleases(config, live, bucket) {
  /** @type {Record<string, { version: string, manifestUrl: string }>} */
  const served = {};
  for (const name of Object.keys(config.remotes)) {
    const channel = live.remotes[name];
    const chosen = channel?.canary && bucket < channel.canary.percent ? channel.canary : channel?.live;
    if (chosen) served[name] = { version: chosen.version, manifestUrl: chosen.manifestUrl };
  }
  return served;
}

/**
 * The visitor's config, the same object for the same config, live releases and choice (pages
 * rendered from it are cached by it).
 * @returns {(config: SiteConfig, live: LiveReleases | undefined, bucket: number) => SiteConfig}
 */
export function visitorConfigs() {
  /** @type {WeakMap<SiteConfig, WeakMap<LiveReleases, Map<string, SiteConfig>>>} */
  const byConfig = new WeakMap();
  return (config, live, bucket) => {
    if (!live) return config;
    const served = servedReleases(config, live, bucket);
    const choice = JSON.stringify(served);
    let byLive = byConfig.get(config);
    if (!byLive) {
      byLive = new WeakMap();
      byConfig.set(config, byLive);
    }
    let byChoice = byLive.get(live);
    if (!byChoice) {
      byChoice = new Map();
      byLive.set(live, byChoice);
    }
    let visitor = byChoice.get(choice);
    if (!visitor) {
      const remotes = { ...config.remotes };
      /** @type {Record<string, string>} */
      const remoteVersions = {};
      for (const [name, { version, manifestUrl }] of Object.entries(served)) {
        remotes[name] = manifestUrl;
        remoteVersions[name] = version;
      }
      visitor = { ...config, remotes, remoteVersions };
      byChoice.set(choice, visitor);
    }
    return visitor;
  };
}

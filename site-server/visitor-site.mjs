// What the shell's server serves each visitor: their bucket (visitor-config.mjs) and their site config,
// the shell's config.json (re-read when it changes) with the api's live releases applied
// (live-releases.mjs; with no api, or before its first answer, config.json as it is).
import { parseSiteConfig } from 'shared-contracts';
import { jsonFileReader } from './json-file.mjs';
import { liveReleasesReader } from './live-releases.mjs';
import { BUCKETS, bucketFromCookies, visitorBucket, visitorConfigs } from './visitor-config.mjs';

/** @typedef {import('shared-contracts').SiteConfig} SiteConfig */

/**
 * @typedef {object} VisitorSite
 * @property {(cookieHeader?: string) => Promise<{ bucket: number, cookieHeader: string, setCookie: string | null }>} visitor
 *   the request's bucket, a new one (with its Set-Cookie) for a first visit
 * @property {(cookieHeader?: string) => Promise<SiteConfig | undefined>} configFor the visitor's
 *   config (undefined while config.json is missing or invalid)
 * @property {(cookieHeader?: string) => Promise<string | null>} configJson the visitor's /config.json
 */

/**
 * @param {{ configFile: string, apiTarget?: string | undefined, liveReleases?: () => Promise<import('shared-contracts/domain').LiveReleases | undefined> }} options
 *   liveReleases: in place of asking apiTarget (tests)
 * @returns {VisitorSite}
 */
export function visitorSite({ configFile, apiTarget, liveReleases }) {
  const siteConfig = jsonFileReader(configFile, parseSiteConfig);
  const live = liveReleases ?? (apiTarget ? liveReleasesReader({ apiTarget }) : async () => undefined);
  const configs = visitorConfigs();
  /** @type {WeakMap<SiteConfig, string>} */
  const texts = new WeakMap();
  /** @param {string | undefined} cookieHeader */
  const configFor = async (cookieHeader) => {
    const [config, releases] = await Promise.all([siteConfig(), live()]);
    if (!config) return undefined;
    // No bucket (a request that skipped `visitor`): the live version, as the last bucket gets.
    return configs(config, releases, bucketFromCookies(cookieHeader) ?? BUCKETS - 1);
  };
  return {
    async visitor(cookieHeader) {
      const config = await siteConfig();
      return visitorBucket(cookieHeader, {
        secure: config ? new URL(config.siteUrl).protocol === 'https:' : false,
      });
    },
    configFor,
    async configJson(cookieHeader) {
      const config = await configFor(cookieHeader);
      if (!config) return null;
      let text = texts.get(config);
      if (text === undefined) {
        text = JSON.stringify(config);
        texts.set(config, text);
      }
      return text;
    },
  };
}

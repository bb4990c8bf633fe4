// Where each remote publishes (REMOTE_ORIGINS): the base URL of its built dist/, under which its
// versions live at v/<version>/. The api fetches a manifest only under its own remote's base: never
// another host (a promote must not make the api a proxy to anywhere, SSRF), and never another team's
// folder. Written `name=url` (comma-separated), a bare origin meaning its root.
import { siteParts } from 'build-preset/parts';

/** Remote name → base URL, ending in `/`. */
export type RemoteOrigins = Readonly<Record<string, string>>;

/** Every remote of the parts manifest on localhost at its port, as `npm start` serves them. */
export const DEFAULT_REMOTE_ORIGINS: RemoteOrigins = Object.fromEntries(
  siteParts.parts
    .filter((part) => part.name !== 'shell')
    .map((part) => [part.name, `http://localhost:${part.port}/`]),
);

/** `arcade=https://cdn.example/arcade,tools=https://tools.example` → bases; throws naming a bad entry. */
export function parseRemoteOrigins(value: string): RemoteOrigins {
  const origins: Record<string, string> = {};
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]{0,39})=(\S+)$/.exec(entry);
    const base = match?.[2] ? URL.parse(match[2]) : null;
    if (!match?.[1] || !base || !['http:', 'https:'].includes(base.protocol) || base.search || base.hash) {
      throw new Error(`"${entry}" is not name=http(s) URL`);
    }
    if (base.username || base.password) throw new Error(`"${entry}" carries credentials`);
    origins[match[1]] = base.pathname.endsWith('/') ? base.href : `${base.href}/`;
  }
  return origins;
}

/** The remote's built dist/ manifest: what visitors get while no version of it is live. */
export function distManifestUrl(origins: RemoteOrigins, remote: string): string | null {
  const base = origins[remote];
  return base ? new URL('mf-manifest.json', base).href : null;
}

/** The URL where `npm run release` publishes a version's manifest (the remote's origin serves v/<version>/). */
export function releaseManifestUrl(origins: RemoteOrigins, remote: string, version: string): string | null {
  const base = origins[remote];
  return base ? new URL(`v/${version}/mf-manifest.json`, base).href : null;
}

/** True when `url` is under the remote's own base URL (same origin, same folder or below). */
export function isUnderRemoteBase(origins: RemoteOrigins, remote: string, url: string): boolean {
  const base = origins[remote];
  const parsed = URL.parse(url);
  if (!base || !parsed) return false;
  const baseUrl = new URL(base);
  return parsed.origin === baseUrl.origin && parsed.pathname.startsWith(baseUrl.pathname) && !parsed.username;
}

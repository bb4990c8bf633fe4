import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

// What a page needs of ToonLink (docs/toonlink.md) before any frame: the ports it scans, the
// visitor's choice and the authorization string. Apart from the game's frames (toonlink.ts), so the
// shared root (the ports, for every page) and every page of the Toons area carry none of them.

/** Ports the game serves toons on, one per game window (the site scans these). */
export const TOONLINK_FIRST_PORT = 1547;
export const TOONLINK_LAST_PORT = 1554;
export const TOONLINK_PORTS: readonly number[] = Object.freeze(
  Array.from({ length: TOONLINK_LAST_PORT - TOONLINK_FIRST_PORT + 1 }, (_, i) => TOONLINK_FIRST_PORT + i),
);

/** A random authorization string for the hello frame (`ToonLinkHello`; 32 hex characters, Web Crypto). */
export function createToonLinkAuthorization(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The visitor's remembered ToonLink choice (localStorage). */
export const ToonLinkSettingSchema = lazySchema(() => z.strictObject({ enabled: z.boolean() }));
export type ToonLinkSetting = z.infer<typeof ToonLinkSettingSchema>;

/** An authorization string as {@link createToonLinkAuthorization} makes it (kept in sessionStorage). */
export const ToonLinkAuthorizationSchema = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{32}$/)));

import * as z from 'shared-contracts/zod';
import { lazySchema } from './lazy-schema.js';

// What the browser keeps of ToonLink (docs/toonlink.md): apart from the game's frames in toonlink.ts,
// so a page that only reads the visitor's choice (every page of the Toons area) carries none of them.

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

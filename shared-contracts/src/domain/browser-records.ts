import * as z from 'shared-contracts/zod';
import { IsoDateTimeSchema } from './common.js';
import { lazySchema } from './lazy-schema.js';

// Records the site keeps in browser storage. They live here, with the other schemas, so the browser
// parts validate them without bundling a zod of their own (the shared one comes with this package).

/** Ids of the banner notices a visitor has dismissed, newest last. */
export const DismissedBannersSchema = lazySchema(() =>
  z.array(z.string().check(z.maxLength(64))).check(z.maxLength(100)),
);

/** A visitor's answer to the cookie notice. */
export const CookieConsentSchema = lazySchema(() =>
  z.object({ accepted: z.boolean(), decidedAt: IsoDateTimeSchema }),
);
export type CookieConsent = z.infer<typeof CookieConsentSchema>;

/** The stored answer to the cookie notice: null until the visitor has answered. */
export const StoredCookieConsentSchema = lazySchema(() => z.nullable(CookieConsentSchema));

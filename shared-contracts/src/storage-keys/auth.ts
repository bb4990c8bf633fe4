import { signedOutOwner, storageKeyFamily } from './storage-key.js';

// The keys mfe-auth writes (the second by the Firebase Authentication library it runs).

export const cookieConsentKeys = /* @__PURE__ */ storageKeyFamily(
  'trinket.cookieConsent.',
  `account id or ${signedOutOwner}`,
  {
    kind: 'localStorage',
    writtenBy: 'auth',
    holds: 'Your answer to the cookie notice and when you gave it.',
  },
);

/** The key of one person's answer: one per signed-in account, and one for the visitor not signed in. */
export function cookieConsentKey(uid: string | null): string {
  return cookieConsentKeys.keyFor(uid ?? signedOutOwner);
}

/** Firebase names the key `firebase:authUser:<api key>:[DEFAULT]` (the default app). */
export const firebaseUserKeys = /* @__PURE__ */ storageKeyFamily('firebase:authUser:', '…', {
  kind: 'localStorage',
  writtenBy: 'auth',
  holds: 'Your sign-in, kept by Firebase Authentication so you stay signed in.',
});

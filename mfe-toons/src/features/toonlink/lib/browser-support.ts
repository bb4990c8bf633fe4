/** Whether this browser may use ToonLink, and if not, why. */
export type ToonLinkSupport =
  | { supported: true; browser: 'Chrome' | 'Firefox' | 'Edge' }
  | { supported: false; reason: string };

const OTHER_CHROMIUM = /\b(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\//;
const MOBILE_SHELLS = /\b(CriOS|FxiOS|EdgiOS|EdgA)\//;

/**
 * ToonLink is offered in Chrome, Firefox and Edge on a computer (the game runs there); other
 * browsers are told why it is unavailable. Decided from the user agent string.
 */
export function toonLinkSupport(userAgent: string): ToonLinkSupport {
  if (MOBILE_SHELLS.test(userAgent) || /\b(Android|iPhone|iPad)\b/.test(userAgent)) {
    return {
      supported: false,
      reason: 'ToonLink talks to the game on the same computer, so it is not available on a phone or tablet.',
    };
  }
  if (/\bEdg\//.test(userAgent)) return { supported: true, browser: 'Edge' };
  if (/\bFirefox\//.test(userAgent) && !/\bSeamonkey\//.test(userAgent)) {
    return { supported: true, browser: 'Firefox' };
  }
  if (/Chrome\/\d/.test(userAgent) && !OTHER_CHROMIUM.test(userAgent))
    return { supported: true, browser: 'Chrome' };
  return {
    supported: false,
    reason:
      'ToonLink works in Chrome, Firefox and Edge: other browsers block or have not been tested with the game’s local connection. Open this page in one of those to link your Toons.',
  };
}

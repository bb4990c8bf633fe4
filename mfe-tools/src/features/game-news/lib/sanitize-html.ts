import DOMPurify from 'dompurify';
import { FEED_PURIFY_CONFIG, keepsAttribute, SAFE_LINK } from './sanitize-config';

// Imported only by the post pages: DOMPurify loads with their chunks, never with the lists or the home.

/** A sanitizer of post bodies working in `view` (the page's window; tests pass another DOM's). */
export function createFeedSanitizer(view: Window & typeof globalThis): (html: string) => string {
  const purifier = DOMPurify(view);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // target and rel are the sanitizer's own, set below; the body's are dropped.
    if (data.attrName === 'target' || data.attrName === 'rel') {
      data.keepAttr = false;
      return;
    }
    if (!keepsAttribute(node.nodeName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && 'setAttribute' in node && (node as Element).hasAttribute('href')) {
      (node as Element).setAttribute('target', SAFE_LINK.target);
      (node as Element).setAttribute('rel', SAFE_LINK.rel);
    }
  });
  return (html) => {
    // A browser DOMPurify cannot work in would get the body back untouched: show none of it then.
    if (!purifier.isSupported) return '';
    return purifier.sanitize(html, { ...FEED_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
  };
}

let pageSanitizer: ((html: string) => string) | null = null;

/** A post's HTML body, cut down to the feeds' allow-list, as markup to render in this page. */
export function sanitizeFeedHtml(html: string): string {
  pageSanitizer ??= createFeedSanitizer(window);
  return pageSanitizer(html);
}

import { FEED_HTML_ALLOWED } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { FEED_PURIFY_CONFIG, keepsAttribute, usesScheme } from './sanitize-config';

describe("the browser sanitizer's options", () => {
  it('allow exactly the contract allow-list of tags, with no script, style, frame or form', () => {
    expect(FEED_PURIFY_CONFIG.ALLOWED_TAGS).toEqual([...FEED_HTML_ALLOWED.tags]);
    for (const tag of ['script', 'style', 'iframe', 'form', 'object', 'svg']) {
      expect(FEED_PURIFY_CONFIG.ALLOWED_TAGS).not.toContain(tag);
    }
  });

  it('allow no event handler or style attribute on any tag', () => {
    expect(FEED_PURIFY_CONFIG.ALLOWED_ATTR.filter((name) => /^on|^style$/i.test(name))).toEqual([]);
    expect(keepsAttribute('p', 'onclick', 'alert(1)')).toBe(false);
    expect(keepsAttribute('img', 'onerror', 'x')).toBe(false);
    expect(keepsAttribute('span', 'style', 'display:none')).toBe(false);
  });

  it('keep an attribute only on the tags the allow-list gives it to', () => {
    expect(keepsAttribute('img', 'alt', 'a picture')).toBe(true);
    expect(keepsAttribute('p', 'alt', 'a picture')).toBe(false);
    expect(keepsAttribute('td', 'colspan', '2')).toBe(true);
    expect(keepsAttribute('A', 'TITLE', 'hint')).toBe(true);
  });

  it('keep links over http(s) and mailto and pictures over http(s) only', () => {
    expect(keepsAttribute('a', 'href', 'https://example.invalid/page')).toBe(true);
    expect(keepsAttribute('a', 'href', 'mailto:support@example.invalid')).toBe(true);
    expect(keepsAttribute('a', 'href', 'javascript:window.__hostile = true')).toBe(false);
    expect(keepsAttribute('a', 'href', '  JavaScript:alert(1)')).toBe(false);
    expect(keepsAttribute('a', 'href', '//example.invalid/page')).toBe(false);
    expect(keepsAttribute('img', 'src', 'data:image/png;base64,AAAA')).toBe(false);
    expect(keepsAttribute('img', 'src', 'mailto:x@example.invalid')).toBe(false);
    expect(usesScheme('HTTP://example.invalid', ['http'])).toBe(true);
  });
});

import { FEED_HTML_ALLOWED } from 'shared-contracts/domain';

// The browser's second pass over a post's body, from the same allow-list the api sanitizes with
// (FEED_HTML_ALLOWED): the api's copy is already clean, this keeps a page safe should it not be.
// Plain data and checks, so they are tested without a DOM; sanitize-html.ts hands them to DOMPurify.

type AllowedAttributes = Readonly<Record<string, readonly string[]>>;
const attributesByTag: AllowedAttributes = FEED_HTML_ALLOWED.attributes;

/** Every attribute some tag may keep; which tag may keep which is checked per element. */
const anyTagAttributes = [...new Set(Object.values(attributesByTag).flat())];

/** DOMPurify's options: only the allow-listed tags and attributes, nothing else it would allow by default. */
export const FEED_PURIFY_CONFIG: {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
} = {
  ALLOWED_TAGS: [...FEED_HTML_ALLOWED.tags],
  // target and rel are set on links by the sanitizer itself, never taken from the body.
  ALLOWED_ATTR: [...anyTagAttributes, 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

const schemeOf = (url: string): string | null => {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
};

/** Whether `url` uses one of `schemes`; relative and protocol-relative URLs are refused (no base to read them against). */
export function usesScheme(url: string, schemes: readonly string[]): boolean {
  const scheme = schemeOf(url);
  return scheme !== null && schemes.includes(scheme);
}

/**
 * Whether `tag` may keep `attribute` with `value`: the allow-list's attributes for that tag, links
 * over http(s) or mailto, pictures over http(s). Event handlers and styles are never on the list.
 */
export function keepsAttribute(tag: string, attribute: string, value: string): boolean {
  const name = attribute.toLowerCase();
  const element = tag.toLowerCase();
  if (!(attributesByTag[element] ?? []).includes(name)) return false;
  if (element === 'a' && name === 'href') return usesScheme(value, FEED_HTML_ALLOWED.linkSchemes);
  if (element === 'img' && name === 'src') return usesScheme(value, FEED_HTML_ALLOWED.imageSchemes);
  return true;
}

/** What every kept link carries: a new tab that cannot reach back to this page, nor learn where it came from. */
export const SAFE_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

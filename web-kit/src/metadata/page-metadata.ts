import { brand } from '../brand/brand.js';
import { canonicalPathname } from './canonical-path.js';

export interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
}

const baseKeywords = ['Toontown Rewritten', 'Toontown', 'TTR', brand.siteName];

/** Pure: the metadata of one page. Every page title reads "The Trinket Foundation | <page>". */
export function buildPageMetadata(input: PageMetadataInput, siteUrl: string): PageMetadata {
  const canonical = new URL(input.path, siteUrl);
  canonical.pathname = canonicalPathname(canonical.pathname);
  canonical.search = '';
  canonical.hash = '';
  return {
    title: `${brand.siteName} | ${input.title}`,
    description: input.description,
    keywords: [...new Set([...(input.keywords ?? []), ...baseKeywords])].join(', '),
    canonicalUrl: canonical.toString(),
  };
}

function upsertHeadElement(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(name: string, content: string): void {
  const meta = upsertHeadElement(`meta[name="${name}"]`, () => {
    const element = document.createElement('meta');
    element.setAttribute('name', name);
    return element;
  });
  meta.setAttribute('content', content);
}

/** Writes the metadata into the document head (title, description, keywords, canonical link). */
export function applyPageMetadata(metadata: PageMetadata): void {
  document.title = metadata.title;
  setMeta('description', metadata.description);
  setMeta('keywords', metadata.keywords);
  const link = upsertHeadElement('link[rel="canonical"]', () => {
    const element = document.createElement('link');
    element.setAttribute('rel', 'canonical');
    return element;
  });
  link.setAttribute('href', metadata.canonicalUrl);
}

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createFeedSanitizer } from './sanitize-html';

// happy-dom (this project's test DOM) parses markup unlike a browser and DOMPurify passes it
// through untouched there, so this test runs DOMPurify in jsdom, where DOMPurify's own tests run.
const dom = new JSDOM('<!doctype html><body></body>');
const sanitizeFeedHtml = createFeedSanitizer(dom.window as unknown as Window & typeof globalThis);

// The stand-in's hostile body (stand-ins/game/feeds.mjs), each trick on its own line.
const HOSTILE = [
  '<p onclick="alert(1)">Hostile post <b>kept text</b>.</p>',
  '<script>window.__hostile = true;</script>',
  '<img src="https://example.invalid/x.png" onerror="window.__hostile = true" alt="picture">',
  '<a href="javascript:window.__hostile = true">a javascript link</a>',
  '<a href="https://example.invalid/page" target="_self" rel="opener">a safe link</a>',
  '<iframe src="https://example.invalid/frame"></iframe>',
  '<style>body { display: none; }</style>',
  '<p style="color:red" data-x="1">styled</p>',
].join('\n');

function render(html: string): HTMLElement {
  const host = dom.window.document.createElement('div');
  host.innerHTML = sanitizeFeedHtml(html);
  return host;
}

describe('a post body sanitized in the browser', () => {
  it('keeps the text and the formatting', () => {
    const host = render(HOSTILE);
    expect(host.querySelector('p b')?.textContent).toBe('kept text');
    expect(host.textContent).toContain('a javascript link');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('picture');
  });

  it('drops scripts, styles and frames with their content', () => {
    const host = render(HOSTILE);
    expect(host.querySelectorAll('script, style, iframe')).toHaveLength(0);
    expect(host.textContent).not.toContain('__hostile');
    expect(host.textContent).not.toContain('display: none');
  });

  it('drops every event handler, style and data attribute', () => {
    const host = render(HOSTILE);
    const names = [...host.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    expect(names.filter((name) => /^on|^style$|^data-/.test(name))).toEqual([]);
  });

  it('keeps no javascript: link, and opens every link in a new tab without a way back', () => {
    const links = [...render(HOSTILE).querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, 'https://example.invalid/page']);
    const kept = links[1];
    expect(kept?.getAttribute('target')).toBe('_blank');
    expect(kept?.getAttribute('rel')).toBe('noopener noreferrer');
    // A link without an href is only text: no target is added to it.
    expect(links[0]?.hasAttribute('target')).toBe(false);
  });
});

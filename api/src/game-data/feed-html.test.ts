// A post's HTML from the game, sanitized by the api: the stand-in's hostile body and the usual
// ways around a sanitizer come out inert, and the markup a post needs stays.
import { describe, expect, it } from 'vitest';
import { HOSTILE_BODY } from '../../../stand-ins/game/feeds.mjs';
import { sanitizeFeedHtml } from './feed-html.js';

const SAFE_LINK = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeFeedHtml', () => {
  it("renders the stand-in's hostile body inert and keeps its text, picture and safe link", () => {
    expect(sanitizeFeedHtml(HOSTILE_BODY)).toBe(
      [
        '<p>Hostile post <b>kept text</b>.</p>',
        '',
        '<img src="https://example.invalid/x.png" alt="picture" />',
        `<a ${SAFE_LINK}>a javascript link</a>`,
        `<a href="https://example.invalid/page" ${SAFE_LINK}>a safe link</a>`,
        '',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['a javascript: link in any case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['a javascript: link behind spaces', '<a href="  javascript:alert(1)">x</a>'],
    ['a javascript: link split by an encoded tab', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['a data: picture', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>'],
    ['a script inside svg', '<svg><script>alert(1)</script></svg>'],
    ['an event handler on an allowed tag', '<b onmouseover="alert(1)">x</b>'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['a form', '<form action="https://evil.example"><button>go</button></form>'],
  ])('leaves nothing of %s that could run or leave the site', (_, html) => {
    const clean = sanitizeFeedHtml(html);
    expect(clean).not.toMatch(/javascript:|data:|\/\/evil|<script|<svg|<form|\son\w+=|style=/i);
    expect(clean).not.toContain('alert(1)');
  });

  it('makes every link open in a new tab without a reference back, whatever the post asked', () => {
    expect(sanitizeFeedHtml('<a href="https://ok.example/" target="_self" rel="opener">k</a>')).toBe(
      `<a href="https://ok.example/" ${SAFE_LINK}>k</a>`,
    );
  });

  it('keeps the formatting release notes use', () => {
    const notes =
      '<p><b>Features:</b></p><ul><li><i>New</i> <u>thing</u></li></ul><br /><font size="3">Bug fixes</font>';
    expect(sanitizeFeedHtml(notes)).toBe(
      '<p><b>Features:</b></p><ul><li><i>New</i> <u>thing</u></li></ul><br /><font>Bug fixes</font>',
    );
  });
});

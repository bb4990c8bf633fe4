import { afterEach, describe, expect, it } from 'vitest';
import { focusHeading, focusIsUnclaimed, pageHeadingIn } from './page-heading';

afterEach(() => {
  document.body.innerHTML = '';
});

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<a href="/cog-radar" id="link">Cog Radar</a><main id="main-content">${html}</main>`;
  return document.getElementById('main-content') as HTMLElement;
}

describe('pageHeadingIn', () => {
  it('skips the route frame’s heading, shown while the page’s code loads', () => {
    const main = mainWith('<div class="page route-frame"><h1>Cog Radar</h1></div>');
    expect(pageHeadingIn(main)).toBeUndefined();
  });

  it('finds the page’s own heading once it is there', () => {
    const main = mainWith(
      '<div class="remote-area"><h1 id="real">Cog Radar</h1></div><div class="route-frame"><h1>x</h1></div>',
    );
    expect(pageHeadingIn(main)?.id).toBe('real');
  });
});

describe('focusIsUnclaimed', () => {
  it('is free on the body or on the link that was followed, not where the visitor moved it', () => {
    const main = mainWith('<button id="other">Other</button>');
    const link = document.getElementById('link');
    const other = main.querySelector('#other');
    expect(focusIsUnclaimed(document.body, document.body, link)).toBe(true);
    expect(focusIsUnclaimed(link, document.body, link)).toBe(true);
    expect(focusIsUnclaimed(other, document.body, link)).toBe(false);
    expect(focusIsUnclaimed(link, document.body, null)).toBe(false);
  });
});

describe('focusHeading', () => {
  it('makes the heading focusable from script only, and focuses it', () => {
    const main = mainWith('<h1>Cog Radar</h1>');
    const heading = main.querySelector('h1') as HTMLElement;
    focusHeading(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(heading);
  });
});

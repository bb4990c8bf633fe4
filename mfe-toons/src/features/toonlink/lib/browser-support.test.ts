import { describe, expect, it } from 'vitest';
import { toonLinkSupport } from './browser-support';

const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('toonLinkSupport', () => {
  it.each([
    ['chrome', 'Chrome'],
    ['headlessChromium', 'Chrome'],
    ['edge', 'Edge'],
    ['firefox', 'Firefox'],
  ] as const)('offers ToonLink in %s', (agent, browser) => {
    expect(toonLinkSupport(agents[agent])).toEqual({ supported: true, browser });
  });

  it.each(['safari', 'opera'] as const)('explains why %s cannot use it', (agent) => {
    const support = toonLinkSupport(agents[agent]);
    expect(support.supported).toBe(false);
    expect(support.supported === false && support.reason).toMatch(/Chrome, Firefox and Edge/);
  });

  it('explains that phones cannot reach the game', () => {
    const support = toonLinkSupport(agents.androidChrome);
    expect(support.supported === false && support.reason).toMatch(/phone or tablet/);
  });
});

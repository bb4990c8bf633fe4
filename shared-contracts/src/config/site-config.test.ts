import { describe, expect, it } from 'vitest';
import { localSiteConfig } from './local-config.js';
import { loadSiteConfig, parseSiteConfig, SiteConfigError } from './site-config.js';

describe('parseSiteConfig', () => {
  it('accepts the embedded local defaults and fills defaults', () => {
    const config = parseSiteConfig(localSiteConfig);
    expect(config.cavalcade.enabled).toBe(false);
    expect(config.banners).toEqual([]);
    expect(config.remotes.toons).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('names every bad field', () => {
    const broken = {
      ...localSiteConfig,
      apiBaseUrl: 'api',
      remotes: { ...localSiteConfig.remotes, toons: 42 },
    };
    expect(() => parseSiteConfig(broken)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(broken)).toThrow(/apiBaseUrl.*remotes\.toons|remotes\.toons.*apiBaseUrl/);
  });

  it('refuses links and embeds that would run script or leave the site in disguise', () => {
    const banner = (href: string) => ({
      ...localSiteConfig,
      banners: [{ id: 'b', text: 'Hello', href, tone: 'info' }],
    });
    expect(() => parseSiteConfig(banner('javascript:alert(1)'))).toThrow(/banners\.0\.href/);
    expect(() => parseSiteConfig(banner('data:text/html,<script>1</script>'))).toThrow(/banners\.0\.href/);
    expect(() => parseSiteConfig(banner('//evil.example/x'))).toThrow(/banners\.0\.href/);
    expect(parseSiteConfig(banner('/trinkets')).banners[0]?.href).toBe('/trinkets');
    expect(parseSiteConfig(banner('https://example.com/a')).banners[0]?.href).toBe('https://example.com/a');
    const video = { title: 'V', embedUrl: 'javascript:alert(1)', source: 's' };
    expect(() => parseSiteConfig({ ...localSiteConfig, homeVideo: video })).toThrow(/homeVideo\.embedUrl/);
  });

  it('rejects unknown remote names', () => {
    const broken = { ...localSiteConfig, remotes: { ...localSiteConfig.remotes, mystery: '/x.json' } };
    expect(() => parseSiteConfig(broken)).toThrow(/remotes/);
  });
});

describe('loadSiteConfig', () => {
  it('reports an HTTP failure and invalid JSON clearly', async () => {
    const notFound = async () => new Response('nope', { status: 404 });
    await expect(loadSiteConfig('/config.json', notFound)).rejects.toThrow('HTTP 404');
    const garbage = async () => new Response('{not json', { status: 200 });
    await expect(loadSiteConfig('/config.json', garbage)).rejects.toThrow('not valid JSON');
  });
});

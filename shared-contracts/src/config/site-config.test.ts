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

  it('accepts any remote a deployment lists, but only under a remote-like name', () => {
    const more = { ...localSiteConfig, remotes: { ...localSiteConfig.remotes, garden: '/g.json' } };
    expect(parseSiteConfig(more).remotes.garden).toBe('/g.json');
    const broken = {
      ...localSiteConfig,
      remotes: { ...localSiteConfig.remotes, 'Not A Remote!': '/x.json' },
    };
    expect(() => parseSiteConfig(broken)).toThrow(/remotes/);
  });

  it("names each remote's released version only as a version (issue 34), none by default", () => {
    expect(parseSiteConfig(localSiteConfig).remoteVersions).toEqual({});
    const versions = (remoteVersions: unknown) => parseSiteConfig({ ...localSiteConfig, remoteVersions });
    expect(versions({ arcade: '1.4.0', tools: '2.0.0-canary.2' }).remoteVersions).toEqual({
      arcade: '1.4.0',
      tools: '2.0.0-canary.2',
    });
    for (const bad of ['1.4', 'v1.4.0', '1.4.0+build.1', '../1.4.0', '01.4.0', '1.4.0-'])
      expect(() => versions({ arcade: bad }), bad).toThrow(/remoteVersions\.arcade/);
    expect(() => versions({ 'Not A Remote!': '1.0.0' })).toThrow(/remoteVersions/);
  });

  it('allows no remote overrides unless the config lists origins, and only bare origins', () => {
    expect(parseSiteConfig(localSiteConfig).remoteOverrides.allowedOrigins).toEqual([]);
    const allowing = (origin: string) =>
      parseSiteConfig({ ...localSiteConfig, remoteOverrides: { allowedOrigins: [origin] } });
    expect(allowing('https://candidates.example').remoteOverrides.allowedOrigins).toEqual([
      'https://candidates.example',
    ]);
    expect(() => allowing('https://candidates.example/path')).toThrow(/remoteOverrides\.allowedOrigins\.0/);
    expect(() => allowing('javascript:alert(1)')).toThrow(/remoteOverrides/);
    expect(() => allowing('*')).toThrow(/remoteOverrides/);
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

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseSiteConfig } from 'shared-contracts';
import { localSiteConfig } from 'shared-contracts/local-config';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../stand-ins/free-port.mjs';
import { allowInlineStyles, contentSecurityPolicy, remoteHeaders, shellHeadersFrom } from './headers.mjs';
import { productionConfig } from './production-config.fixture.mjs';
import { serveStatic } from './serve-static.mjs';

/**
 * The policy as a map of directive name to its sources.
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
function directives(policy) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('the shell Content-Security-Policy', () => {
  it('allows scripts only from the site and each remote origin, never inline or eval', () => {
    const policy = directives(contentSecurityPolicy(productionConfig));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://auth.cdn.example',
      'https://toons.cdn.example',
      'https://arcade.cdn.example',
      'https://tools.cdn.example',
    ]);
    expect(policy['script-src'].join(' ')).not.toMatch(/unsafe|\*|data:|blob:/);
    expect(policy['style-src'].join(' ')).not.toMatch(/unsafe/);
  });

  it('admits candidate origins (remote overrides) only where the config allows overrides', () => {
    const none = directives(contentSecurityPolicy(productionConfig));
    expect(none['script-src']).not.toContain('https://candidates.example');
    const allowing = parseSiteConfig({
      ...productionConfig,
      remoteOverrides: { allowedOrigins: ['https://candidates.example'] },
    });
    const policy = directives(contentSecurityPolicy(allowing));
    for (const directive of ['script-src', 'style-src', 'connect-src', 'font-src', 'img-src']) {
      expect(policy[directive]).toContain('https://candidates.example');
    }
  });

  it('connects to the api, the remotes, Firebase Auth, the Cavalcade lookup and each ToonLink socket', () => {
    const connect = directives(contentSecurityPolicy(productionConfig))['connect-src'];
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.trinkets.example',
        'https://tools.cdn.example',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://parade.example',
      ]),
    );
    const sockets = connect.filter((source) => source.startsWith('ws:'));
    expect(sockets).toHaveLength(8);
    expect(sockets[0]).toBe('ws://localhost:1547');
    expect(sockets.at(-1)).toBe('ws://localhost:1554');
  });

  it('names the Auth emulator only when the config has one, in place of the Google endpoints', () => {
    const local = directives(
      contentSecurityPolicy(parseSiteConfig(localSiteConfig), { renditionUrl: 'http://127.0.0.1:3200' }),
    );
    expect(local['connect-src']).toContain('http://127.0.0.1:9099');
    expect(local['connect-src'].join(' ')).not.toMatch(/googleapis/);
    expect(directives(contentSecurityPolicy(productionConfig))['connect-src'].join(' ')).not.toMatch(/9099/);
    expect(local['img-src']).toContain('http://127.0.0.1:3200');
  });

  it('frames only the configured video hosts, and nothing when there are none', () => {
    expect(directives(contentSecurityPolicy(productionConfig))['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    const noVideos = parseSiteConfig({ ...localSiteConfig, homeVideo: undefined });
    expect(directives(contentSecurityPolicy(noVideos))['frame-src']).toEqual(["'none'"]);
  });

  it('shows pictures from the rendering service and any extra image host', () => {
    const img = directives(
      contentSecurityPolicy(productionConfig, { imageOrigins: ['https://cdn.makeship.example/x'] }),
    )['img-src'];
    expect(img).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://rendition.toontownrewritten.com',
        'https://api.trinkets.example',
        'https://cdn.makeship.example',
      ]),
    );
  });

  it('refuses framing, plugins, a foreign <base> and foreign form posts', () => {
    const policy = directives(contentSecurityPolicy(productionConfig));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});

describe('the headers of each part', () => {
  /** @type {string} */
  let folder;
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('follows the config file the shell serves, and falls back to the strict policy when it is broken', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'site-headers-'));
    const configFile = path.join(folder, 'config.json');
    await writeFile(configFile, JSON.stringify(localSiteConfig));
    const headersNow = shellHeadersFrom({ configFile });
    const first = await headersNow();
    expect(first['x-content-type-options']).toBe('nosniff');
    expect(first['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first['x-frame-options']).toBe('DENY');
    expect(first['content-security-policy']).toContain('http://localhost:3005');

    // A redeployed config moves the tools remote: the policy follows without a restart.
    const moved = {
      ...localSiteConfig,
      remotes: { ...localSiteConfig.remotes, tools: 'https://t.example/m.json' },
    };
    await writeFile(configFile, JSON.stringify(moved));
    await utimes(configFile, new Date(), new Date(Date.now() + 5_000));
    const second = await headersNow();
    expect(second['content-security-policy']).toContain('https://t.example');
    expect(second['content-security-policy']).not.toContain('http://localhost:3005');

    await writeFile(configFile, '{ not json');
    await utimes(configFile, new Date(), new Date(Date.now() + 10_000));
    const broken = directives((await headersNow())['content-security-policy']);
    expect(broken['default-src']).toEqual(["'self'"]);
    expect(broken['script-src']).toBeUndefined();
  });

  it('gives remotes nosniff and no framing, leaving their scripts loadable by the shell', () => {
    const headers = remoteHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('script-src');
  });
});

describe('which responses carry the policy', () => {
  /** @type {string} */
  let folder;
  /** @type {Awaited<ReturnType<typeof serveStatic>> | undefined} */
  let server;
  afterEach(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the policy and framing rule with documents, the referrer policy with documents and styles, nosniff with everything', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'site-headers-'));
    await writeFile(path.join(folder, 'config.json'), JSON.stringify(localSiteConfig));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>t</title>');
    await mkdir(path.join(folder, 'static'));
    await writeFile(path.join(folder, 'static', 'app.js'), 'console.log(1);');
    await writeFile(path.join(folder, 'static', 'app.css'), 'body { margin: 0 }');
    server = await serveStatic({
      root: folder,
      port: await freePort(),
      spa: true,
      securityHeaders: shellHeadersFrom({ configFile: path.join(folder, 'config.json') }),
    });
    const page = await fetch(`${server.url}/fishing`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const file of ['/static/app.js', '/static/app.css', '/config.json']) {
      const response = await fetch(`${server.url}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-frame-options')).toBeNull();
      // A stylesheet's own fetches (fonts, pictures) follow the referrer policy it came with.
      expect(response.headers.get('referrer-policy')).toBe(
        file.endsWith('.css') ? 'strict-origin-when-cross-origin' : null,
      );
    }
  });
});

describe('allowInlineStyles', () => {
  const policy = contentSecurityPolicy(productionConfig);
  const hashes = ['sha256-AAAA+/bbbb=', 'sha256-CCCC+/dddd='];

  it('adds each hash to style-src as a quoted source, after the policy’s own, and to nothing else', () => {
    const before = directives(policy);
    const after = directives(allowInlineStyles(policy, hashes));
    expect(after['style-src']).toEqual([
      ...(before['style-src'] ?? []),
      "'sha256-AAAA+/bbbb='",
      "'sha256-CCCC+/dddd='",
    ]);
    expect({ ...after, 'style-src': [] }).toEqual({ ...before, 'style-src': [] });
    // The directives keep their order.
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(allowInlineStyles(policy, hashes)).not.toMatch(/unsafe-inline|script-src[^;]*sha256/);
  });

  it('leaves the policy as it is without hashes, and one without style-src untouched', () => {
    expect(allowInlineStyles(policy, [])).toBe(policy);
    const remote = remoteHeaders()['content-security-policy'];
    expect(allowInlineStyles(remote, hashes)).toBe(remote);
  });
});

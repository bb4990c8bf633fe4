import { contractVersion, parseSiteConfig } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemoteSurface, loadSurfaces, retryFailedSurfaces } from './load-surfaces';
import { surfaceStore } from './surface-store';

const page = (path: string) => ({ path, title: path, description: `The ${path} page.` });

function surface(remote: string, paths: string[], contract = `^${contractVersion}`) {
  return {
    remote,
    contract,
    routes: paths.map(page),
    menu: [{ label: remote, to: paths[0], placement: 'menu', order: 1 }],
  };
}

/** A fetch answering each routes.json from `files` (by host), 404 otherwise. */
function fakeFetch(files: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const body = files[url.host];
    if (body === undefined) return new Response('missing', { status: 404 });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body));
  }) as typeof fetch;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('fetchRemoteSurface', () => {
  it('reads a remote’s routes.json beside its manifest', async () => {
    const state = await fetchRemoteSurface(
      'tools',
      'https://tools.example/v2/mf-manifest.json',
      fakeFetch({ 'tools.example': surface('tools', ['/cog-radar']) }),
    );
    expect(state).toMatchObject({
      name: 'tools',
      status: 'ready',
      surface: { routes: [{ path: '/cog-radar' }] },
    });
  });

  it('fails one remote, with one console line, for a file that does not fit or is not there', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const files = { 'bad.example': { remote: 'bad', routes: 'all' }, 'text.example': 'not json' };
    for (const host of ['bad.example', 'text.example', 'none.example']) {
      const state = await fetchRemoteSurface('bad', `https://${host}/mf-manifest.json`, fakeFetch(files));
      expect(state.status).toBe('failed');
    }
    expect(errors).toHaveBeenCalledTimes(3);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[surface\] remote "bad": .*does not fit the contract/,
    );
  });

  it('refuses a file naming another remote', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await fetchRemoteSurface(
      'tools',
      'https://tools.example/mf-manifest.json',
      fakeFetch({ 'tools.example': surface('toons', ['/fishing']) }),
    );
    expect(state.status).toBe('failed');
  });

  it('marks a remote built against another contract major incompatible, with a clear line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const major = Number(contractVersion.split('.')[0]) + 1;
    const state = await fetchRemoteSurface(
      'arcade',
      'https://arcade.example/mf-manifest.json',
      fakeFetch({ 'arcade.example': surface('arcade', ['/arcade'], `^${major}.0.0`) }),
    );
    expect(state.status).toBe('incompatible');
    expect(String(errors.mock.calls[0]?.[0])).toBe(
      `[contract] remote "arcade" is incompatible: built against shared-contracts ^${major}.0.0, the site runs ${contractVersion}; its area shows the error page`,
    );
  });
});

describe('loadSurfaces', () => {
  const config = parseSiteConfig({
    siteUrl: 'https://site.example',
    apiBaseUrl: '/api',
    remotes: {
      toons: 'https://toons.example/mf-manifest.json',
      makeship: 'https://makeship.example/mf-manifest.json',
      tools: 'https://tools.example/mf-manifest.json',
    },
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });

  it('composes the site in config order, warns about a contested path, and reads a failed one again', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const files: Record<string, unknown> = {
      'toons.example': surface('toons', ['/fishing', '/shared']),
      'makeship.example': surface('makeship', ['/makeship', '/shared']),
    };
    vi.stubGlobal('fetch', fakeFetch(files));
    await loadSurfaces(config);
    const { site, remotes } = surfaceStore.getState();
    expect(remotes.map((state) => `${state.name}:${state.status}`)).toEqual([
      'toons:ready',
      'makeship:ready',
      'tools:failed',
    ]);
    expect(site.routes.find((route) => route.path === '/shared')?.remote).toBe('toons');
    expect(warnings).toHaveBeenCalledWith(
      '[surface] /shared is claimed by "toons" and "makeship": "toons" keeps it',
    );

    files['tools.example'] = surface('tools', ['/cog-radar']);
    await retryFailedSurfaces(config);
    expect(surfaceStore.getState().site.routes.map((route) => route.path)).toContain('/cog-radar');
    expect(surfaceStore.getState().site.menuNav.map((entry) => entry.label)).toEqual([
      'toons',
      'makeship',
      'tools',
    ]);
    // The same conflict is not reported twice.
    expect(warnings).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { parseOverrideRequest, resolveOverrides, withOverrides } from './resolve-overrides';

const remotes = {
  toons: 'https://toons.example.org/mf-manifest.json',
  arcade: 'https://arcade.example.org/mf-manifest.json',
};
const allowing = { remotes, allowedOrigins: ['http://localhost:3010'] };
const candidate = 'http://localhost:3010/mf-manifest.json';

describe('parseOverrideRequest', () => {
  it('reads clear and remote=url, and explains anything else', () => {
    expect(parseOverrideRequest('clear')).toEqual({ kind: 'clear' });
    expect(parseOverrideRequest(`toons=${candidate}`)).toEqual({
      kind: 'set',
      remote: 'toons',
      manifestUrl: candidate,
    });
    expect(parseOverrideRequest('toons')).toMatchObject({ kind: 'invalid' });
    expect(parseOverrideRequest('=x')).toMatchObject({ kind: 'invalid' });
    expect(parseOverrideRequest('toons=')).toMatchObject({ kind: 'invalid' });
  });
});

describe('resolveOverrides', () => {
  it('keeps a candidate from an allowed origin and puts it in the remote’s place', () => {
    const resolved = resolveOverrides({}, [`toons=${candidate}`], allowing);
    expect(resolved.stored).toEqual({ toons: candidate });
    expect(resolved.refused).toEqual([]);
    expect(withOverrides(remotes, resolved.active)).toEqual({ ...remotes, toons: candidate });
  });

  it('refuses an origin the config does not list, naming it', () => {
    const resolved = resolveOverrides({}, ['toons=https://evil.example/mf-manifest.json'], allowing);
    expect(resolved.stored).toEqual({});
    expect(resolved.refused[0]?.reason).toContain('https://evil.example is not an origin this site accepts');
  });

  it('refuses every override where the site allows none, and drops what the browser kept', () => {
    const resolved = resolveOverrides({ toons: candidate }, [], { remotes, allowedOrigins: [] });
    expect(resolved.stored).toEqual({});
    expect(resolved.active).toEqual([]);
    expect(resolved.refused).toEqual([
      { request: `toons=${candidate}`, reason: 'this site does not allow remote overrides' },
    ]);
  });

  it('refuses unknown remotes and non-web URLs', () => {
    const resolved = resolveOverrides(
      {},
      [`shop=${candidate}`, 'toons=javascript:alert(1)', 'toons=not a url'],
      allowing,
    );
    expect(resolved.stored).toEqual({});
    expect(resolved.refused.map((entry) => entry.reason)).toEqual([
      expect.stringContaining('no remote named "shop"'),
      expect.stringContaining('not an http(s) URL'),
      expect.stringContaining('is not a URL'),
    ]);
  });

  it('clear drops every kept override', () => {
    expect(resolveOverrides({ toons: candidate }, ['clear'], allowing).stored).toEqual({});
  });
});

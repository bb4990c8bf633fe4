import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  parseSiteConfig,
  resetSession,
  setSessionProvider,
  setSessionUser,
  setSiteConfig,
  type Toon,
} from 'shared-contracts';
import { QueryClient, QueryClientProvider } from 'shared-contracts/area';
import { localSiteConfig } from 'shared-contracts/standalone';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCombineToons } from './index';
import { makeToon } from './testing';
import { toonRecordKey } from './toon-record';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[] = [];
let respond: (call: Call) => Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function wrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

function signIn(uid: string, isAnonymous: boolean) {
  setSessionProvider({ getIdToken: async () => 'test-token', signOut: async () => {} });
  setSessionUser({ uid, email: isAnonymous ? null : `${uid}@example.com`, isAnonymous });
}

function storeLocally(uid: string | null, toons: Toon[]) {
  const record = Object.fromEntries(toons.map((toon) => [`toon_${toon.id}`, toon]));
  window.localStorage.setItem(toonRecordKey(uid), JSON.stringify(record));
}

beforeEach(() => {
  setSiteConfig(parseSiteConfig(localSiteConfig));
  calls = [];
  respond = () => json({ error: { message: 'unexpected call' } }, 500);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      path: new URL(url, 'http://localhost').pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return respond(call);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  resetSession();
});

// Two toons the player says are one game toon (two ToonLink windows, one name, no ids): the kept one
// is saved with the best of both before the other is deleted, so a failure never loses anything.

const fish = (key: string, weight: number) => ({ [key]: { weight, caughtAt: '2026-03-01T10:00:00.000Z' } });

describe('useCombineToons', () => {
  it('in the browser: the older toon keeps both albums, then the other is deleted', async () => {
    setSessionUser(null);
    const kept = makeToon({ id: '100', name: 'Lady Picklesnout', fish: fish('0-0', 20) });
    const other = makeToon({ id: '200', name: 'Lady Picklesnout', fish: fish('2-0', 40) });
    storeLocally(null, [kept, other]);
    const { result } = renderHook(() => useCombineToons(), { wrapper: wrapper() });
    const seen: string[] = [];
    await act(async () => {
      await result.current.mutateAsync({
        keptId: kept.id,
        otherId: other.id,
        onCombined: (saved, removed) => seen.push(saved.id, removed.id),
      });
    });
    const stored = JSON.parse(window.localStorage.getItem(toonRecordKey(null)) ?? '{}') as Record<
      string,
      Toon
    >;
    expect(Object.keys(stored)).toEqual(['toon_100']);
    expect(Object.keys(stored.toon_100?.fish ?? {}).sort()).toEqual(['0-0', '2-0']);
    expect(seen).toEqual(['100', '200']);
    expect(calls).toEqual([]);
  });

  it('in the account: saves the kept toon first, then deletes the other', async () => {
    signIn('u1', false);
    const kept = makeToon({ id: 'srv-1', user: 'u1', name: 'Lady Picklesnout', fish: fish('0-0', 20) });
    const other = makeToon({ id: 'srv-2', user: 'u1', name: 'Lady Picklesnout', fish: fish('2-0', 40) });
    respond = (call) => {
      if (call.method === 'GET') return json({ toons: [kept, other] });
      if (call.method === 'PUT') return json({ ...kept, ...(call.body as object) });
      return new Response(null, { status: 204 });
    };
    const { result } = renderHook(() => useCombineToons(), { wrapper: wrapper() });
    await act(async () => {
      await result.current.mutateAsync({ keptId: kept.id, otherId: other.id });
    });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/toons',
      'PUT /api/toons/srv-1',
      'DELETE /api/toons/srv-2',
    ]);
    const sent = calls[1]?.body as { fish?: object } | undefined;
    expect(Object.keys(sent?.fish ?? {}).sort()).toEqual(['0-0', '2-0']);
  });

  it('in the account: deletes nothing when the kept toon could not be saved', async () => {
    signIn('u1', false);
    const kept = makeToon({ id: 'srv-1', user: 'u1', name: 'Lady Picklesnout', fish: fish('0-0', 20) });
    const other = makeToon({ id: 'srv-2', user: 'u1', name: 'Lady Picklesnout', fish: fish('2-0', 40) });
    respond = (call) =>
      call.method === 'GET' ? json({ toons: [kept, other] }) : json({ error: { message: 'down' } }, 503);
    const { result } = renderHook(() => useCombineToons(), { wrapper: wrapper() });
    await act(async () => {
      await expect(result.current.mutateAsync({ keptId: kept.id, otherId: other.id })).rejects.toThrow();
    });
    expect(calls.map((call) => call.method)).not.toContain('DELETE');
  });
});

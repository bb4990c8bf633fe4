import { act, renderHook } from '@testing-library/react';
import type { Toon } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from 'web-kit';
import { json, setUpHookTests, signIn, storeLocally, wrapper } from './hook-test-kit';
import { useCombineToons } from './index';
import { makeToon } from './testing';
import { toonRecordKey } from './toon-record';

const api = setUpHookTests();

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
    expect(api.calls).toEqual([]);
  });

  it('in the account: saves the kept toon first, then deletes the other', async () => {
    signIn('u1', false);
    const kept = makeToon({ id: 'srv-1', user: 'u1', name: 'Lady Picklesnout', fish: fish('0-0', 20) });
    const other = makeToon({ id: 'srv-2', user: 'u1', name: 'Lady Picklesnout', fish: fish('2-0', 40) });
    api.respond = (call) => {
      if (call.method === 'GET') return json({ toons: [kept, other] });
      if (call.method === 'PUT') return json({ ...kept, ...(call.body as object) });
      return new Response(null, { status: 204 });
    };
    const { result } = renderHook(() => useCombineToons(), { wrapper: wrapper() });
    await act(async () => {
      await result.current.mutateAsync({ keptId: kept.id, otherId: other.id });
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/toons',
      'PUT /api/toons/srv-1',
      'DELETE /api/toons/srv-2',
    ]);
    const sent = api.calls[1]?.body as { fish?: object } | undefined;
    expect(Object.keys(sent?.fish ?? {}).sort()).toEqual(['0-0', '2-0']);
  });

  it('in the account: deletes nothing when the kept toon could not be saved', async () => {
    signIn('u1', false);
    const kept = makeToon({ id: 'srv-1', user: 'u1', name: 'Lady Picklesnout', fish: fish('0-0', 20) });
    const other = makeToon({ id: 'srv-2', user: 'u1', name: 'Lady Picklesnout', fish: fish('2-0', 40) });
    api.respond = (call) =>
      call.method === 'GET' ? json({ toons: [kept, other] }) : json({ error: { message: 'down' } }, 503);
    const { result } = renderHook(() => useCombineToons(), { wrapper: wrapper() });
    await act(async () => {
      await expect(result.current.mutateAsync({ keptId: kept.id, otherId: other.id })).rejects.toThrow();
    });
    expect(api.calls.map((call) => call.method)).not.toContain('DELETE');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { Toon } from 'shared-contracts/domain';
import { describe, expect, it } from 'vitest';
import { recentEvents, setSessionUser } from 'web-kit';
import { json, setUpHookTests, signIn, storeLocally, wrapper } from './hook-test-kit';
import { useCreateToon, useDeleteToon, useToons, useUpdateToon } from './index';
import { makeToon } from './testing';
import { toonRecordKey } from './toon-record';

const api = setUpHookTests();

describe('toons of a signed-out visitor', () => {
  it('are created in this browser with a random name and rod Twig, sending nothing', async () => {
    setSessionUser(null);
    const { result } = renderHook(() => ({ list: useToons(), create: useCreateToon() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    expect(result.current.list.storage).toBe('browser');

    let created: Toon | undefined;
    await act(async () => {
      created = await result.current.create.mutateAsync();
    });
    expect(created?.rod).toBe('Twig');
    expect(created?.name).toMatch(/^\S+ \S+$/);
    await waitFor(() => expect(result.current.list.toons.map((toon) => toon.id)).toEqual([created?.id]));
    expect(window.localStorage.getItem(toonRecordKey(null))).toContain(`toon_${created?.id}`);
    expect(api.calls).toEqual([]);
  });

  it('deletes an unlinked toon and tracks delete_toon', async () => {
    setSessionUser(null);
    const toon = makeToon({ id: '11', user: null });
    storeLocally(null, [toon]);
    const { result } = renderHook(() => ({ list: useToons(), remove: useDeleteToon() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(result.current.list.toons).toHaveLength(1));
    await act(() => result.current.remove.mutateAsync(toon));
    await waitFor(() => expect(result.current.list.toons).toHaveLength(0));
    expect(recentEvents().at(-1)?.name).toBe('delete_toon');
  });
});

describe('toons of a registered user', () => {
  const serverToon = makeToon({ id: 'srv-1', user: 'u1', name: 'Moved Toon', isPublic: true });

  it('moves toons kept from anonymous days into the account, then removes them locally', async () => {
    signIn('u1', false);
    storeLocally('u1', [makeToon({ id: '5', user: 'u1', name: 'Moved Toon', rod: 'Steel' })]);
    api.respond = (call) => (call.method === 'POST' ? json(serverToon, 201) : json({ toons: [serverToon] }));
    const { result } = renderHook(() => useToons(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.toons.map((toon) => toon.name)).toEqual(['Moved Toon']));
    expect(result.current.storage).toBe('account');
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/toons',
      'GET /api/toons',
    ]);
    expect(api.calls[0]?.body).toMatchObject({ name: 'Moved Toon', rod: 'Steel' });
    expect(JSON.parse(window.localStorage.getItem(toonRecordKey('u1')) ?? '{}')).toEqual({});
  });

  it('keeps toons that could not be moved, with a notice', async () => {
    signIn('u1', false);
    storeLocally('u1', [makeToon({ id: '5', user: 'u1' })]);
    api.respond = (call) =>
      call.method === 'POST' ? json({ error: { message: 'down' } }, 503) : json({ toons: [] });
    const { result } = renderHook(() => useToons(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.notice).toMatch(/1 Toon .* could not be moved/));
    expect(window.localStorage.getItem(toonRecordKey('u1'))).toContain('toon_5');
  });

  it('sends nothing for an update that changes nothing', async () => {
    signIn('u1', false);
    const { result } = renderHook(() => useUpdateToon(), { wrapper: wrapper() });
    let saved: Toon | undefined;
    await act(async () => {
      saved = await result.current.mutateAsync({
        toon: serverToon,
        update: { name: 'Moved Toon', rod: 'Twig' },
      });
    });
    expect(saved).toBe(serverToon);
    expect(api.calls).toEqual([]);
  });

  it('sends only the changed fields, with counts clamped at zero', async () => {
    signIn('u1', false);
    const toon = { ...serverToon, buckets: { Estate: 0 } };
    api.respond = () => json({ ...toon, rod: 'Gold' });
    const { result } = renderHook(() => useUpdateToon(), { wrapper: wrapper() });
    await act(async () => {
      await result.current.mutateAsync({ toon, update: { rod: 'Gold', buckets: { Estate: -1 } } });
    });
    expect(api.calls).toEqual([{ method: 'PUT', path: '/api/toons/srv-1', body: { rod: 'Gold' } }]);
  });

  it('refuses to delete a linked toon', async () => {
    signIn('u1', false);
    const linked = { ...serverToon, toonId: 'TTID-1', isLinked: true };
    const { result } = renderHook(() => useDeleteToon(), { wrapper: wrapper() });
    await act(async () => {
      await expect(result.current.mutateAsync(linked)).rejects.toThrow(
        /linked to the game cannot be deleted/,
      );
    });
    expect(api.calls).toEqual([]);
  });
});

import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { RemoteModule } from 'shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentEvents, resetSession, setSessionUser } from 'web-kit';
import { defineRemote } from 'web-kit/area';

const load = vi.hoisted(() => ({
  current: (): Promise<RemoteModule> => Promise.reject(new Error('not set')),
}));
vi.mock('../api/load-remote-module', () => ({ loadRemoteModule: () => load.current() }));

const { RemoteArea } = await import('./remote-area');

/** A remote's surface of one page. */
function surfaceOf(remote: string, path: string, mountsBeforeSession = false) {
  return { remote, mountsBeforeSession, pages: [{ path, title: 'Page', description: 'A page.' }] };
}

function Boom(): never {
  throw new Error('remote exploded');
}

afterEach(cleanup);

describe('RemoteArea', () => {
  it('shows the Cogs page in the area when the remote fails to load, and tracks it', async () => {
    setSessionUser(null);
    load.current = () => Promise.reject(new Error('manifest unreachable'));
    render(<RemoteArea remote="arcade" />);
    expect(await screen.findByRole('heading', { name: 'The site is busy fighting the Cogs' })).toBeTruthy();
    // The event is tracked from an effect, which may run a moment after the page is painted.
    await waitFor(() =>
      expect(
        recentEvents().some((event) => event.name === 'error_page' && event.params.area === 'arcade'),
      ).toBe(true),
    );
  });

  it('mounts a working remote as a parcel', async () => {
    setSessionUser(null);
    window.history.pushState(null, '', '/arcade');
    load.current = async () =>
      defineRemote({
        surface: surfaceOf('arcade', '/arcade'),
        routes: [{ path: '/arcade', element: <h1>Arcade works</h1> }],
      });
    render(<RemoteArea remote="arcade" />);
    expect(await screen.findByRole('heading', { name: 'Arcade works' })).toBeTruthy();
  });

  it('keeps a remote off the page until the session is known, unless it copes without one', async () => {
    resetSession();
    window.history.pushState(null, '', '/login');
    load.current = async () =>
      defineRemote({
        surface: surfaceOf('auth', '/login'),
        routes: [{ path: '/login', element: <h1>Log in form</h1> }],
      });
    const needsSession = vi.fn();
    render(<RemoteArea remote="auth" onNeedsSession={needsSession} />);
    expect(await screen.findByRole('status')).toBeTruthy();
    // It asks for the session to start now rather than after the page has loaded.
    await waitFor(() => expect(needsSession).toHaveBeenCalled());
    // Give the module time to arrive: the area must still hold back while the session loads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'Log in form' })).toBeNull();
    act(() => setSessionUser(null));
    expect(await screen.findByRole('heading', { name: 'Log in form' })).toBeTruthy();
  });

  it('mounts a remote that copes with an unknown session before the session is known', async () => {
    resetSession();
    window.history.pushState(null, '', '/arcade');
    load.current = async () =>
      defineRemote({
        surface: surfaceOf('arcade', '/arcade', true),
        routes: [{ path: '/arcade', element: <h1>Arcade without waiting</h1> }],
      });
    const needsSession = vi.fn();
    render(<RemoteArea remote="arcade" onNeedsSession={needsSession} />);
    expect(await screen.findByRole('heading', { name: 'Arcade without waiting' })).toBeTruthy();
    expect(needsSession).not.toHaveBeenCalled();
  });

  it('keeps a remote that throws while rendering inside its area', async () => {
    setSessionUser(null);
    window.history.pushState(null, '', '/arcade');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.current = async () =>
      defineRemote({
        surface: surfaceOf('arcade', '/arcade'),
        routes: [{ path: '/arcade', element: <Boom /> }],
      });
    await act(async () => {
      render(
        <div>
          <nav aria-label="Main">still here</nav>
          <RemoteArea remote="arcade" />
        </div>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'The site is busy fighting the Cogs' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toBe('still here');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../routing/router.js';
import { RemoteApp } from './define-remote.js';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the page broke');
}

const routes = [
  {
    path: '/fishing',
    element: (
      <main>
        <h1>Fishing</h1>
        <Link to="/golfing">Golf</Link>
      </main>
    ),
  },
  { path: '/golfing', element: <Broken /> },
  { path: '/racing', element: <h1>Racing</h1> },
];

const surface = {
  remote: 'toons',
  pages: routes.map((route) => ({ path: route.path, title: route.path, description: route.path })),
};

describe('a remote’s routes', () => {
  it('shows the page of the current path, follows links and renders nothing for other areas', async () => {
    window.history.replaceState(null, '', '/fishing');
    render(<RemoteApp surface={surface} routes={routes} />);
    expect(screen.getByRole('heading', { name: 'Fishing' })).toBeTruthy();

    await act(async () => window.history.pushState(null, '', '/makeship'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the Cogs page in its area when a page throws, and recovers on the next path', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/fishing');
    render(<RemoteApp surface={surface} routes={routes} />);
    await act(async () => screen.getByRole('link', { name: 'Golf' }).click());
    expect(window.location.pathname).toBe('/golfing');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The site is busy fighting the Cogs');
    expect(alert.getAttribute('data-area')).toBe('toons');

    await act(async () => window.history.pushState(null, '', '/racing'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('heading', { name: 'Racing' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});

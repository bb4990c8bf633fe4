// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, useNavigate, useParams, useSearchParams } from './router.js';
import { Outlet, type RouteObject, Routes } from './routes.js';

afterEach(cleanup);

function Item() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  return <h1>{`Item ${slug}${search.get('size') ? ` in ${search.get('size')}` : ''}`}</h1>;
}

let layoutMounts = 0;
function Layout() {
  useEffect(() => {
    layoutMounts += 1;
  }, []);
  return (
    <div>
      <Link to="/store/purchases">Purchases</Link>
      <Outlet />
    </div>
  );
}

function GoHome() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/store', { replace: true })}>
      Home
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/store', element: <h1>Store</h1> },
      { path: '/store/:slug', element: <Item /> },
      { path: '/store/purchases', element: <GoHome /> },
    ],
  },
];

describe('a remote’s routes', () => {
  it('shows the page of the path inside its layout, with the path’s parameter and query', () => {
    window.history.replaceState(null, '', '/store/plush-bunny?size=large');
    render(<Routes routes={routes} />);
    expect(screen.getByRole('heading').textContent).toBe('Item plush-bunny in large');
    expect(screen.getByRole('link', { name: 'Purchases' })).toBeTruthy();
  });

  it('takes a static path over a parameterised one, keeps the layout mounted and follows navigations', async () => {
    window.history.replaceState(null, '', '/store');
    layoutMounts = 0;
    render(<Routes routes={routes} />);
    await act(async () => screen.getByRole('link', { name: 'Purchases' }).click());
    expect(window.location.pathname).toBe('/store/purchases');
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Home' }).click());
    expect(screen.getByRole('heading').textContent).toBe('Store');
    expect(layoutMounts).toBe(1);
  });

  it('renders nothing on a path another area serves, and follows the shell’s pushState', async () => {
    window.history.replaceState(null, '', '/store');
    render(<Routes routes={routes} />);
    await act(async () => window.history.pushState(null, '', '/fishing'));
    expect(screen.queryByRole('link')).toBeNull();
    await act(async () => window.history.pushState(null, '', '/store/cog-plush'));
    expect(screen.getByRole('heading').textContent).toBe('Item cog-plush');
  });
});
